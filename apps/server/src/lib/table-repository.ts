import type { DropdownOption, Language, ListQuery, Page } from '@emlak/contracts';
import { and, asc, Column, eq, is, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../db/client';
import { collated, collationFor } from './collation';
import { runListQuery, UNPAGED_LIST_LIMIT, type ListResource } from './list-query';

type Expression = AnyPgColumn | SQL;
/** An expression, or one per language where the table has a column per language. */
type Localizable = Expression | Readonly<Record<Language, Expression>>;

const inLanguage = (value: Localizable, language: Language): Expression =>
  is(value, Column) || is(value, SQL) ? value : (value as Record<Language, Expression>)[language];

type OptionSpec = {
  /** The text an option shows. */
  label: Localizable;
  /** The order of the options before the id; the list's `order` when omitted. */
  orderBy?: Localizable[];
};

type TableSpec<
  TColumns extends SelectedFields,
  TLocked extends SelectedFields,
  TList extends ListResource | undefined,
  TOption extends OptionSpec | undefined,
> = {
  table: PgTable;
  /** The integer primary key; it ends every order, so equal rows keep one order. */
  id: AnyPgColumn;
  /** What reads return. */
  columns: TColumns;
  /** What a locked read returns, when that is less than `columns` (no computed columns). */
  lockedColumns?: TLocked;
  /** The order of the unpaged list, before the id. */
  order?: Expression[];
  /** The unpaged list's cap when a screen wants fewer than UNPAGED_LIST_LIMIT rows. */
  listLimit?: number;
  /** The resource of the `table` endpoint; without one there is no `page`. */
  list?: TList;
  /** The dropdown; without one there is no `options`. */
  option?: TOption;
};

type Reads<TRow, TLocked> = {
  /** The unpaged list in its order, capped. */
  list: (db: Executor, scope?: SQL) => Promise<TRow[]>;
  findById: (db: Executor, id: number, scope?: SQL) => Promise<TRow | undefined>;
  /** The row, locked until the transaction ends, so that checks and the write see one version. */
  findForUpdate: (tx: Executor, id: number, scope?: SQL) => Promise<TLocked | undefined>;
};
type Paged<TRow> = {
  page: (db: Executor, query: ListQuery, language: Language, scope?: SQL) => Promise<Page<TRow>>;
};
type Options = { options: (db: Executor, language: Language, scope?: SQL) => Promise<DropdownOption[]> };

/**
 * The reads every single-table resource has, written once: the unpaged list, one record, one
 * record locked for an update, the `table` page and the dropdown. `scope` is the caller's reach
 * (lib/organization-scope.ts) and is ANDed into every read of a resource that belongs to an
 * organization. Resources whose reads join other tables (users, audit) write their own and may
 * still take `findForUpdate` and `options` from here.
 */
export const tableRepository = <
  TColumns extends SelectedFields,
  TLocked extends SelectedFields = TColumns,
  TList extends ListResource | undefined = undefined,
  TOption extends OptionSpec | undefined = undefined,
>(
  spec: TableSpec<TColumns, TLocked, TList, TOption>,
) => {
  type Row = SelectResultFields<TColumns>;
  type Locked = SelectResultFields<TLocked>;
  const { table, id, columns } = spec;
  const order = spec.order ?? [];
  const byId = (key: number, scope: SQL | undefined) => and(eq(id, key), scope);
  // Dynamic: the table is only known as a PgTable here, which the builder's static chain refuses.
  const from = (db: Executor, fields: SelectedFields) => db.select(fields).from(table).$dynamic();

  const reads: Reads<Row, Locked> = {
    list: async (db, scope) =>
      (await from(db, columns)
        .where(scope)
        .orderBy(...order.map((expression) => asc(expression)), asc(id))
        .limit(spec.listLimit ?? UNPAGED_LIST_LIMIT)) as Row[],

    findById: async (db, key, scope) => {
      const [row] = await from(db, columns).where(byId(key, scope)).limit(1);
      return row as Row | undefined;
    },

    findForUpdate: async (tx, key, scope) => {
      const [row] = await from(tx, spec.lockedColumns ?? columns)
        .where(byId(key, scope))
        .for('update');
      return row as Locked | undefined;
    },
  };

  const list = spec.list;
  const paged: Paged<Row> | undefined = list && {
    page: (db, query, language, scope) =>
      runListQuery(db, {
        resource: list,
        query,
        language,
        scope,
        columns,
        from: (fields) => from(db, fields),
      }) as Promise<Page<Row>>,
  };

  const option = spec.option;
  const options: Options | undefined = option && {
    options: async (db, language, scope) => {
      const orderBy = (option.orderBy ?? order).map((expression) => inLanguage(expression, language));
      const collation = await collationFor(db, language);
      // Text columns sort in the language's alphabet; numbers (a display order) as they are.
      const sortable = (expression: Expression) =>
        is(expression, Column) && expression.dataType === 'string'
          ? collated(expression, collation)
          : expression;
      return (await from(db, { value: id, displayText: inLanguage(option.label, language) })
        .where(scope)
        .orderBy(...orderBy.map((expression) => asc(sortable(expression))), asc(id))
        .limit(UNPAGED_LIST_LIMIT)) as DropdownOption[];
    },
  };

  return { ...reads, ...paged, ...options } as Reads<Row, Locked> &
    (TList extends ListResource ? Paged<Row> : unknown) &
    (TOption extends OptionSpec ? Options : unknown);
};
