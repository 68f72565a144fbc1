import type { ImportReport } from '@emlak/contracts';
import { eq, sql } from 'drizzle-orm';
import { API, type TestContext } from '../../../test/helpers';
import { announcements, auditLog } from '../../db/schema';

/** A listing row of an import file, as CSV cells: a 3-room flat for sale in Yasamal, Baku. */
export const listingCells = (n: number, overrides: Record<string, string> = {}): Record<string, string> => {
  const digits = String(2_000_000 + n).slice(-7);
  return {
    baseUrl: `https://bina.az/items/${n}`,
    title: `Yasamalda 3 otaqlı mənzil ${n}`,
    price: String(150_000 + n),
    addType: 'sell',
    propertyType: '1',
    rooms: '3',
    stage: '5',
    stages: '9',
    area: '85.5',
    city: 'Bakı',
    district: 'Yasamal',
    metroStation: 'Elmlər Akademiyası',
    phone1: `050 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
    ...overrides,
  };
};

const quoted = (cell: string, separator: string) =>
  /["\n\r]/.test(cell) || cell.includes(separator) ? `"${cell.replaceAll('"', '""')}"` : cell;

/** A CSV file of these rows, with every column any of them has. */
export const csvOf = (
  rows: Record<string, string>[],
  separator = ',',
  columns = [...new Set(rows.flatMap((row) => Object.keys(row)))],
) =>
  [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))]
    .map((cells) => cells.map((cell) => quoted(cell, separator)).join(separator))
    .join('\r\n') + '\r\n';

export type ImportCall = {
  body: string | Buffer;
  contentType?: string;
  query?: string;
  language?: string;
};

/** POST /ad/import with a file as the body. */
export const importFile = (
  ctx: TestContext,
  headers: Record<string, string>,
  { body, contentType = 'text/csv', query = '', language = 'en' }: ImportCall,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `${API}/ad/import${query}`,
    headers: { ...headers, 'content-type': contentType, 'accept-language': language },
    payload: body,
  });

export const reportOf = (res: { statusCode: number; body: string; json: () => unknown }): ImportReport => {
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return res.json() as ImportReport;
};

export const listingByUrl = async (ctx: TestContext, baseUrl: string) => {
  const [row] = await ctx.db.select().from(announcements).where(eq(announcements.baseUrl, baseUrl));
  return row;
};

export const listingCount = async (ctx: TestContext) =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from announcements`)).rows[0]!.n;

export const importAuditCount = async (ctx: TestContext) =>
  (
    await ctx.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'announcement.imported'))
  ).length;
