import { AD_ROOMS_MAX, type ListFilter } from '@emlak/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { announcements } from '../../db/schema';
import { AppError, type FieldErrors } from '../../lib/app-error';

/**
 * The rooms chips of the market screen ("1 2 3 4 5+") choose a set, which the list engine's
 * filters (all ANDed, one value each) cannot say. So `rooms` also takes a text value naming the
 * set: `{field: 'rooms', operator: 'Equal', value: '1,3,5+'}` is one room, three rooms, or five
 * and more; NotEqual is the rest (docs/announcements.md). A number value stays the engine's.
 */
export const ROOMS_FIELD = 'rooms';

export const isRoomSetFilter = (filter: ListFilter) =>
  filter.field === ROOMS_FIELD && typeof filter.value === 'string';

type RoomSet = { exact: number[]; atLeast: number | null };

const ROOM_TOKEN = /^(\d{1,2})(\+)?$/;

/** '1,3,5+' as a set, or null when any part is not a room count (0..AD_ROOMS_MAX, N+ at most once). */
export const parseRoomSet = (value: string): RoomSet | null => {
  const tokens = value.split(',').map((token) => token.trim());
  if (tokens.length === 0 || tokens.length > AD_ROOMS_MAX + 1) return null;
  const exact = new Set<number>();
  let atLeast: number | null = null;
  for (const token of tokens) {
    const match = ROOM_TOKEN.exec(token);
    if (!match) return null;
    const rooms = Number(match[1]);
    if (rooms > AD_ROOMS_MAX) return null;
    if (match[2]) {
      if (atLeast !== null) return null;
      atLeast = rooms;
    } else exact.add(rooms);
  }
  return { exact: [...exact].sort((a, b) => a - b), atLeast };
};

const roomSetCondition = ({ exact, atLeast }: RoomSet): SQL => {
  const arms: SQL[] = [];
  if (exact.length > 0) {
    arms.push(
      sql`${announcements.rooms} in (${sql.join(
        exact.map((rooms) => sql`${rooms}`),
        sql`, `,
      )})`,
    );
  }
  if (atLeast !== null) arms.push(sql`${announcements.rooms} >= ${atLeast}`);
  return sql`(${sql.join(arms, sql` or `)})`;
};

/**
 * Conditions for the room sets taken out of a query, or a 400 naming each bad one at its position
 * in the client's query. A listing without a room count is in no set, and so in every NotEqual.
 */
export const roomSetConditions = (taken: readonly { filter: ListFilter; index: number }[]): SQL[] => {
  const errors: FieldErrors = {};
  const conditions: SQL[] = [];
  for (const { filter, index } of taken) {
    const params = { field: filter.field, operator: filter.operator };
    if (filter.operator !== 'Equal' && filter.operator !== 'NotEqual') {
      (errors[`filters.${index}.operator`] ??= []).push({ key: 'validation.filterOperatorInvalid', params });
      continue;
    }
    const set = parseRoomSet(filter.value as string);
    if (!set) {
      (errors[`filters.${index}.value`] ??= []).push({ key: 'validation.filterValueInvalid', params });
      continue;
    }
    const condition = roomSetCondition(set);
    conditions.push(filter.operator === 'Equal' ? condition : sql`not coalesce(${condition}, false)`);
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fields: errors });
  return conditions;
};
