import {
  filterOperators,
  listQuerySchema,
  MAX_LIST_OFFSET,
  type ListFilter,
  type ListQueryInput,
  type ListSort,
} from '@emlak/contracts';
import { or, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, createTestContext, createWorld, type TestContext } from '../../test/helpers';
import { AppError } from './app-error';
import { createCountCache, type CountCache } from './count-cache';
import { compileListQuery, defineListResource, runListQuery, type ListQuerySpec } from './list-query';
import { createPageAnchors, type PageAnchors } from './page-anchors';

// A scratch table with one column per field type, nullable where NULL handling matters.
const probes = pgTable('list_probes', {
  id: serial().primaryKey(),
  title: text(),
  score: integer().notNull(),
  ratio: doublePrecision().notNull(),
  price: numeric({ precision: 14, scale: 2 }),
  active: boolean(),
  kind: text({ enum: ['city', 'district'] }).notNull(),
  happenedAt: timestamp({ withTimezone: true }).notNull(),
  day: date().notNull(),
});

const bulk = pgTable('list_bulk', { id: integer().primaryKey() });

const probeList = defineListResource({
  fields: {
    id: { column: probes.id, type: 'number', sortable: true },
    title: { column: probes.title, type: 'text', sortable: true },
    score: { column: probes.score, type: 'number', sortable: true },
    ratio: { column: probes.ratio, type: 'number' },
    price: { column: probes.price, type: 'number', sortable: true },
    active: { column: probes.active, type: 'boolean' },
    // A derived yes/no field: unknown (NULL) where the price is.
    expensive: { column: sql`${probes.price} > 1000`, type: 'boolean' },
    kind: { column: probes.kind, type: 'enum', values: ['city', 'district'], sortable: true },
    happenedAt: { column: probes.happenedAt, type: 'date', sortable: true, descendingIndex: true },
    day: { column: probes.day, type: 'date' },
  },
  defaultSort: [{ field: 'id', direction: 'asc' }],
  tieBreaker: probes.id,
});

const bulkList = defineListResource({
  fields: { id: { column: bulk.id, type: 'number', sortable: true } },
  defaultSort: [],
  tieBreaker: bulk.id,
});

const rows: (typeof probes.$inferInsert)[] = [
  {
    id: 1,
    price: '150000.50',
    title: 'Bakı Mərkəz',
    score: 10,
    ratio: 1.5,
    active: true,
    kind: 'city',
    happenedAt: new Date('2024-01-10T08:00:00Z'),
    day: '2024-01-10',
  },
  {
    id: 2,
    price: '99.99',
    title: 'GƏNCƏ şəhəri',
    score: 20,
    ratio: 2.5,
    active: false,
    kind: 'district',
    happenedAt: new Date('2024-02-01T00:00:00Z'),
    day: '2024-02-01',
  },
  {
    id: 3,
    price: null,
    title: '100% real',
    score: 30,
    ratio: -1,
    active: true,
    kind: 'city',
    happenedAt: new Date('2024-03-15T12:00:00Z'),
    day: '2024-03-15',
  },
  {
    id: 4,
    price: '150000.50',
    title: 'snake_case',
    score: 20,
    ratio: 0,
    active: null,
    kind: 'district',
    happenedAt: new Date('2024-04-30T19:59:59Z'),
    day: '2024-04-30',
  },
  {
    id: 5,
    price: '0.00',
    title: null,
    score: 40,
    ratio: 3.25,
    active: false,
    kind: 'city',
    happenedAt: new Date('2024-04-30T20:00:00Z'),
    day: '2024-05-01',
  },
  {
    id: 6,
    price: '1000000000.00',
    title: 'back\\slash 1000',
    score: 50,
    ratio: 1.5,
    active: true,
    kind: 'district',
    happenedAt: new Date('2024-06-01T00:00:00Z'),
    day: '2024-06-01',
  },
];

