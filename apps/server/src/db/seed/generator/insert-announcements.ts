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

/** The unnested batch's columns, named for the statement that reads them. */
const batchColumns = sql.raw(COLUMNS.map(([key]) => `batch.${snakeCase(key)}`).join(', '));
const unnestedColumns = sql.raw(`batch(${COLUMNS.map(([key]) => snakeCase(key)).join(', ')}, position)`);

/**
 * Inserts a batch in one statement whatever its size: one array parameter per column,
 * unnested by PostgreSQL, instead of one parameter per value (which caps a statement at
 * 65,535 values and makes PostgreSQL plan a huge VALUES list). Rows go in in the batch's order,
 * which the duplicate trigger relies on (each listing is weighed against those before it).
 *
 * `withSearchText` fills the quick search's haystack in the statement, the place names joined
 * set-wise, through the same function the search_text trigger calls (migration 0023): for a bulk
 * load with that trigger off, where it saves a third of the load's time. With the trigger on, the
 * trigger's value is the one kept.
 */
export const insertAnnouncements = async (
  db: Executor,
  rows: readonly AnnouncementRow[],
  options: { withSearchText?: boolean } = {},
): Promise<void> => {
  if (rows.length === 0) return;
  const arrays = sql.join(
    COLUMNS.map(([key, type]) => sql`${arrayLiteral(rows, key)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  if (!options.withSearchText) {
    await db.execute(sql`insert into announcements (${columnList}) select * from unnest(${arrays})`);
    return;
  }
  // The joins may reorder rows: the batch's position puts them back.
  const batch = sql`unnest(${arrays}) with ordinality as ${unnestedColumns}`;
  await db.execute(sql`
    insert into announcements (${columnList}, search_text)
    select ${batchColumns},
      emlak_ad_haystack(batch.title, batch.address, batch.landmark, batch.owner, c.name, c.name_en, c.name_ru,
        d.name, m.name, batch.description)
    from ${batch}
    left join cities c on c.id = batch.city_id
    left join districts d on d.id = batch.district_id
    left join metro_stations m on m.id = batch.metro_station_id
    order by batch.position`);
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
