import { sql } from 'drizzle-orm';
import type { Executor } from '../../client';
import type { UserAdRow } from './generate-personal-lists';
import { arrayLiteral } from './insert-announcements';

const COLUMNS: readonly (readonly [keyof UserAdRow, string, string])[] = [
  ['userId', 'user_id', 'integer'],
  ['organizationId', 'organization_id', 'integer'],
  ['announcementId', 'announcement_id', 'bigint'],
  ['status', 'status', 'text'],
  ['addedAt', 'added_at', 'timestamptz'],
  ['workedAt', 'worked_at', 'timestamptz'],
  ['soldAt', 'sold_at', 'timestamptz'],
  ['soldDate', 'sold_date', 'date'],
  ['soldPrice', 'sold_price', 'numeric'],
  ['amountOfSeller', 'amount_of_seller', 'numeric'],
  ['amountOfBuyer', 'amount_of_buyer', 'numeric'],
  ['updatedAt', 'updated_at', 'timestamptz'],
];
const columnList = sql.raw(COLUMNS.map(([, column]) => column).join(', '));

/**
 * Inserts personal-list rows in one statement per batch (one array parameter per column, as
 * insertAnnouncements does). The daily-statistics trigger sees each batch as one statement.
 */
export const insertUserAds = async (db: Executor, rows: readonly UserAdRow[]): Promise<void> => {
  if (rows.length === 0) return;
  const arrays = COLUMNS.map(([key, , type]) => sql`${arrayLiteral(rows, key)}::${sql.raw(type)}[]`);
  await db.execute(
    sql`insert into user_ads (${columnList}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
};
