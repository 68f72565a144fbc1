import { z } from 'zod';
import { queryInteger, text } from './schemas/primitives';

/** The ten list filter operators of the spec (section 7). */
export const filterOperators = [
  'Equal',
  'NotEqual',
  'LessThan',
  'LessThanOrEqual',
  'GreaterThan',
  'GreaterThanOrEqual',
  'StartsWith',
  'EndsWith',
  'Contains',
  'DoesNotContain',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** The kinds of fields a list can filter and sort on, and the operators each accepts. */
export type FieldType = 'text' | 'number' | 'boolean' | 'date' | 'enum';
const comparison: FilterOperator[] = [
  'Equal',
  'NotEqual',
  'LessThan',
  'LessThanOrEqual',
  'GreaterThan',
  'GreaterThanOrEqual',
];
export const operatorsByType: Record<FieldType, readonly FilterOperator[]> = {
  text: ['Equal', 'NotEqual', 'StartsWith', 'EndsWith', 'Contains', 'DoesNotContain'],
  number: comparison,
  date: comparison,
  boolean: ['Equal', 'NotEqual'],
  enum: ['Equal', 'NotEqual'],
};

/**
 * The quick search of every list: `{field: 'text', operator: 'Contains', value}` looks through
 * the fields the resource declares for it (names, e-mails, phones in any written form), folded.
 */
export const SEARCH_FIELD = 'text';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 5;
/** Totals are counted exactly up to this many rows; above it the answer says it was capped. */
export const TOTAL_COUNT_CAP = 10_000;

export const filterSchema = z.strictObject({
  field: text().min(1).max(64),
  operator: z.enum(filterOperators),
  value: z.union([text().max(200), z.number().finite(), z.boolean()]),
});
export type ListFilter = z.infer<typeof filterSchema>;

export const sortSchema = z.strictObject({
  field: text().min(1).max(64),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type ListSort = z.infer<typeof sortSchema>;

/**
 * The deepest offset a list serves (page * pageSize, pages counted from 0). An OFFSET walks past
 * every skipped row, so deeper pages cost more and more; past this a user should narrow the
 * filter instead. The benchmark's page 5,000 of 20 rows is exactly at the bound.
 */
export const MAX_LIST_OFFSET = 100_000;

/**
 * The deep-page rule of every paged answer: past MAX_LIST_OFFSET rows the page is refused on
 * `page`. A check rather than a bound on `page` alone, because the depth is page times size.
 * Used by the table body below and by every paged GET (see queryPaging).
 */
export const withinListOffset = (ctx: z.core.ParsePayload<{ page: number; pageSize: number }>) => {
  if (ctx.value.page * ctx.value.pageSize > MAX_LIST_OFFSET) {
    ctx.issues.push({
      code: 'custom',
      path: ['page'],
      message: 'validation.pageTooDeep',
      params: { max: MAX_LIST_OFFSET },
      input: ctx.value.page,
    });
  }
};

/** The fields of every table body; a list with options of its own spreads them into its schema. */
export const listQueryFields = {
  page: z.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  filters: z.array(filterSchema).max(20).default([]),
  sortOptions: z.array(sortSchema).max(5).default([]),
};

export const listQuerySchema = z.strictObject(listQueryFields).check(withinListOffset);
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

/**
 * `page` and `pageSize` of a paged GET (query strings). Spread into the route's strict query
 * object and check the object with withinListOffset, so that deep pages are refused as in a table.
 */
export const queryPaging = (defaultPageSize = DEFAULT_PAGE_SIZE) => ({
  page: queryInteger({ min: 0, max: 1_000_000 }).default(0),
  pageSize: queryInteger({ min: 1, max: MAX_PAGE_SIZE }).default(defaultPageSize),
});

/** A page of a list: `totalCapped` is true when there are more than TOTAL_COUNT_CAP rows. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; totalCapped: boolean; page: number; pageSize: number };

export const dropdownOptionSchema = z.object({ value: z.number().int(), displayText: z.string() });
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;
