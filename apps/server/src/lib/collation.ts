import type { Language } from '@emlak/contracts';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** The ICU collation that sorts text in each language's alphabet (docs/decisions.md "List queries"). */
const icuCollations: Record<Language, string> = { az: 'az-x-icu', en: 'en-x-icu', ru: 'ru-x-icu' };

let available: Promise<ReadonlySet<string>> | undefined;

/**
 * The collation a text sort uses in `language`, or null where the server was built without ICU:
 * then the database's default collation sorts (code point order under C.UTF-8). The catalogue is
 * read once per process: collations do not come and go while the server runs.
 */
export const collationFor = async (db: Executor, language: Language): Promise<string | null> => {
  available ??= db
    .execute<{ name: string }>(
      sql`select collname as name from pg_collation where collname in (${sql.join(
        Object.values(icuCollations).map((name) => sql`${name}`),
        sql`, `,
      )})`,
    )
    .then((result) => new Set(result.rows.map((row) => row.name)))
    .catch((error: unknown) => {
      // A failed read (database down) is asked again next time rather than remembered.
      available = undefined;
      throw error;
    });
  const name = icuCollations[language];
  return (await available).has(name) ? name : null;
};

/** The expression in the collation, for an ORDER BY; as it is without one. */
export const collated = (expression: SQLWrapper, collation: string | null): SQLWrapper =>
  collation ? sql`${expression} collate ${sql.identifier(collation)}` : expression;
