import { operatorsByType, type FilterOperator, type ListFilter, type ListQuery } from '@emlak/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError, type FieldErrors } from './app-error';
import { phoneSearchVariants, type PhoneSearch } from './phone';

type Positive = 'Equal' | 'Contains' | 'StartsWith' | 'EndsWith';
const positiveOf: Partial<Record<FilterOperator, { operator: Positive; negated: boolean }>> = {
  Equal: { operator: 'Equal', negated: false },
  NotEqual: { operator: 'Equal', negated: true },
  Contains: { operator: 'Contains', negated: false },
  DoesNotContain: { operator: 'Contains', negated: true },
  StartsWith: { operator: 'StartsWith', negated: false },
  EndsWith: { operator: 'EndsWith', negated: false },
};

/**
 * One stored E.164 number against a search text. A text that is a whole number matches that
 * number exactly (an index lookup); a partial one matches by digits, so '050 12', '+994 50 12'
 * and '5012' all find '+994501234567'. Digits need no LIKE escaping.
 */
const matches = (column: AnyPgColumn, operator: Positive, search: PhoneSearch, blank: boolean): SQL => {
  if (search.e164) return sql`${column} = ${search.e164}`;
  if (search.digits.length === 0) return blank && operator !== 'Equal' ? sql`true` : sql`false`;
  switch (operator) {
    case 'Equal':
      return sql`false`;
    case 'Contains':
      return sql`${column} like ${`%${search.digits}%`}`;
    case 'StartsWith':
      return sql`${column} like ${`${search.prefix}%`}`;
    case 'EndsWith':
      return sql`${column} like ${`%${search.digits}`}`;
  }
};

/** Fewer digits than this would find nearly every number: such a term is not searched in phones. */
const MIN_PHONE_SEARCH_DIGITS = 3;

/** Whether a quick-search term is a (partial) phone number as people write one: '55 741', '+994 50'. */
export const isPhoneLike = (term: string): boolean =>
  /^[\d\s()+\-.]+$/.test(term) && term.replace(/\D/g, '').length >= MIN_PHONE_SEARCH_DIGITS;

/** Whether any of a record's phones matches (or, negated, none does); an empty phone matches nothing. */
export const phoneFilterCondition = (
  columns: readonly AnyPgColumn[],
  operator: FilterOperator,
  value: string,
): SQL | undefined => {
  const mapped = positiveOf[operator];
  if (!mapped) return undefined;
  const search = phoneSearchVariants(value);
  const blank = value.trim().length === 0;
  const any = sql.join(
    columns.map((column) => sql`(${matches(column, mapped.operator, search, blank)})`),
    sql` or `,
  );
  // A positive match stays a plain comparison so that an index on the phone serves it.
  return mapped.negated ? sql`not coalesce(${any}, false)` : sql`(${any})`;
};

/**
 * A positive filter that names one whole number, as disjoint conditions over the columns: the
 * first holds it; the second holds it and the first does not; and so on. Their OR is what
 * `phoneFilterCondition` matches, and each is served in date order by an index on its column (the
 * list engine's `anyOf`). Undefined for any other filter.
 */
export const wholeNumberParts = (columns: readonly AnyPgColumn[], filter: ListFilter): SQL[] | undefined => {
  const mapped = positiveOf[filter.operator];
  if (!mapped || mapped.negated || typeof filter.value !== 'string') return undefined;
  const { e164 } = phoneSearchVariants(filter.value);
  if (!e164) return undefined;
  return columns.map(
    (column, index) =>
      sql`(${sql.join(
        [
          sql`${column} = ${e164}`,
          ...columns.slice(0, index).map((earlier) => sql`${earlier} is distinct from ${e164}`),
        ],
        sql` and `,
      )})`,
  );
};

/**
 * Takes the filters on some fields out of a list query, so that a service can turn them into
 * conditions of its own while the list engine handles the rest. `index` is each filter's position
 * in the client's query, and `rest.indexes` maps the rest's positions back to it (see
 * `renumberFilterErrors`).
 */
export const takeFilters = (query: ListQuery, fields: readonly string[]) => {
  const taken: { filter: ListFilter; index: number }[] = [];
  const kept: { filter: ListFilter; index: number }[] = [];
  query.filters.forEach((filter, index) =>
    (fields.includes(filter.field) ? taken : kept).push({ filter, index }),
  );
  return {
    taken,
    rest: {
      query: { ...query, filters: kept.map((entry) => entry.filter) },
      indexes: kept.map((e) => e.index),
    },
  };
};

/** Field errors of the engine name positions in the rest of the query; the client sent others. */
export const renumberFilterErrors = async <T>(indexes: number[], work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || !error.options.fields) throw error;
    const fields: FieldErrors = {};
    for (const [path, list] of Object.entries(error.options.fields)) {
      const renamed = path.replace(
        /^filters\.(\d+)\./,
        (_, n: string) => `filters.${indexes[Number(n)] ?? n}.`,
      );
      fields[renamed] = list;
    }
    throw new AppError(error.code, { ...error.options, fields });
  }
};

/**
 * Conditions over the given phone columns for the phone filters taken out of a query. A filter
 * that is not a text filter is a 400 naming its position, as the engine would answer.
 */
export const phoneConditions = (
  taken: readonly { filter: ListFilter; index: number }[],
  columns: readonly AnyPgColumn[],
): SQL[] => {
  const errors: FieldErrors = {};
  const conditions: SQL[] = [];
  for (const { filter, index } of taken) {
    const params = { field: filter.field, operator: filter.operator };
    if (!operatorsByType.text.includes(filter.operator)) {
      (errors[`filters.${index}.operator`] ??= []).push({ key: 'validation.filterOperatorInvalid', params });
      continue;
    }
    const condition =
      typeof filter.value === 'string'
        ? phoneFilterCondition(columns, filter.operator, filter.value)
        : undefined;
    if (!condition) {
      (errors[`filters.${index}.value`] ??= []).push({ key: 'validation.filterValueInvalid', params });
      continue;
    }
    conditions.push(condition);
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fields: errors });
  return conditions;
};

/**
 * `takeFilters` and `phoneConditions` in one: the query without its `field` filters, their
 * conditions over the phone columns, and the rest's positions for `renumberFilterErrors`.
 */
export const extractPhoneFilters = (
  query: ListQuery,
  field: string,
  columns: readonly AnyPgColumn[],
): { query: ListQuery; conditions: SQL[]; indexes: number[] } => {
  const { taken, rest } = takeFilters(query, [field]);
  return { query: rest.query, conditions: phoneConditions(taken, columns), indexes: rest.indexes };
};
