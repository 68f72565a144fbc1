import { sql } from 'drizzle-orm';
import type { Executor } from '../../client';
import type { AnnouncementRow } from './generate-announcements';

/** Every column the generator fills, with the array type PostgreSQL unnests it as. */
const COLUMNS: readonly (readonly [keyof AnnouncementRow, string])[] = [
  ['id', 'bigint'],
  ['organizationId', 'integer'],
  ['createdByUserId', 'integer'],
  ['baseUrl', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['price', 'numeric'],
  ['cityId', 'integer'],
  ['districtId', 'integer'],
  ['metroStationId', 'integer'],
  ['address', 'text'],
  ['landmark', 'text'],
  ['owner', 'text'],
  ['ownerType', 'text'],
  ['phone1', 'text'],
  ['phone2', 'text'],
  ['color', 'text'],
  ['addType', 'text'],
  ['propertyType', 'smallint'],
  ['rooms', 'smallint'],
  ['stage', 'smallint'],
  ['stages', 'smallint'],
  ['area', 'numeric'],
  ['areaMeasureUnit', 'smallint'],
  ['hasTitleDeed', 'boolean'],
  ['isRenovated', 'boolean'],
  ['mortgage', 'boolean'],
  ['latitude', 'double precision'],
  ['longitude', 'double precision'],
  ['isSold', 'boolean'],
  ['soldAt', 'timestamptz'],
  ['createdAt', 'timestamptz'],
  ['updatedAt', 'timestamptz'],
];

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const columnList = sql.raw(COLUMNS.map(([key]) => snakeCase(key)).join(', '));

/**
 * A PostgreSQL array literal. Built by hand because node-postgres's generic array encoding
 * costs more than generating the rows themselves at benchmark volumes.
 */
export const arrayLiteral = <Row>(rows: readonly Row[], key: keyof Row): string => {
  const parts = new Array<string>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const value = rows[index]![key] as string | number | boolean | Date | null;
    if (value === null) parts[index] = 'NULL';
    else if (typeof value === 'number' || typeof value === 'boolean') parts[index] = String(value);
    else {
      const text = value instanceof Date ? value.toISOString() : value;
      parts[index] = `"${text.replace(/[\\"]/g, '\\$&')}"`;
    }
  }
  return `{${parts.join(',')}}`;
};

/**
 * Inserts a batch in one statement whatever its size: one array parameter per column,
 * unnested by PostgreSQL, instead of one parameter per value (which caps a statement at
 * 65,535 values and makes PostgreSQL plan a huge VALUES list).
 */
export const insertAnnouncements = async (db: Executor, rows: readonly AnnouncementRow[]): Promise<void> => {
  if (rows.length === 0) return;
  const arrays = COLUMNS.map(([key, type]) => sql`${arrayLiteral(rows, key)}::${sql.raw(type)}[]`);
  await db.execute(
    sql`insert into announcements (${columnList}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
};

/** After explicit ids, the id sequence must continue above them. */
export const syncAnnouncementIdSequence = async (db: Executor): Promise<void> => {
  await db.execute(
    sql`select setval(pg_get_serial_sequence('announcements', 'id'), coalesce(max(id), 0) + 1, false) from announcements`,
  );
};

export const nextAnnouncementId = async (db: Executor): Promise<number> => {
  const result = await db.execute<{ next: string }>(
    sql`select coalesce(max(id), 0) + 1 as next from announcements`,
  );
  return Number(result.rows[0]!.next);
};
