import {
  foldText,
  MAX_ID,
  operatorsByType,
  SEARCH_FIELD,
  TOTAL_COUNT_CAP,
  type FieldType,
  type FilterOperator,
  type Language,
  type ListFilter,
  type ListQuery,
  type Page,
} from '@emlak/contracts';
import { and, asc, Column, desc, is, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../db/client';
import { AppError, type FieldErrors } from './app-error';
import type { CountCache, CountClaim } from './count-cache';
import { bakuDayStart } from './baku-time';
import { collated, collationFor } from './collation';
import type { PageAnchors } from './page-anchors';
import { isPhoneLike, phoneFilterCondition } from './phone-filter';

/**
 * Where a list is not paged (GET /organizations, an organization's users, every dropdown), it
 * stops here rather than grow without bound (docs/decisions.md "Creates answer 201"); anything
 * longer goes through a `table` endpoint.
 */
export const UNPAGED_LIST_LIMIT = 1_000;

type Expression = AnyPgColumn | SQL;
type FieldOptions = {
  column: Expression;
  sortable?: boolean;
  /**
   * The index that serves this sort is declared descending, which drizzle writes `DESC NULLS
   * LAST` (as `(created_at desc, id desc)`). PostgreSQL uses an index for an ORDER BY only when
   * the NULLS placement matches too, and a plain `desc` means NULLS FIRST: so the sort is written
   * `desc nulls last` (`asc nulls first` for the backward scan), and the tie-breaker after it
   * likewise. For a NOT NULL column that changes nothing but the plan.
   */
  descendingIndex?: true;
  /**
   * The index of the list's default order holds this column, so that a first page filtered on it
   * takes its rows' keys from that index alone and then reads only its own rows (see firstPage).
   * Walking the index with the table instead reads a row from the table for every row the filter
   * refuses: 12,000 of them, 145 ms, for a room count and area that 1 listing in 800 has.
   */
  inOrderIndex?: true;
};
export type ListField =
  | (FieldOptions & { type: Exclude<FieldType, 'enum'> })
  | (FieldOptions & { type: 'enum'; values: readonly string[] });

/**
 * What the quick search (`{field: 'text', operator: 'Contains'}`) looks through; a row matches
 * when any of these does (docs/api.md "table").
 */
export type ListSearch = {
  /** Text compared folded (contracts' foldText, the database's emlak_fold). */
  text?: readonly Expression[];
  /**
   * Text a writer already stored folded (such as announcements.search_text, which a trigger keeps):
   * compared bare, `column like '%<folded term>%'`, so that a trigram index on the column itself
   * serves it. Wrapping it in emlak_fold would compare the same text but miss that index.
   */
  folded?: readonly AnyPgColumn[];
  /** E.164 phone columns: a term that looks like a phone matches them in any written form. */
  phones?: readonly AnyPgColumn[];
  /**
   * A referenced row's text, such as a user's organization name. Matched as `column = any(array(
   * select id ...))` rather than through the list's join, so that this arm of the OR is on the
   * listed table and its index on `column` serves it like the others.
   */
  references?: readonly { column: AnyPgColumn; id: AnyPgColumn; text: readonly Expression[] }[];
  /**
   * Other forms of the folded term that match too, such as a place's stored name for the Russian
   * one typed (modules/geo/place-spellings.ts); each is searched like the term itself.
   */
  alternatives?: (folded: string) => readonly string[];
};

/** What a `table` endpoint lets the client filter and sort on; every other field is a 400. */
export type ListResource = {
  fields: Record<string, ListField>;
  /** The quick search; without one the `text` field is unknown, like any other. */
  search?: ListSearch;
  /** The order when the client asks for none. */
  defaultSort: { field: string; direction: 'asc' | 'desc' }[];
  /** A unique column appended to every order, so that paging never skips or repeats a row. */
  tieBreaker: AnyPgColumn;
};

export const defineListResource = <const F extends Record<string, ListField>>(resource: {
  fields: F & { [SEARCH_FIELD]?: never };
  search?: ListSearch;
  defaultSort: { field: keyof F & string; direction: 'asc' | 'desc' }[];
  tieBreaker: AnyPgColumn;
}): ListResource => resource;

/** PostgreSQL's integer types, and the range a parameter compared with them must stay in. */
const int2: [number, number] = [-32_768, 32_767];
const int4: [number, number] = [-MAX_ID - 1, MAX_ID];
const int8: [number, number] = [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
const integerRanges: Record<string, [number, number]> = {
  smallint: int2,
  smallserial: int2,
  integer: int4,
  serial: int4,
  bigint: int8,
  bigserial: int8,
};

const sqlTypeOf = (expression: Expression): string | undefined =>
  is(expression, Column) ? expression.getSQLType() : undefined;

// Bounded so that PostgreSQL can never refuse what passes: an error there would be a 500.
const isoDate =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d))?$/;