describe('list query engine', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.db.execute(sql`create table list_probes (
      id serial primary key, title text, score integer not null, ratio double precision not null,
      price numeric(14, 2), active boolean, kind text not null, happened_at timestamptz not null, day date not null)`);
    await ctx.db.insert(probes).values(rows);
    await ctx.db.execute(sql`create table list_bulk (id integer primary key)`);
    await ctx.db.execute(sql`insert into list_bulk select g from generate_series(1, 10050) g`);
    const world = await createWorld(ctx);
    headers = { ...(await authHeaders(ctx, world.userA)), 'accept-language': 'en' };
  });
  afterAll(() => ctx.close());

  const probe = (input: ListQueryInput) =>
    runListQuery(ctx.db, {
      resource: probeList,
      language: 'en',
      query: listQuerySchema.parse(input),
      columns: { id: probes.id },
      from: (fields) => ctx.db.select(fields).from(probes).$dynamic(),
    });

  // A deep page of a list in parts merges each part's first rows (mergedKeys): in the page's
  // order, text in the language's alphabet and NULLs placed, as the OR of the parts would be.
  it.each<[string, ListSort[]]>([
    ['the default order', []],
    ['title', [{ field: 'title', direction: 'asc' }]],
    ['title, descending', [{ field: 'title', direction: 'desc' }]],
    ['price, descending (NULLs)', [{ field: 'price', direction: 'desc' }]],
    ['happenedAt, descending (descendingIndex)', [{ field: 'happenedAt', direction: 'desc' }]],
    [
      'kind, then score',
      [
        { field: 'kind', direction: 'asc' },
        { field: 'score', direction: 'desc' },
      ],
    ],
  ])('pages a list in two parts one row at a time as the OR orders it: %s', async (_name, sortOptions) => {
    const parts = [sql`${probes.active} is true`, sql`${probes.active} is not true`];
    const run = (page: number, pageSize: number, split: boolean) =>
      runListQuery(ctx.db, {
        resource: probeList,
        language: 'en',
        query: listQuerySchema.parse({ page, pageSize, sortOptions }),
        columns: { id: probes.id },
        from: (fields) => ctx.db.select(fields).from(probes).$dynamic(),
        ...(split ? { anyOf: parts } : { scope: or(...parts) }),
      });
    const whole = (await run(0, 100, false)).items.map((row) => row.id);
    expect(whole.length).toBeGreaterThan(5);
    const paged: number[] = [];
    for (let page = 0; page <= whole.length; page++)
      paged.push(...(await run(page, 1, true)).items.map((row) => row.id));
    expect(paged).toEqual(whole);
    expect((await run(1, 3, true)).items.map((row) => row.id)).toEqual(whole.slice(3, 6));
  });

  const idsWhere = async (filter: ListFilter) =>
    (await probe({ pageSize: 100, filters: [filter] })).items.map((row) => row.id);

  const validationFields = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('validation_failed');
    return (error as AppError).options.fields;
  };

  describe('operators', () => {
    it.each<[string, ListFilter['operator'], ListFilter['value'], number[]]>([
      ['title', 'Equal', 'bakı mərkəz', [1]],
      ['title', 'Equal', 'GƏNCƏ şəhəri', [2]],
      ['title', 'Equal', 'gəncə şəhəri', [2]],
      ['title', 'NotEqual', 'SNAKE_CASE', [1, 2, 3, 5, 6]],
      ['title', 'StartsWith', 'bak', [1]],
      ['title', 'StartsWith', 'BA', [1, 6]],
      ['title', 'StartsWith', 'GƏN', [2]],
      ['title', 'EndsWith', 'MƏRKƏZ', [1]],
      ['title', 'EndsWith', '000', [6]],
      // Folded: ə is e, so every title with an e matches too (lib/list-query.ts).
      ['title', 'Contains', 'ə', [1, 2, 3, 4]],
      ['title', 'Contains', 'Ə', [1, 2, 3, 4]],
      ['title', 'Contains', 'sehe', [2]],
      ['title', 'Contains', '%', [3]],
      ['title', 'Contains', '_', [4]],
      ['title', 'Contains', '\\', [6]],
      ['title', 'Contains', '0%', [3]],
      ['title', 'StartsWith', '%', []],
      ['title', 'Contains', 'e_c', [4]],
      ['title', 'Contains', 'k_c', []],
      ['title', 'DoesNotContain', 'A', [2, 5]],
      ['title', 'DoesNotContain', '%', [1, 2, 4, 5, 6]],
      ['score', 'Equal', 20, [2, 4]],
      ['score', 'NotEqual', 20, [1, 3, 5, 6]],
      ['score', 'LessThan', 20, [1]],
      ['score', 'LessThanOrEqual', 20, [1, 2, 4]],
      ['score', 'GreaterThan', 30, [5, 6]],
      ['score', 'GreaterThanOrEqual', 30, [3, 5, 6]],
      ['ratio', 'Equal', 1.5, [1, 6]],
      ['ratio', 'NotEqual', 1.5, [2, 3, 4, 5]],
      ['ratio', 'LessThan', 0, [3]],
      ['ratio', 'LessThanOrEqual', 0, [3, 4]],
      ['ratio', 'GreaterThan', 2.5, [5]],
      ['ratio', 'GreaterThanOrEqual', 2.5, [2, 5]],
      ['price', 'Equal', 150_000.5, [1, 4]],
      ['price', 'NotEqual', 150_000.5, [2, 3, 5, 6]],
      ['price', 'LessThan', 99.99, [5]],
      ['price', 'LessThanOrEqual', 99.99, [2, 5]],
      ['price', 'GreaterThan', 1e300, []],
      ['price', 'GreaterThanOrEqual', -1e300, [1, 2, 4, 5, 6]],
      ['score', 'GreaterThan', 0, [1, 2, 3, 4, 5, 6]],
      ['id', 'GreaterThan', -5, [1, 2, 3, 4, 5, 6]],
      ['active', 'Equal', true, [1, 3, 6]],
      ['active', 'Equal', false, [2, 5]],
      ['active', 'NotEqual', true, [2, 4, 5]],
      ['active', 'NotEqual', false, [1, 3, 4, 6]],
      // Derived: Equal keeps where the predicate holds (or fails); NotEqual the rest, unknowns too.
      ['expensive', 'Equal', true, [1, 4, 6]],
      ['expensive', 'Equal', false, [2, 5]],
      ['expensive', 'NotEqual', true, [2, 3, 5]],
      ['expensive', 'NotEqual', false, [1, 3, 4, 6]],
      ['kind', 'Equal', 'district', [2, 4, 6]],
      ['kind', 'NotEqual', 'district', [1, 3, 5]],
      ['happenedAt', 'Equal', '2024-02-01T00:00:00Z', [2]],
      ['happenedAt', 'Equal', '2024-02-01T04:00:00+04:00', [2]],
      ['happenedAt', 'NotEqual', '2024-02-01T00:00:00.000Z', [1, 3, 4, 5, 6]],
      ['happenedAt', 'LessThan', '2024-02-01T00:00:00Z', [1]],
      ['happenedAt', 'LessThanOrEqual', '2024-02-01T00:00:00Z', [1, 2]],
      ['happenedAt', 'GreaterThan', '2024-04-30T19:59:59Z', [5, 6]],
      ['happenedAt', 'GreaterThanOrEqual', '2024-04-30T19:59:59Z', [4, 5, 6]],
      // A date alone is that whole day in Baku: 2024-05-01 is [2024-04-30T20:00Z, 2024-05-01T20:00Z).
      ['happenedAt', 'GreaterThanOrEqual', '2024-05-01', [5, 6]],
      ['happenedAt', 'LessThan', '2024-05-01', [1, 2, 3, 4]],
      ['happenedAt', 'Equal', '2024-05-01', [5]],
      ['happenedAt', 'Equal', '2024-04-30', [4]],
      ['happenedAt', 'NotEqual', '2024-05-01', [1, 2, 3, 4, 6]],
      ['happenedAt', 'LessThanOrEqual', '2024-04-30', [1, 2, 3, 4]],
      ['happenedAt', 'GreaterThan', '2024-04-30', [5, 6]],
      ['happenedAt', 'GreaterThan', '2024-05-01', [6]],
      ['happenedAt', 'GreaterThan', '0001-01-01', [1, 2, 3, 4, 5, 6]],
      ['happenedAt', 'LessThan', '9999-12-31T23:59:59-14:00', [1, 2, 3, 4, 5, 6]],
      ['day', 'Equal', '2024-05-01', [5]],
      ['day', 'NotEqual', '2024-05-01', [1, 2, 3, 4, 6]],
      ['day', 'LessThan', '2024-02-01', [1]],
      ['day', 'LessThanOrEqual', '2024-02-01', [1, 2]],
      ['day', 'GreaterThan', '2024-04-30', [5, 6]],
      ['day', 'GreaterThanOrEqual', '2024-04-30T10:00:00Z', [4, 5, 6]],
    ])('%s %s %j', async (field, operator, value, expected) => {
      expect(await idsWhere({ field, operator, value })).toEqual(expected);
    });

    it('combines filters with AND', async () => {
      const page = await probe({
        filters: [
          { field: 'kind', operator: 'Equal', value: 'city' },
          { field: 'score', operator: 'GreaterThan', value: 10 },
        ],
      });
      expect(page.items.map((row) => row.id)).toEqual([3, 5]);
    });
  });

  describe('sorting and paging', () => {
    it.each<[ListQueryInput['sortOptions'], number[]]>([
      [[], [1, 2, 3, 4, 5, 6]],
      [[{ field: 'score', direction: 'desc' }], [6, 5, 3, 4, 2, 1]],
      [[{ field: 'score', direction: 'asc' }], [1, 2, 4, 3, 5, 6]],
      [
        [
          { field: 'kind', direction: 'asc' },
          { field: 'score', direction: 'desc' },
        ],
        [5, 3, 1, 6, 4, 2],
      ],
      [[{ field: 'happenedAt', direction: 'desc' }], [6, 5, 4, 3, 2, 1]],
      [[{ field: 'happenedAt', direction: 'asc' }], [1, 2, 3, 4, 5, 6]],
    ])('sorts by %j', async (sortOptions, expected) => {
      const page = await probe({ pageSize: 100, sortOptions });
      expect(page.items.map((row) => row.id)).toEqual(expected);
    });

    it('sorts text in the language’s ICU collation, empty values last', async () => {
      const expected = await ctx.db.execute<{ id: number }>(
        sql`select id from list_probes order by title collate "en-x-icu", id`,
      );
      const page = await probe({ pageSize: 100, sortOptions: [{ field: 'title', direction: 'asc' }] });
      expect(page.items).toEqual(expected.rows);
      expect(page.items.at(-1)).toEqual({ id: 5 });
    });

    it('sorts text in the database’s own collation where the server has no ICU', async () => {
      const expected = await ctx.db.execute<{ id: number }>(
        sql`select id from list_probes order by title, id`,
      );
      const { orderBy } = compileListQuery(
        probeList,
        { filters: [], sortOptions: [{ field: 'title', direction: 'asc' }] },
        null,
      );
      expect(
        await ctx.db
          .select({ id: probes.id })
          .from(probes)
          .orderBy(...orderBy),
      ).toEqual(expected.rows);
    });

    it.each(['desc', 'asc'] as const)(
      'writes a %s sort so that a descending index serves it, tie-breaker included',
      async (direction) => {
        // As drizzle writes an index declared `.desc()`.
        await ctx.db.execute(
          sql`create index if not exists list_probes_happened_idx on list_probes (happened_at desc nulls last, id desc nulls last)`,
        );
        const { orderBy } = compileListQuery(probeList, {
          filters: [],
          sortOptions: [{ field: 'happenedAt', direction }],
        });
        const plan = await ctx.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_sort = off`);
          return tx.execute<{ 'QUERY PLAN': string }>(
            sql`explain select id from list_probes order by ${sql.join(orderBy, sql`, `)} limit 2`,
          );
        });
        const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(text).toContain('list_probes_happened_idx');
        expect(text).not.toMatch(/\bSort\b/);
      },
    );

    it('pages through ties without skipping or repeating a row', async () => {
      const seen: number[] = [];
      for (let page = 0; page < 3; page++) {
        const result = await probe({
          page,
          pageSize: 2,
          sortOptions: [{ field: 'kind', direction: 'desc' }],
        });
        expect(result).toMatchObject({ total: 6, totalCapped: false, page, pageSize: 2 });
        seen.push(...result.items.map((row) => row.id));
      }
      expect(seen).toEqual([6, 4, 2, 5, 3, 1]);
    });

    it('answers an empty page past the end with the real total', async () => {
      expect(await probe({ page: 10, pageSize: 5 })).toEqual({
        items: [],
        total: 6,
        totalCapped: false,
        page: 10,
        pageSize: 5,
      });
    });
  });

  describe('refusals', () => {
    it.each<[string, ListQueryInput, string, string]>([
      [
        'an unknown field',
        { filters: [{ field: 'secret', operator: 'Equal', value: 1 }] },
        'filters.0.field',
        'validation.filterFieldUnknown',
      ],
      [
        'an inherited property name',
        { filters: [{ field: 'constructor', operator: 'Equal', value: 'x' }] },
        'filters.0.field',
        'validation.filterFieldUnknown',
      ],
      [
        'Contains on a number',
        { filters: [{ field: 'score', operator: 'Contains', value: '1' }] },
        'filters.0.operator',
        'validation.filterOperatorInvalid',
      ],
      [
        'LessThan on text',
        { filters: [{ field: 'title', operator: 'LessThan', value: 'b' }] },
        'filters.0.operator',
        'validation.filterOperatorInvalid',
      ],
      [
        'LessThan on a boolean',
        { filters: [{ field: 'active', operator: 'LessThan', value: true }] },
        'filters.0.operator',
        'validation.filterOperatorInvalid',
      ],
      [
        'StartsWith on an enum',
        { filters: [{ field: 'kind', operator: 'StartsWith', value: 'c' }] },
        'filters.0.operator',
        'validation.filterOperatorInvalid',
      ],
      [
        'a numeric string for a number',
        { filters: [{ field: 'score', operator: 'Equal', value: '20' }] },
        'filters.0.value',
        'validation.filterValueInvalid',
      ],
      [
        'a fraction for an integer',
        { filters: [{ field: 'score', operator: 'Equal', value: 1.5 }] },
        'filters.0.value',
        'validation.filterValueInvalid',
      ],
      [
        'an integer out of range',
        { filters: [{ field: 'score', operator: 'LessThan', value: 2 ** 31 }] },
        'filters.0.value',
        'validation.filterValueInvalid',
      ],
      [
        'a number for text',
        { filters: [{ field: 'title', operator: 'Equal', value: 5 }] },
        'filters.0.value',
        'validation.filterValueInvalid',
      ],
      [
        'a string for a boolean',
        { filters: [{ field: 'active', operator: 'Equal', value: 'true' }] },
        'filters.0.value',
        'validation.filterValueInvalid',
      ],
      [
        'a value outside the enum',
        { filters: [{ field: 'kind', operator: 'Equal', value: 'village' }] },
        'filters.0.value',
        'validation.filterValueInvalid',
      ],
      [
        'a date that does not exist',
        { filters: [{ field: 'day', operator: 'Equal', value: '2024-02-30' }] },
        'filters.0.value',
        'validation.filterValueInvalid',
      ],
      [
        'a date-time without an offset',
        { filters: [{ field: 'happenedAt', operator: 'Equal', value: '2024-02-01T10:00' }] },
        'filters.0.value',
        'validation.filterValueInvalid',
      ],
      [
        'a number for a date',
        { filters: [{ field: 'happenedAt', operator: 'Equal', value: 1700000000 }] },
        'filters.0.value',
        'validation.filterValueInvalid',
      ],
      [
        'an unknown sort field',
        { sortOptions: [{ field: 'secret', direction: 'asc' }] },
        'sortOptions.0.field',
        'validation.sortFieldUnknown',
      ],
      [
        'a field that is not sortable',
        { sortOptions: [{ field: 'ratio', direction: 'asc' }] },
        'sortOptions.0.field',
        'validation.sortFieldUnknown',
      ],
    ])('refuses %s', async (_name, input, path, key) => {
      const fields = await validationFields(probe(input));
      expect(fields?.[path]?.map((error) => error.key)).toEqual([key]);
    });

    it('names every bad filter and sort at once', async () => {
      const fields = await validationFields(
        probe({
          filters: [
            { field: 'score', operator: 'Equal', value: 1 },
            { field: 'nope', operator: 'Equal', value: 1 },
            { field: 'score', operator: 'Contains', value: '1' },
          ],
          sortOptions: [{ field: 'nope', direction: 'asc' }],
        }),
      );
      expect(Object.keys(fields ?? {}).sort()).toEqual([
        'filters.1.field',
        'filters.2.operator',
        'sortOptions.0.field',
      ]);
    });

    it('never lets a filter reach PostgreSQL in a shape it refuses', async () => {
      const filter = fc.record({
        field: fc.constantFrom(...Object.keys(probeList.fields), 'nope'),
        operator: fc.constantFrom(...filterOperators),
        value: fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.integer(),
          fc.boolean(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc
            .tuple(fc.constantFrom('+', '-'), fc.array(fc.nat(9999), { minLength: 6, maxLength: 6 }))
            .map(([sign, parts]) => {
              const [y, mo, d, h, mi, off] = parts.map((n, i) =>
                String(n % [10_000, 14, 33, 26, 61, 16][i]!).padStart(i === 0 ? 4 : 2, '0'),
              );
              return `${y}-${mo}-${d}T${h}:${mi}:00${sign}${off}:00`;
            }),
          fc.constantFrom('2024-02-29', '0001-01-01', '9999-12-31T23:59:59+14:00', 'city'),
        ),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(filter, { maxLength: 4 }), async (filters) => {
          await probe({ filters }).catch((error: unknown) => {
            if (!(error instanceof AppError && error.code === 'validation_failed')) throw error;
          });
        }),
        { numRuns: 300 },
      );
    });
  });

  describe('a pre-folded search column', () => {
    // The writer stores the haystack folded (announcements.search_text, kept by a trigger).
    const haystacks = pgTable('list_haystacks', { id: integer().primaryKey(), haystack: text() });
    const haystackList = defineListResource({
      fields: { id: { column: haystacks.id, type: 'number', sortable: true } },
      search: { folded: [haystacks.haystack] },
      defaultSort: [{ field: 'id', direction: 'asc' }],
      tieBreaker: haystacks.id,
    });
    const search = (term: string) =>
      runListQuery(ctx.db, {
        resource: haystackList,
        language: 'en',
        query: listQuerySchema.parse({ filters: [{ field: 'text', operator: 'Contains', value: term }] }),
        columns: { id: haystacks.id },
        from: (fields) => ctx.db.select(fields).from(haystacks).$dynamic(),
      });

    beforeAll(async () => {
      await ctx.db.execute(sql`create table list_haystacks (id integer primary key, haystack text)`);
      await ctx.db.execute(sql`insert into list_haystacks
        select 1, emlak_fold('Nərimanov, Əhmədli 100%') union all
        select 2, emlak_fold('Sabunçu') union all
        select 3, null union all
        select g, 'filler ' || g from generate_series(10, 2000) g`);
      await ctx.db.execute(
        sql`create index list_haystacks_trgm on list_haystacks using gin (haystack gin_trgm_ops)`,
      );
      await ctx.db.execute(sql`analyze list_haystacks`);
    });

    it.each<[string, number[]]>([
      ['nerimanov', [1]],
      ['NƏRİMANOV', [1]],
      ['ehmedli', [1]],
      ['Sabunçu', [2]],
      ['sabunchu', [2]],
      ['0%', [1]],
      ['   ', [1, 2, 3, 10, 11]],
    ])('finds %j', async (term, expected) => {
      const page = await search(term);
      expect(page.items.map((row) => row.id)).toEqual(expected);
    });

    it('compares the bare column, so that its own trigram index serves the search', async () => {
      const { where } = compileListQuery(haystackList, {
        filters: [{ field: 'text', operator: 'Contains', value: 'Nərimanov' }],
        sortOptions: [],
      });
      const plan = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute<{ 'QUERY PLAN': string }>(
          sql`explain select id from list_haystacks where ${where}`,
        );
      });
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('list_haystacks_trgm');
      expect(text).not.toContain('emlak_fold');
    });
  });

  describe('totals', () => {
    /** A page of list_bulk for the client's input, with more of the spec where a case needs it. */
    const bulkRun = (
      input: ListQueryInput,
      more: Partial<Pick<ListQuerySpec<SelectedFields>, 'resource' | 'scope' | 'anyOf' | 'countCache'>> = {},
    ) =>
      runListQuery(ctx.db, {
        resource: bulkList,
        language: 'en',
        query: listQuerySchema.parse(input),
        columns: { id: bulk.id },
        from: (fields) => ctx.db.select(fields).from(bulk).$dynamic(),
        ...more,
      });
    const bulkPage = (filters: ListFilter[], countCache?: CountCache) =>
      bulkRun({ filters, pageSize: 3 }, { countCache });

    it.each<[string, ListFilter[], number, boolean]>([
      ['caps a total above the cap', [], 10_000, true],
      [
        'counts exactly just below the cap',
        [{ field: 'id', operator: 'LessThan', value: 10_000 }],
        9_999,
        false,
      ],
      [
        'counts exactly at the cap',
        [{ field: 'id', operator: 'LessThanOrEqual', value: 10_000 }],
        10_000,
        false,
      ],
      [
        'caps one row above the cap',
        [{ field: 'id', operator: 'LessThanOrEqual', value: 10_001 }],
        10_000,
        true,
      ],
      ['counts nothing', [{ field: 'id', operator: 'GreaterThan', value: 20_000 }], 0, false],
    ])('%s', async (_name, filters, total, totalCapped) => {
      const page = await bulkPage(filters);
      expect(page).toMatchObject({ total, totalCapped });
    });

    it('answers a page and its count in one statement; only an empty page past the first counts apart', async () => {
      await bulkPage([]); // the language's collation is looked up once, then remembered
      const statements = vi.spyOn(ctx.database.pool, 'query');
      try {
        const inRange = { field: 'id', operator: 'LessThanOrEqual', value: 7 } satisfies ListFilter;
        expect(await bulkPage([inRange])).toMatchObject({
          items: [{ id: 1 }, { id: 2 }, { id: 3 }],
          total: 7,
        });
        expect(statements).toHaveBeenCalledTimes(1);
        expect(await bulkPage([{ field: 'id', operator: 'GreaterThan', value: 20_000 }])).toMatchObject({
          items: [],
          total: 0,
        });
        expect(statements).toHaveBeenCalledTimes(2);
        const pastTheEnd = await bulkRun({ filters: [inRange], page: 5, pageSize: 3 });
        expect(pastTheEnd).toEqual({ items: [], total: 7, totalCapped: false, page: 5, pageSize: 3 });
        expect(statements).toHaveBeenCalledTimes(4);
      } finally {
        statements.mockRestore();
      }
    });

    it('remembers a capped count for a while, never an exact one, and keys it by the filter', async () => {
      await ctx.db.execute(sql`create table list_shrinking (id integer primary key)`);
      await ctx.db.execute(sql`insert into list_shrinking select g from generate_series(1, 10001) g`);
      const shrinking = pgTable('list_shrinking', { id: integer('id').primaryKey() });
      const shrinkingList = defineListResource({
        fields: { id: { column: shrinking.id, type: 'number' } },
        defaultSort: [],
        tieBreaker: shrinking.id,
      });
      const countCache = createCountCache();
      const page = (filters: ListFilter[], cache: CountCache | null = countCache) =>
        runListQuery(ctx.db, {
          resource: shrinkingList,
          language: 'en',
          query: listQuerySchema.parse({ filters, pageSize: 3 }),
          columns: { id: shrinking.id },
          from: (fields) => ctx.db.select(fields).from(shrinking).$dynamic(),
          countCache: cache ?? undefined,
        });
      const under = [{ field: 'id', operator: 'LessThanOrEqual', value: 500 }] satisfies ListFilter[];

      expect(await page([])).toMatchObject({ total: 10_000, totalCapped: true });
      expect(await page(under)).toMatchObject({ total: 500, totalCapped: false });
      await ctx.db.execute(sql`delete from list_shrinking where id > 100`);

      // The capped answer stands for the same filter; the exact one follows the table at once.
      expect(await page([])).toMatchObject({
        total: 10_000,
        totalCapped: true,
        items: [{ id: 1 }, { id: 2 }, { id: 3 }],
      });
      expect(await page(under)).toMatchObject({ total: 100, totalCapped: false });
      // Another filter, or no memory, counts.
      expect(await page([{ field: 'id', operator: 'GreaterThan', value: 0 }])).toMatchObject({ total: 100 });
      expect(await page([], null)).toMatchObject({ total: 100, totalCapped: false });
    });

    it('counts once for requests that ask for the same count at the same time', async () => {
      const countCache = createCountCache();
      const page = (filters: ListFilter[]) => bulkPage(filters, countCache);
      await bulkPage([]); // the language's collation is looked up once, then remembered
      const statements = vi.spyOn(ctx.database.pool, 'query');
      const counts = () =>
        statements.mock.calls.filter(([query]) => JSON.stringify(query).includes('count(*)')).length;
      try {
        // Capped: the first request counts in its page, the four others wait for it and take its answer.
        const capped = await Promise.all(Array.from({ length: 5 }, () => page([])));
        expect(capped.map((answer) => [answer.total, answer.totalCapped])).toEqual(
          Array.from({ length: 5 }, () => [10_000, true]),
        );
        expect(counts()).toBe(1);
        expect(statements).toHaveBeenCalledTimes(5);

        // Exact: no count under the cap is kept without a change signal, so each waiting request
        // counts for itself once the first is done, and every answer is exact.
        statements.mockClear();
        const under = [{ field: 'id', operator: 'LessThanOrEqual', value: 7 }] satisfies ListFilter[];
        const exact = await Promise.all(Array.from({ length: 3 }, () => page(under)));
        expect(exact.map((answer) => answer.total)).toEqual([7, 7, 7]);
        expect(counts()).toBe(3);
      } finally {
        statements.mockRestore();
      }
    });

    it('pages and counts a list in disjoint parts (anyOf) as the OR of them, the first page in one statement', async () => {
      const inParts = (input: ListQueryInput, anyOf: SQL[], split: boolean) =>
        bulkRun(input, split ? { anyOf } : { scope: or(...anyOf) });
      const few = [sql`${bulk.id} % 3 = 0`, sql`${bulk.id} % 3 = 1 and ${bulk.id} < 40`];
      const many = [sql`${bulk.id} <= 6000`, sql`${bulk.id} > 6000`];
      const newestFirst = [{ field: 'id', direction: 'desc' }] satisfies ListSort[];
      const cases: [ListQueryInput, SQL[]][] = [
        [{ pageSize: 5 }, few],
        [{ pageSize: 5, sortOptions: newestFirst }, few],
        [{ pageSize: 5, page: 1 }, few],
        [{ pageSize: 5, page: 30, sortOptions: newestFirst }, few],
        [{ pageSize: 20, filters: [{ field: 'id', operator: 'LessThanOrEqual', value: 30 }] }, few],
        [{ pageSize: 3, filters: [{ field: 'id', operator: 'GreaterThan', value: 20_000 }] }, few],
        [{ pageSize: 3, sortOptions: newestFirst }, many],
      ];
      for (const [input, anyOf] of cases) {
        expect(await inParts(input, anyOf, true), JSON.stringify(input)).toEqual(
          await inParts(input, anyOf, false),
        );
      }
      expect(await inParts({ pageSize: 2 }, many, true)).toMatchObject({ total: 10_000, totalCapped: true });
      const statements = vi.spyOn(ctx.database.pool, 'query');
      try {
        expect(await inParts({ pageSize: 2 }, few, true)).toMatchObject({
          items: [{ id: 1 }, { id: 3 }],
          total: 3_363,
        });
        expect(statements).toHaveBeenCalledTimes(1);
      } finally {
        statements.mockRestore();
      }
    });

    it('takes the keys of a first page filtered on a field its order’s index holds first, with the same rows and total', async () => {
      const heldList = defineListResource({
        fields: { id: { column: bulk.id, type: 'number', sortable: true, inOrderIndex: true } },
        defaultSort: [],
        tieBreaker: bulk.id,
      });
      const page = (resource: typeof bulkList, input: ListQueryInput) => bulkRun(input, { resource });
      const inputs: ListQueryInput[] = [
        {
          pageSize: 4,
          sortOptions: [{ field: 'id', direction: 'desc' }],
          filters: [{ field: 'id', operator: 'LessThan', value: 30 }],
        },
        { pageSize: 4, filters: [{ field: 'id', operator: 'GreaterThan', value: 10_040 }] },
        { pageSize: 4, filters: [{ field: 'id', operator: 'GreaterThan', value: 20_000 }] },
        { pageSize: 4, filters: [{ field: 'id', operator: 'GreaterThan', value: 10 }] },
      ];
      const statements = vi.spyOn(ctx.database.pool, 'query');
      try {
        for (const input of inputs) {
          expect(await page(heldList, input), JSON.stringify(input)).toEqual(await page(bulkList, input));
        }
        const texts = statements.mock.calls
          .map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text))
          .filter((text) => text.includes('list_bulk'));
        // One statement each, the held list's reading its keys first.
        expect(texts.map((text) => /"id" in \(+select "id"/.test(text))).toEqual(
          inputs.flatMap(() => [true, false]),
        );
        // Unfiltered, a first page reads its rows directly.
        statements.mockClear();
        await page(heldList, { pageSize: 4 });
        expect(JSON.stringify(statements.mock.calls.at(-1)?.[0])).not.toContain(' in (');
      } finally {
        statements.mockRestore();
      }
    });

    it('runs inside a transaction too', async () => {
      const page = await ctx.db.transaction((tx) =>
        runListQuery(tx, {
          resource: bulkList,
          language: 'en',
          query: listQuerySchema.parse({
            page: 2,
            pageSize: 2,
            sortOptions: [{ field: 'id', direction: 'desc' }],
          }),
          columns: { id: bulk.id },
          from: (fields) => tx.select(fields).from(bulk).$dynamic(),
        }),
      );
      expect(page).toEqual({
        items: [{ id: 10_046 }, { id: 10_045 }],
        total: 10_000,
        totalCapped: true,
        page: 2,
        pageSize: 2,
      });
    });
  });

  describe('deep pages from remembered rows', () => {
    // Moments a microsecond apart, many shared (a JavaScript Date would lose the difference),
    // grades with ties, a nullable note.
    const moments = pgTable('list_moments', {
      id: integer().primaryKey(),
      at: timestamp({ withTimezone: true }).notNull(),
      grade: numeric({ precision: 6, scale: 2 }).notNull(),
      note: integer(),
      title: text().notNull(),
    });
    const momentList = defineListResource({
      fields: {
        id: { column: moments.id, type: 'number', sortable: true },
        at: { column: moments.at, type: 'date', sortable: true, descendingIndex: true },
        grade: { column: moments.grade, type: 'number', sortable: true },
        note: { column: moments.note, type: 'number', sortable: true },
        title: { column: moments.title, type: 'text', sortable: true },
      },
      defaultSort: [{ field: 'at', direction: 'desc' }],
      tieBreaker: moments.id,
    });
    const ROWS = 300;

    beforeAll(async () => {
      await ctx.db.execute(sql`create table list_moments (
        id integer primary key, at timestamptz not null, grade numeric(6, 2) not null, note integer, title text not null)`);
      await ctx.db.execute(sql`insert into list_moments
        select g, timestamptz '2024-01-01 00:00:00.000001+00' + (g % 37) * interval '1 microsecond',
          (g % 11) * 0.25, nullif(g % 5, 0), 'r' || g from generate_series(1, ${ROWS}) g`);
      await ctx.db.execute(
        sql`create index list_moments_at_idx on list_moments (at desc nulls last, id desc nulls last)`,
      );
    });

    const page = (
      input: ListQueryInput,
      anchors?: PageAnchors,
      filters: ListFilter[] = [{ field: 'id', operator: 'GreaterThan', value: 0 }],
    ) =>
      runListQuery(ctx.db, {
        resource: momentList,
        language: 'en',
        query: listQuerySchema.parse({ pageSize: 7, filters, ...input }),
        columns: { id: moments.id },
        from: (fields) => ctx.db.select(fields).from(moments).$dynamic(),
        anchors,
      });

    const sorts: ListQueryInput['sortOptions'][] = [
      [],
      [{ field: 'at', direction: 'asc' }],
      [{ field: 'grade', direction: 'desc' }],
      [{ field: 'grade', direction: 'asc' }],
    ];

    it.each(sorts.map((sortOptions) => ({ sortOptions })))(
      'gives every page of $sortOptions as offsets do, jumping, repeating and paging both ways',
      async ({ sortOptions }) => {
        const anchors = createPageAnchors();
        for (const number of [20, 20, 21, 22, 19, 3, 42, 43, 42, 1, 0, 30]) {
          const plain = await page({ page: number, sortOptions });
          expect(await page({ page: number, sortOptions }, anchors)).toEqual(plain);
        }
      },
    );

    it('answers a page past the end with the real total, whatever it seeks from', async () => {
      const anchors = createPageAnchors();
      const last = Math.floor((ROWS - 1) / 7);
      expect(await page({ page: last }, anchors)).toMatchObject({
        total: ROWS,
        items: [{}, {}, {}, {}, {}, {}],
      });
      for (const beyond of [last + 1, last + 1, last + 5]) {
        expect(await page({ page: beyond }, anchors)).toEqual({
          items: [],
          total: ROWS,
          totalCapped: false,
          page: beyond,
          pageSize: 7,
        });
      }
    });

    it('seeks through the index from a page served a moment ago', async () => {
      const anchors = createPageAnchors();
      await page({ page: 30 }, anchors);
      const statements = vi.spyOn(ctx.database.pool, 'query');
      try {
        await page({ page: 31 }, anchors);
        const [text] = statements.mock.calls[0]! as unknown as [string | { text: string }];
        const query = typeof text === 'string' ? text : text.text;
        expect(query).toMatch(/\("list_moments"\."at", "list_moments"\."id"\) < \(\$\d+, \$\d+\)/);
        const plan = await ctx.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return tx.execute<{ 'QUERY PLAN': string }>(
            sql`explain select id from list_moments where (at, id) < (${'2024-01-01 00:00:00.00002+00'}, ${150})
              order by at desc nulls last, id desc nulls last limit 7`,
          );
        });
        const explained = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(explained).toMatch(/Index (Only )?Scan using list_moments_at_idx/);
        expect(explained).toMatch(/Index Cond: \(ROW\(at, id\) < ROW\(/);
      } finally {
        statements.mockRestore();
      }
    });

    it('pages on from the last row served when the list changed in between, and forgets in time', async () => {
      let now = 0;
      const anchors = createPageAnchors({ ttlMs: 1_000, now: () => now });
      const sortOptions = [{ field: 'at', direction: 'asc' }] satisfies ListQueryInput['sortOptions'];
      const before = (await page({ page: 0, pageSize: 100, sortOptions })).items.map((row) => row.id);
      const tenth = await page({ page: 10, sortOptions }, anchors);
      // A row from before page 10 leaves: offsets now skip a row, paging on from the last row does not.
      const first = await ctx.db.execute(sql`delete from list_moments where id = ${before[0]!}
        returning id, at::text as at, grade::text as grade, note, title`);
      try {
        const eleventh = await page({ page: 11, sortOptions }, anchors);
        const afterLastSeen = before[before.indexOf(tenth.items.at(-1)!.id) + 1];
        expect(eleventh.items[0]!.id).toBe(afterLastSeen);
        expect(eleventh.total).toBe(ROWS - 1);
        const byOffset = await page({ page: 11, sortOptions });
        expect(byOffset.items[0]!.id).not.toBe(afterLastSeen);
        now += 1_000;
        expect(await page({ page: 11, sortOptions }, anchors)).toEqual(byOffset);
      } finally {
        const row = first.rows[0] as {
          id: number;
          at: string;
          grade: string;
          note: number | null;
          title: string;
        };
        await ctx.db.execute(
          sql`insert into list_moments values (${row.id}, ${row.at}, ${row.grade}, ${row.note}, ${row.title})`,
        );
      }
    });

    it.each<[string, ListQueryInput['sortOptions'], boolean]>([
      ['the default order', [], true],
      ['a NOT NULL number', [{ field: 'grade', direction: 'asc' }], true],
      ['the tie-breaker itself', [{ field: 'id', direction: 'desc' }], true],
      ['a nullable column', [{ field: 'note', direction: 'asc' }], false],
      ['text, in the language’s collation', [{ field: 'title', direction: 'asc' }], false],
      [
        'two directions',
        [
          { field: 'grade', direction: 'asc' },
          { field: 'at', direction: 'desc' },
        ],
        false,
      ],
    ])('seeks in %s only where a row comparison keeps the order', async (_name, sortOptions, seeks) => {
      const compiled = compileListQuery(momentList, listQuerySchema.parse({ sortOptions }));
      expect(compiled.seek !== null).toBe(seeks);
      // Either way, every page is the offset's page.
      const anchors = createPageAnchors();
      for (const number of [5, 6, 5]) {
        expect(await page({ page: number, sortOptions }, anchors)).toEqual(
          await page({ page: number, sortOptions }),
        );
      }
    });
  });

  describe('through POST /cities/table', () => {
    const table = (body: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/cities/table', headers, payload: body as object });

    it.each<[string, unknown, string, string]>([
      ['pageSize 0', { pageSize: 0 }, 'pageSize', 'pageSize must be at least 1'],
      ['pageSize 101', { pageSize: 101 }, 'pageSize', 'pageSize must be at most 100'],
      ['page -1', { page: -1 }, 'page', 'page must be at least 0'],
      ['a fractional page', { page: 1.5 }, 'page', 'page has the wrong type'],
      [
        'an unknown operator',
        { filters: [{ field: 'name', operator: 'Like', value: 'a' }] },
        'filters.0.operator',
        'operator has an invalid value',
      ],
      [
        'an unknown field',
        { filters: [{ field: 'secret', operator: 'Equal', value: 'a' }] },
        'filters.0.field',
        'The field "secret" cannot be filtered',
      ],
      [
        'Contains on a number',
        { filters: [{ field: 'displayOrder', operator: 'Contains', value: '1' }] },
        'filters.0.operator',
        'The operator "Contains" does not fit the field "displayOrder"',
      ],
      [
        'a string for a number',
        { filters: [{ field: 'latitude', operator: 'GreaterThan', value: 'north' }] },
        'filters.0.value',
        'The value for "latitude" has the wrong type',
      ],
      [
        'a kind outside the enum',
        { filters: [{ field: 'kind', operator: 'Equal', value: 'village' }] },
        'filters.0.value',
        'The value for "kind" has the wrong type',
      ],
      [
        'an unknown sort field',
        { sortOptions: [{ field: 'secret', direction: 'asc' }] },
        'sortOptions.0.field',
        'The field "secret" cannot be sorted',
      ],
      ['an unknown body field', { page: 0, extra: 1 }, 'extra', 'Unknown field: extra'],
      [
        'a page past 100,000 rows',
        { page: 5_001, pageSize: 20 },
        'page',
        'Narrow the filter: pages beyond 100000 rows are not served',
      ],
      [
        'a small page far out',
        { page: 100_001, pageSize: 1 },
        'page',
        'Narrow the filter: pages beyond 100000 rows are not served',
      ],
    ])('answers 400 for %s', async (_name, body, field, message) => {
      const res = await table(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: [message] } });
    });

    it('serves the deepest page allowed: page 5,000 of 20 rows (offset 100,000)', async () => {
      expect(MAX_LIST_OFFSET).toBe(100_000);
      const res = await table({ page: 5_000, pageSize: 20 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ page: 5_000, pageSize: 20, items: [] });
      expect((await table({ page: 1_000, pageSize: 100 })).statusCode).toBe(200);
    });

    it('names the bound in every language', async () => {
      for (const [language, text] of [
        ['az', 'Filtri daraldın: 100000 sətirdən sonrakı səhifələr göstərilmir'],
        ['ru', 'Уточните фильтр: страницы дальше 100000 строк не выдаются'],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/cities/table',
          headers: { ...headers, 'accept-language': language },
          payload: { page: 1_001, pageSize: 100 },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ page: [text] });
      }
    });

    it('answers a page with the defaults', async () => {
      const res = await table({});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ page: 0, pageSize: 5, totalCapped: false });
    });
  });
});
