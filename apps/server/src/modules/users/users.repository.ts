import type { Language, ListQuery } from '@emlak/contracts';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  announcements,
  budgetLineItems,
  cities,
  contacts,
  organizations,
  roles,
  subscriptions,
  userAds,
  users,
} from '../../db/schema';
import { defineListResource, runListQuery } from '../../lib/list-query';
import { tableRepository } from '../../lib/table-repository';
import { extractPhoneFilters, renumberFilterErrors } from '../../lib/phone-filter';

const cityNameIn = { az: cities.name, en: cities.nameEn, ru: cities.nameRu } as const;

/** The user with the names of its organization, role and city: one query, joins only. */
const listColumns = (language: Language) => ({
  id: users.id,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  colorCode: users.colorCode,
  status: users.status,
  roleId: users.roleId,
  roleName: roles.name,
  organizationId: users.organizationId,
  organizationName: organizations.name,
  cityId: users.cityId,
  cityName: cityNameIn[language],
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  version: users.version,
});

const recordColumns = {
  id: users.id,
  organizationId: users.organizationId,
  roleId: users.roleId,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  colorCode: users.colorCode,
  cityId: users.cityId,
  status: users.status,
  passwordChangedAt: users.passwordChangedAt,
  version: users.version,
};

export type UserRow = Awaited<ReturnType<typeof usersRepository.page>>['items'][number];
export type UserRecord = NonNullable<Awaited<ReturnType<typeof usersRepository.findForUpdate>>>;
export type UserValues = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'organizationId'
    | 'roleId'
    | 'email'
    | 'name'
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'colorCode'
    | 'cityId'
    | 'status'
  >
>;

const PHONE_FIELD = 'phone';

export const userList = defineListResource({
  fields: {
    id: { column: users.id, type: 'number', sortable: true },
    name: { column: users.name, type: 'text', sortable: true },
    firstName: { column: users.firstName, type: 'text', sortable: true },
    lastName: { column: users.lastName, type: 'text', sortable: true },
    email: { column: users.email, type: 'text', sortable: true },
    // Filters on the phone are taken out before the engine sees them (lib/phone-filter.ts).
    [PHONE_FIELD]: { column: users.phone, type: 'text', sortable: true },
    // A number rather than an enum: clients send role ids as numbers; an unknown id matches nothing.
    roleId: { column: users.roleId, type: 'number', sortable: true },
    status: { column: users.status, type: 'enum', values: users.status.enumValues, sortable: true },
    organizationId: { column: users.organizationId, type: 'number', sortable: true },
    organizationName: { column: organizations.name, type: 'text', sortable: true },
    roleName: { column: roles.name, type: 'text', sortable: true },
    cityId: { column: users.cityId, type: 'number', sortable: true },
    createdAt: { column: users.createdAt, type: 'date', sortable: true },
  },
  // The quick search: name, e-mail, phone, and the names of the organization and city (any language).
  search: {
    text: [users.name, users.email],
    phones: [users.phone],
    references: [
      { column: users.organizationId, id: organizations.id, text: [organizations.name] },
      { column: users.cityId, id: cities.id, text: [cities.name, cities.nameEn, cities.nameRu] },
    ],
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: users.id,
});

/** Users with the names of their organization, role and city, selecting the given fields. */
const withNames = (db: Executor, fields: SelectedFields) =>
  db
    .select(fields)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .$dynamic();

/** The user's own row, for a change: locked reads and the dropdown need no joins. */
const records = tableRepository({
  table: users,
  id: users.id,
  columns: recordColumns,
  order: [users.name],
  option: { label: users.name },
});

export const usersRepository = {
  page: (db: Executor, input: ListQuery, scope: SQL | undefined, language: Language) => {
    const { query, conditions, indexes } = extractPhoneFilters(input, PHONE_FIELD, [users.phone]);
    return renumberFilterErrors(indexes, () =>
      runListQuery(db, {
        resource: userList,
        query,
        language,
        scope: and(scope, ...conditions),
        columns: listColumns(language),
        from: (fields) => withNames(db, fields),
      }),
    );
  },

  findById: async (db: Executor, id: number, scope: SQL | undefined, language: Language) => {
    const [row] = await withNames(db, listColumns(language))
      .where(and(eq(users.id, id), scope))
      .limit(1);
    return row as UserRow | undefined;
  },

  findForUpdate: records.findForUpdate,
  options: records.options,

  organization: async (db: Executor, id: number) => {
    const [row] = await db
      .select({ id: organizations.id, isOperator: organizations.isOperator })
      .from(organizations)
      .where(eq(organizations.id, id));
    return row;
  },

  cityExists: async (db: Executor, id: number) => {
    const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
    return row !== undefined;
  },

  /** The user who has the e-mail, case-insensitively, on the unique index over lower(email). */
  emailHolder: async (db: Executor, email: string, exceptUserId?: number) => {
    const [row] = await db
      .select({ name: users.name, organizationId: users.organizationId })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = lower(${email})`,
          exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
        ),
      )
      .limit(1);
    return row;
  },

  insert: async (tx: Executor, values: Required<UserValues> & { passwordHash: string }) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, passwordChangedAt: sql`now()` })
      .returning({ id: users.id });
    return row!.id;
  },

  /** Writes only when the row is still at `version`; false means someone else wrote first. */
  update: async (tx: Executor, id: number, version: number, values: UserValues) => {
    const rows = await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, id), eq(users.version, version)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  setPassword: async (tx: Executor, id: number, passwordHash: string) => {
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, id))
      .returning({ passwordChangedAt: users.passwordChangedAt });
    return row?.passwordChangedAt ?? null;
  },

  /** Records that are the user's work: deleting the user would orphan or lose them. */
  hasWorkRecords: async (tx: Executor, id: number) => {
    const result = await tx.execute<{ used: boolean }>(
      sql`select exists (select 1 from ${userAds} where ${userAds.userId} = ${id})
              or exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${id})
              or exists (select 1 from ${budgetLineItems} where ${budgetLineItems.userId} = ${id})
              or exists (select 1 from ${contacts} where ${contacts.createdByUserId} = ${id})
              or exists (select 1 from ${announcements} where ${announcements.createdByUserId} = ${id})
              as used`,
    );
    return result.rows[0]?.used === true;
  },

  delete: async (tx: Executor, id: number) => {
    await tx.delete(users).where(eq(users.id, id));
  },
};