/** A calendar day in Baku on a timestamp column: from its first moment to the next day's. */
type BakuDay = { start: Date; end: Date };
type FilterValue = string | number | boolean | Date | BakuDay;

/** The value as PostgreSQL should receive it, or undefined when it does not fit the field. */
const coerceValue = (field: ListField, value: ListFilter['value']): FilterValue | undefined => {
  switch (field.type) {
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'enum':
      return typeof value === 'string' && field.values.includes(value) ? value : undefined;
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
      // An out-of-range or fractional parameter would make PostgreSQL fail the whole query.
      const range = integerRanges[sqlTypeOf(field.column) ?? ''];
      if (range && (!Number.isInteger(value) || value < range[0] || value > range[1])) return undefined;
      return value;
    }
    case 'date': {
      if (typeof value !== 'string') return undefined;
      const match = isoDate.exec(value);
      if (!match) return undefined;
      const [, year, month, day] = match.map(Number) as [number, number, number, number];
      const calendar = new Date(0);
      // JavaScript rolls 2024-02-30 over into March where PostgreSQL would refuse it.
      calendar.setUTCFullYear(year, month - 1, day);
      if (year < 1 || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
      if (sqlTypeOf(field.column) === 'date') return value.slice(0, 10);
      // A date alone on a timestamp means that whole day in Baku (see dayCondition).
      return value.length === 10 ? { start: bakuDayStart(value), end: bakuDayStart(value, 1) } : value;
    }
  }
};

/** LIKE treats %, _ and the escape character as wildcards; a user's text must match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A column as the search compares it: the SQL twin of foldText, which trigram indexes cover. */
const fold = (expression: Expression) => sql`emlak_fold(${expression})`;

/** Whether any of the expressions contains the (already folded and escaped) pattern. */
const anyContains = (expressions: readonly Expression[], pattern: string) =>
  expressions.map((expression) => sql`${fold(expression)} like ${pattern}`);

/**
 * The quick search as one OR over the resource's declared fields and the term's alternatives; a
 * blank term filters nothing. A term like '55 741' also matches phones by their digits; a word
 * never does.
 */
const searchCondition = (search: ListSearch, term: string): SQL | undefined => {
  const trimmed = term.trim();
  if (trimmed === '') return undefined;
  const folded = foldText(trimmed);
  const patterns = [...new Set([folded, ...(search.alternatives?.(folded) ?? [])])].map(
    (form) => `%${escapeLike(form)}%`,
  );
  const arms = [
    ...patterns.flatMap((pattern) => anyContains(search.text ?? [], pattern)),
    ...(search.folded ?? []).flatMap((column) => patterns.map((pattern) => sql`${column} like ${pattern}`)),
    ...(search.references ?? []).map(
      ({ column, id, text }) =>
        sql`${column} = any(array(select ${id} from ${id.table} where ${sql.join(
          patterns.flatMap((pattern) => anyContains(text, pattern)),
          sql` or `,
        )}))`,
    ),
  ];
  if (search.phones?.length && isPhoneLike(trimmed)) {
    arms.push(phoneFilterCondition(search.phones, 'Contains', trimmed)!);
  }
  return arms.length > 0 ? sql`(${sql.join(arms, sql` or `)})` : sql`false`;
};

/**
 * A day compared with a moment: "on" is any moment of the day, "before" ends where the day
 * begins, "after" begins where the next day does, and the inclusive forms take the day in.
 */
