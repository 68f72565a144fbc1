import { AD_ROOMS_MAX, type ListFilter } from '@emlak/contracts';
import { ROOM_CHIPS, ROOMS_OPEN_END, type RoomChip } from './announcement-search';

/**
 * The rooms chips 1 2 3 4 5+ choose a set: each chip on its own, so 1 and 3 is one or three rooms.
 * POST /ad/table takes the set as one filter with a text value, `rooms Equal '1,3,5+'` ('N+' is N
 * or more, at most once; docs/announcements.md).
 */

export const ROOMS_FIELD = 'rooms';

/** A click on a chip: it joins or leaves the set, which stays in ROOM_CHIPS order. */
export const toggleRoom = (chosen: readonly RoomChip[], chip: RoomChip): RoomChip[] =>
  ROOM_CHIPS.filter((value) => (value === chip ? !chosen.includes(chip) : chosen.includes(value)));

/** The set as the filter value: '1,3,5+'. */
export const roomSetText = (chosen: readonly RoomChip[]) =>
  chosen.map((chip) => (chip === ROOMS_OPEN_END ? `${chip}+` : String(chip))).join(',');

/** The room counts a chip stands for: its own, or ROOMS_OPEN_END and more. */
export const chipHolds = (chip: RoomChip, rooms: number) =>
  chip === ROOMS_OPEN_END ? rooms >= chip : rooms === chip;

/**
 * Reading a filter back: the chips holding at least one room count it lets through. A filter the
 * chips cannot say exactly (a saved `rooms >= 7`, say) becomes the nearest wider choice (5+).
 */
const ROOM_COUNTS = Array.from({ length: AD_ROOMS_MAX + 1 }, (_, rooms) => rooms);
const chipsLetting = (lets: (rooms: number) => boolean): RoomChip[] =>
  ROOM_CHIPS.filter((chip) => ROOM_COUNTS.some((rooms) => chipHolds(chip, rooms) && lets(rooms)));

const ROOM_TOKEN = /^(\d{1,2})(\+)?$/;

/** The counts a set text lets through, or null when the server would refuse the text. */
const roomSetTest = (text: string): ((rooms: number) => boolean) | null => {
  const exact = new Set<number>();
  let atLeast: number | null = null;
  for (const token of text.split(',')) {
    const match = ROOM_TOKEN.exec(token.trim());
    if (!match || Number(match[1]) > AD_ROOMS_MAX) return null;
    if (!match[2]) exact.add(Number(match[1]));
    else if (atLeast === null) atLeast = Number(match[1]);
    else return null;
  }
  return (rooms) => exact.has(rooms) || (atLeast !== null && rooms >= atLeast);
};

/**
 * The chips one filter of a stored body stands for, or null when it is not a rooms filter the
 * screen reads. Besides the set, the range filters of searches saved before it (rooms Equal a
 * number, GreaterThanOrEqual, LessThanOrEqual) are read; a body's filters are ANDed, so the chips
 * of several are the ones they share.
 */
export const roomChipsOf = ({ field, operator, value }: ListFilter): RoomChip[] | null => {
  if (field !== ROOMS_FIELD) return null;
  if (operator === 'Equal' && typeof value === 'string') {
    const lets = roomSetTest(value);
    return lets && chipsLetting(lets);
  }
  if (typeof value !== 'number') return null;
  if (operator === 'Equal') return chipsLetting((rooms) => rooms === value);
  if (operator === 'GreaterThanOrEqual') return chipsLetting((rooms) => rooms >= value);
  if (operator === 'LessThanOrEqual') return chipsLetting((rooms) => rooms <= value);
  return null;
};