const dayCondition = (column: Expression, operator: FilterOperator, day: BakuDay): SQL => {
  switch (operator) {
    case 'Equal':
      return sql`(${column} >= ${day.start} and ${column} < ${day.end})`;
    case 'NotEqual':
      return sql`(${column} is null or ${column} < ${day.start} or ${column} >= ${day.end})`;
    case 'LessThan':
      return sql`${column} < ${day.start}`;
    case 'LessThanOrEqual':
      return sql`${column} < ${day.end}`;
    case 'GreaterThan':
      return sql`${column} >= ${day.end}`;
    case 'GreaterThanOrEqual':
      return sql`${column} >= ${day.start}`;
    default:
      throw new Error(`operator ${operator} reached a date field`);
  }
};

const isBakuDay = (value: FilterValue): value is BakuDay =>
  typeof value === 'object' && !(value instanceof Date);

/**
 * A yes/no field as the predicate itself rather than compared with a parameter: `not is_sold`
 * is what a partial index `where not is_sold` says, so the planner can match it, and a derived
 * field (`stage > 1`) stays an expression an index on its column serves. The meaning is SQL's:
 * Equal keeps the rows where the predicate is true (or false), NotEqual every other row,
 * those where it is unknown (NULL) included, as `is distinct from` would.
 */
const booleanCondition = (column: Expression, operator: FilterOperator, value: boolean): SQL => {
  switch (operator) {
    case 'Equal':
      return value ? sql`(${column})` : sql`not (${column})`;
    case 'NotEqual':
      return value ? sql`(${column}) is not true` : sql`(${column}) is not false`;
    default:
      throw new Error(`operator ${operator} reached a boolean field`);
  }
};

const condition = (field: ListField, operator: FilterOperator, value: FilterValue): SQL => {
  const column = field.column;
  if (isBakuDay(value)) return dayCondition(column, operator, value);
  // Plain parameters rather than drizzle's eq/lt: those would run the value through the
  // column's encoder, which expects a Date where a filter holds an ISO string.
  if (field.type === 'text') {
    // Both sides folded: the column by emlak_fold (indexed), the value here by its twin.
    const text = foldText(value as string);
    switch (operator) {
      case 'Equal':
        return sql`${fold(column)} = ${text}`;
      case 'NotEqual':
        return sql`${fold(column)} is distinct from ${text}`;
      case 'StartsWith':
        return sql`${fold(column)} like ${`${escapeLike(text)}%`}`;
      case 'EndsWith':
        return sql`${fold(column)} like ${`%${escapeLike(text)}`}`;
      case 'Contains':
        return sql`${fold(column)} like ${`%${escapeLike(text)}%`}`;
      case 'DoesNotContain':
        // An empty (NULL) value does not contain anything.
        return sql`(${column} is null or ${fold(column)} not like ${`%${escapeLike(text)}%`})`;
    }
  }
  if (field.type === 'boolean') return booleanCondition(column, operator, value as boolean);
  switch (operator) {
    case 'Equal':
      return sql`${column} = ${value}`;
    case 'NotEqual':
      // NULL is not equal to any value; plain <> would leave those rows out.
      return sql`${column} is distinct from ${value}`;
    case 'LessThan':
      return sql`${column} < ${value}`;
    case 'LessThanOrEqual':
      return sql`${column} <= ${value}`;
    case 'GreaterThan':
      return sql`${column} > ${value}`;
    case 'GreaterThanOrEqual':
      return sql`${column} >= ${value}`;
    default:
      throw new Error(`operator ${operator} reached a ${field.type} field`);
  }
};

/** One key of an ORDER BY; see `descendingIndex` for the NULLS placement. */
const ordered = (column: SQLWrapper, direction: 'asc' | 'desc', descendingIndex: boolean): SQL => {
  if (!descendingIndex) return direction === 'desc' ? desc(column) : asc(column);
  return direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
};

/** A key of the ORDER BY as written: what is sorted (collated for text), and how. */
export type SortKey = { sorted: SQLWrapper; direction: 'asc' | 'desc'; descendingIndex: boolean };

const addError = (errors: FieldErrors, path: string, error: FieldErrors[string][number]) => {
  (errors[path] ??= []).push(error);
};

/**
 * An order a page can seek in: every key a NOT NULL column of its own (no text: its order is the
 * language's collation), all in one direction. Then "the rows after this one" is one row
 * comparison, `(created_at, id) < ($1, $2)`, which a B-tree on those columns answers by seeking.
 */
export type SeekOrder = { columns: AnyPgColumn[]; direction: 'asc' | 'desc' };

type OrderKey = { column: Expression; direction: 'asc' | 'desc'; text: boolean };

const seekOrderOf = (keys: readonly OrderKey[]): SeekOrder | null => {
  const direction = keys[0]?.direction;
  if (!direction) return null;
  const columns: AnyPgColumn[] = [];
  for (const key of keys) {
    if (key.direction !== direction || key.text || !is(key.column, Column) || !key.column.notNull)
      return null;
    columns.push(key.column);
  }
  return { columns, direction };
};

/**
 * Turns a validated list query into the WHERE and ORDER BY of `resource`, or throws one 400
 * naming every filter and sort the resource does not allow. Values always travel as
 * parameters. Text sorts use `collation` (lib/collation.ts), the language's alphabet, when given.
 * `seek` is the order as a SeekOrder, or null when it is not one.
 */
export const compileListQuery = (
  resource: ListResource,
  query: Pick<ListQuery, 'filters' | 'sortOptions'>,
  collation: string | null = null,
): { where: SQL | undefined; orderBy: SQL[]; sortKeys: SortKey[]; seek: SeekOrder | null } => {
  const errors: FieldErrors = {};
  const conditions: (SQL | undefined)[] = [];
  query.filters.forEach((filter, index) => {
    const params = { field: filter.field, operator: filter.operator };
    if (filter.field === SEARCH_FIELD && resource.search) {
      if (filter.operator !== 'Contains') {
        return addError(errors, `filters.${index}.operator`, {
          key: 'validation.filterOperatorInvalid',
          params,
        });
      }
      if (typeof filter.value !== 'string') {
        return addError(errors, `filters.${index}.value`, { key: 'validation.filterValueInvalid', params });
      }
      conditions.push(searchCondition(resource.search, filter.value));
      return;
    }
    const field = Object.hasOwn(resource.fields, filter.field) ? resource.fields[filter.field] : undefined;
    if (!field)
      return addError(errors, `filters.${index}.field`, { key: 'validation.filterFieldUnknown', params });
    if (!operatorsByType[field.type].includes(filter.operator)) {
      return addError(errors, `filters.${index}.operator`, {
        key: 'validation.filterOperatorInvalid',
        params,
      });
    }
    const value = coerceValue(field, filter.value);
    if (value === undefined) {
      return addError(errors, `filters.${index}.value`, { key: 'validation.filterValueInvalid', params });
    }
    conditions.push(condition(field, filter.operator, value));
  });

  const requested = query.sortOptions.length > 0 ? query.sortOptions : resource.defaultSort;
  const sortKeys: SortKey[] = [];
  const keys: OrderKey[] = [];
  requested.forEach((sort, index) => {
    const field = Object.hasOwn(resource.fields, sort.field) ? resource.fields[sort.field] : undefined;
    if (!field?.sortable) {
      return addError(errors, `sortOptions.${index}.field`, {
        key: 'validation.sortFieldUnknown',
        params: { field: sort.field },
      });
    }
    const column = field.type === 'text' ? collated(field.column, collation) : field.column;
    sortKeys.push({
      sorted: column,
      direction: sort.direction,
      descendingIndex: field.descendingIndex === true,
    });
    keys.push({ column: field.column, direction: sort.direction, text: field.type === 'text' });
  });
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fields: errors });

  if (!requested.some((sort) => resource.fields[sort.field]?.column === resource.tieBreaker)) {
    // It follows the last direction so that one index on (column, id) serves both directions.
    const last = requested.at(-1);
    const descendingIndex = last !== undefined && resource.fields[last.field]?.descendingIndex === true;
    sortKeys.push({ sorted: resource.tieBreaker, direction: last?.direction ?? 'asc', descendingIndex });
    keys.push({ column: resource.tieBreaker, direction: last?.direction ?? 'asc', text: false });
  }
  const orderBy = sortKeys.map((key) => ordered(key.sorted, key.direction, key.descendingIndex));
  return { where: and(...conditions), orderBy, sortKeys, seek: seekOrderOf(keys) };
};

type PageSlice = {
  where: SQL | undefined;
  orderBy: SQL[];
  sortKeys: SortKey[];
  seek: SeekOrder | null;
  limit: number;
  offset: number;
};

export type CustomListQuerySpec<T> = {
  resource: ListResource;
  query: ListQuery;
  /** The caller's language: text sorts follow its alphabet. */
  language: Language;
  /** Conditions the client does not control, such as the caller's organization. */
  scope?: SQL;
  /**
   * Disjoint conditions of which every listed row meets exactly one, such as "the first phone is
   * this number, or the second is and the first is not". The list is their OR; with two or more,
   * its count adds up a count of each, its first page reads the first rows of each and sorts
   * those, and a later page merges each part's first rows in order (mergedKeys), so that an index
   * per condition serves each part in order where the OR would read every match to sort them
   * (docs/decisions.md "A phone search reads each phone's index in order", "Lists with sold
   * listings are read in two parts").
   */
  anyOf?: readonly SQL[];
  /** The page itself: the resource's select with the given where, order, limit and offset. */
  rows: (slice: PageSlice) => Promise<T[]>;
  /** The same FROM and joins with the given where, selecting as little as possible; it is counted. */
  matching: (where: SQL | undefined) => SQLWrapper;
  /** Remembers counts for lists whose counts are costly (lib/count-cache.ts). */
  countCache?: CountCache;
};

export type ListQuerySpec<TFields extends SelectedFields> = Omit<
  CustomListQuerySpec<unknown>,
  'rows' | 'matching'
> & {
  /**
   * Remembers where recent pages began and ended, so that a deep page near one of them seeks
   * instead of walking (lib/page-anchors.ts), for lists deep enough for that to matter.
   */
  anchors?: PageAnchors;
  /**
   * The scope filters on a column the default order's index holds, as a field's `inOrderIndex`
   * says for the client's filters (a service's own conditions, such as the market's room sets).
   */
  scopeInOrderIndex?: boolean;
  /** What a row of the page selects. */
  columns: TFields;
  /**
   * The FROM clause with its joins, selecting the given fields, as a dynamic query: the engine
   * adds the where, order and slice for the page, and counts the same FROM. (PostgreSQL drops a
   * left join to a unique key that the count does not read, so joins cost the count nothing.)
   */
  from: (fields: SelectedFields) => PgSelect;
};

/**
 * The parts every `table` query shares: its where (the caller's scope and the client's filters),
 * its order, its slice, and the capped count of the matching rows, or CAPPED_COUNT when
 * `countCache` remembers that this count reached the cap.
 */
const planList = async (
  db: Executor,
  spec: Pick<
    CustomListQuerySpec<unknown>,
    'resource' | 'query' | 'language' | 'scope' | 'anyOf' | 'matching' | 'countCache'
  >,
) => {
  const { page, pageSize } = spec.query;
  const compiled = compileListQuery(spec.resource, spec.query, await collationFor(db, spec.language));
  const common = and(spec.scope, compiled.where);
  const anyOf = spec.anyOf ?? [];
  const where = anyOf.length > 0 ? and(common, or(...anyOf)) : common;
  /** Each condition of anyOf with the rest of the where: the parts that add up to the list. */
  const parts = anyOf.length > 1 ? anyOf.map((condition) => and(common, condition)) : undefined;
  const cap = TOTAL_COUNT_CAP + 1;
  const matching = parts
    ? sql`${sql.join(
        parts.map((part) => sql`(${spec.matching(part)} limit ${cap})`),
        sql` union all `,
      )} limit ${cap}`
    : sql`${spec.matching(where)} limit ${cap}`;
  const counting = sql`select count(*)::int as total from (${matching}) as matching`;
  return {
    parts,
    slice: {
      where,
      orderBy: compiled.orderBy,
      sortKeys: compiled.sortKeys,
      seek: compiled.seek,
      limit: pageSize,
      offset: page * pageSize,
    },
    counting,
    /** Whether the count is known, being counted by another request, or to be counted here. */
    claim: spec.countCache?.claim(counting) ?? NO_MEMORY,
  };
};

/** A list without a count cache counts every time. */
const NO_MEMORY: CountClaim = { done: () => undefined };

/** Runs the count of planList (capped at one more than TOTAL_COUNT_CAP). */
const runCount = async (db: Executor, counting: SQL) => {
  const result = await db.execute<{ total: number }>(counting);
  return Number(result.rows[0]?.total ?? 0);
};

/** Runs the count for a claim that counts here, telling the cache what came of it either way. */
const countFor = async (db: Executor, counting: SQL, claim: { done: (counted?: number) => void }) => {
  let counted: number | undefined;
  try {
    counted = await runCount(db, counting);
    return counted;
  } finally {
    claim.done(counted);
  }
};

/**
 * The count of a claim whose page did not carry it: the known one, or, after the request counting
 * it now is done, what that request left in the cache, or (when it was an exact count the cache
 * may not keep, or it failed) a count of this request's own.
 */
const countOf = async (
  db: Executor,
  cache: CountCache | undefined,
  counting: SQL,
  claim: CountClaim,
): Promise<number> => {
  if ('known' in claim) return claim.known;
  if ('done' in claim) return countFor(db, counting, claim);
  await claim.shared;
  const known = cache?.known(counting);
  if (known !== undefined) return known;
  const ticket = cache?.ticket() ?? 0;
  const counted = await runCount(db, counting);
  cache?.remember(counting, counted, ticket);
  return counted;
};

/** The page as the client gets it. */
const pageOf = <T>(
  spec: Pick<CustomListQuerySpec<unknown>, 'query'>,
  items: T[],
  counted: number,
): Page<T> => {
  const totalCapped = counted > TOTAL_COUNT_CAP;
  const { page, pageSize } = spec.query;
  return { items, total: totalCapped ? TOTAL_COUNT_CAP : counted, totalCapped, page, pageSize };
};

/** The page's rows carry the count under this key (see runListQuery); no column is named so. */
const TOTAL_KEY = 'matchingTotal__';
/** ... and, on a deep page that seeks, each sort key in text under this prefix and its index. */
const SEEK_KEY = 'seekKey__';

type Row = Record<string, unknown>;

/** "Comes after this row in the order": one row comparison a B-tree on the keys seeks with. */
const after = (seek: SeekOrder, values: readonly string[]) =>
  sql`(${sql.join(seek.columns, sql`, `)}) ${seek.direction === 'asc' ? sql`>` : sql`<`} (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * The keys of the rows `offset` to `offset + limit` of a list that is the sum of disjoint parts
 * (`anyOf`): the first offset + limit keys of each part in the page's order, which each part's
 * own index serves in order, merged in that order and sliced. The OR of the parts may have no
 * index at all: the unsold listings and the sold ones each have their own partial index, and a
 * list of both read through their OR would read the whole table and sort it.
 */
const mergedKeys = (
  resource: ListResource,
  from: (fields: SelectedFields) => PgSelect,
  parts: (SQL | undefined)[],
  { orderBy, sortKeys }: Pick<PageSlice, 'orderBy' | 'sortKeys'>,
  limit: number,
  offset: number,
): SQL => {
  const selected: SelectedFields = { key: sql`${resource.tieBreaker}`.as('merge_key') };
  sortKeys.forEach((key, index) => (selected[`key${index}`] = sql`${key.sorted}`.as(`merge_key${index}`)));
  const firstOfEach = parts.map(
    (part) =>
      sql`(${from(selected)
        .where(part)
        .orderBy(...orderBy)
        .limit(offset + limit)})`,
  );
  const mergedOrder = sortKeys.map((key, index) =>
    ordered(sql.identifier(`merge_key${index}`), key.direction, key.descendingIndex),
  );
  return sql`select merge_key from (${sql.join(firstOfEach, sql` union all `)}) as merged order by ${sql.join(
    mergedOrder,
    sql`, `,
  )} limit ${limit} offset ${offset}`;
};

/** Up to this many rows to skip, a page reads its rows directly (see deepPage). */
const DIRECT_SKIP = 100;

/**
 * A deep page (offset > 0). Past DIRECT_SKIP rows, it walks past them for their keys only (the
 * index alone, where one serves the order) and reads the page's rows with their columns and
 * lookups by key: page 5,000 of the market list took 730 ms read whole, 46 ms this way. Where
 * the list keeps anchors and its order can seek, the walk starts after the nearest row a recent
 * page began or ended with, and this page's edges are remembered in turn (lib/page-anchors.ts):
 * the row just before the page comes along for that, unless it is the anchor itself. A list in
 * parts (`anyOf`) always takes its keys from the merge of its parts (mergedKeys), however few rows
 * it skips.
 */
const deepPage = async (
  resource: ListResource,
  from: (fields: SelectedFields) => PgSelect,
  fields: SelectedFields,
  slice: PageSlice,
  parts: (SQL | undefined)[] | undefined,
  anchors: PageAnchors | undefined,
): Promise<{ rows: Row[]; before?: Row }> => {
  const { where, orderBy, seek, limit, offset } = slice;
  const byKeys = (keys: SQLWrapper, selected: SelectedFields) =>
    from(selected)
      .where(sql`${resource.tieBreaker} in (${keys})`)
      .orderBy(...orderBy) as unknown as Promise<Row[]>;
  const pageRows = (
    seekAfter: SQL | undefined,
    innerLimit: number,
    innerOffset: number,
    selected: SelectedFields,
  ) => {
    // The sum of parts merges each part's keys; see mergedKeys.
    if (parts) {
      const partsAfter = parts.map((part) => and(part, seekAfter));
      return byKeys(mergedKeys(resource, from, partsAfter, slice, innerLimit, innerOffset), selected);
    }
    const innerWhere = and(where, seekAfter);
    // A few rows to skip are cheaper read whole than looked up by key, as page 0 is.
    if (innerOffset <= DIRECT_SKIP)
      return from(selected)
        .where(innerWhere)
        .orderBy(...orderBy)
        .limit(innerLimit)
        .offset(innerOffset) as unknown as Promise<Row[]>;
    const keys = from({ key: resource.tieBreaker })
      .where(innerWhere)
      .orderBy(...orderBy)
      .limit(innerLimit)
      .offset(innerOffset);
    return byKeys(keys, selected);
  };
  if (!anchors || !seek) return { rows: await pageRows(undefined, limit, offset, fields) };

  const list = anchors.keyOf(sql`${where ?? sql`true`} order by ${sql.join(orderBy, sql`, `)}`);
  const anchor = anchors.nearest(list, offset - 1);
  const lead = anchor?.position === offset - 1 ? 0 : 1;
  const firstSeen = anchor ? anchor.position + 1 : 0;
  // The keys come last, so that each is the newest property of its row when it is deleted below:
  // V8 turns an object that loses an older property into a slow dictionary.
  const selected: SelectedFields = { ...fields };
  seek.columns.forEach((column, index) => (selected[`${SEEK_KEY}${index}`] = sql<string>`${column}::text`));
  const rows = await pageRows(
    anchor ? after(seek, anchor.values) : undefined,
    limit + lead,
    offset - lead - firstSeen,
    selected,
  );
  const keysOf = (row: Row) => seek.columns.map((_, index) => row[`${SEEK_KEY}${index}`] as string);
  if (lead === 1 && rows.length > 0) anchors.remember(list, offset - 1, keysOf(rows[0]!));
  if (rows.length > lead) anchors.remember(list, offset - lead + rows.length - 1, keysOf(rows.at(-1)!));
  for (const row of rows) {
    for (let index = seek.columns.length - 1; index >= 0; index--) delete row[`${SEEK_KEY}${index}`];
  }
  return lead === 1 && rows.length > 0 ? { before: rows[0], rows: rows.slice(1) } : { rows };
};

/**
 * The first page. Read directly, unless:
 * - the list is the sum of disjoint parts (`anyOf`): it takes the first rows' keys of each part,
 *   in the page's order, and reads and sorts those rows: each part's index serves its keys in
 *   order, and at most a page of keys per part comes out of it;
 * - a filter is on a field the default order's index holds (`inOrderIndex`): it takes the page's
 *   keys first, which PostgreSQL reads from that index alone, filter included, and then reads the
 *   page's rows by key. The extra step costs 20 key lookups; a direct walk would read the table
 *   for every row the filter refuses.
 */
const firstPage = async (
  {
    resource,
    query,
    scopeInOrderIndex,
  }: Pick<ListQuerySpec<SelectedFields>, 'resource' | 'query' | 'scopeInOrderIndex'>,
  from: (fields: SelectedFields) => PgSelect,
  fields: SelectedFields,
  { where, orderBy, limit }: PageSlice,
  parts: (SQL | undefined)[] | undefined,
): Promise<Row[]> => {
  const firstKeys = (part: SQL | undefined) =>
    sql`(${from({ key: resource.tieBreaker })
      .where(part)
      .orderBy(...orderBy)
      .limit(limit)})`;
  const inOrderIndex =
    scopeInOrderIndex || query.filters.some((filter) => resource.fields[filter.field]?.inOrderIndex);
  const byKeys = parts ?? (inOrderIndex ? [where] : undefined);
  return (await from(fields)
    .where(
      byKeys ? sql`${resource.tieBreaker} in (${sql.join(byKeys.map(firstKeys), sql` union all `)})` : where,
    )
    .orderBy(...orderBy)
    .limit(limit)) as Row[];
};

/**
 * Runs a `table` query whose rows come from one FROM clause, as nearly every list's do: the page
 * and its count in one statement, the count a scalar subquery that PostgreSQL runs once (an
 * InitPlan) and answers on every row. Each query costs the server a round trip, a write to the
 * database's socket included, which is what a small list spends most of its time on
 * (docs/benchmarks.md "Per-request overhead"). Only an empty page past the first needs the count
 * apart (unless the row before it came along: see deepPage); an empty first page counts 0.
 * Grouped lists (owners) build their own page and count with `runCustomListQuery`.
 */
export const runListQuery = async <TFields extends SelectedFields>(
  db: Executor,
  { columns, from, anchors, ...spec }: ListQuerySpec<TFields>,
): Promise<Page<SelectResultFields<TFields>>> => {
  const { slice, parts, counting, claim } = await planList(db, {
    ...spec,
    matching: (where) => from({ one: sql`1` }).where(where),
  });
  const { offset } = slice;
  // The page carries its count only when this request is the one to count.
  const carries = 'done' in claim;
  const fields: SelectedFields = carries ? { ...columns, [TOTAL_KEY]: sql<number>`(${counting})` } : columns;
  let counted: number | undefined;
  try {
    const { rows, before } =
      offset === 0
        ? { rows: await firstPage(spec, from, fields, slice, parts), before: undefined }
        : await deepPage(spec.resource, from, fields, slice, parts, anchors);
    const items = rows as (SelectResultFields<TFields> & { [TOTAL_KEY]?: number })[];
    if (!carries) return pageOf(spec, items, await countOf(db, spec.countCache, counting, claim));
    // Every row carries the same total; an empty first page has none to carry and none to count.
    const carrier = items[0] ?? before;
    counted = carrier ? Number(carrier[TOTAL_KEY]) : offset === 0 ? 0 : await runCount(db, counting);
    for (const row of items) delete row[TOTAL_KEY];
    return pageOf(spec, items, counted);
  } finally {
    if (carries) claim.done(counted);
  }
};

/** Runs a `table` query whose page and count the spec builds itself, one query each. */
export const runCustomListQuery = async <T>(db: Executor, spec: CustomListQuerySpec<T>): Promise<Page<T>> => {
  const { slice, counting, claim } = await planList(db, spec);
  const count = () => countOf(db, spec.countCache, counting, claim);
  try {
    // A transaction is one connection: its queries run one after the other anyway.
    const [rows, counted] = is(db, PgTransaction)
      ? [await spec.rows(slice), await count()]
      : await Promise.all([spec.rows(slice), count()]);
    return pageOf(spec, rows, counted);
  } finally {
    // When the page failed before its count ran, those waiting for the count must not wait for ever.
    if ('done' in claim) claim.done(undefined);
  }
};
