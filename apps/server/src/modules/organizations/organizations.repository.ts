import { GRACE_PERIOD_DAYS } from '@emlak/contracts';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { budgets, organizations, sessions, users } from '../../db/schema';
import { defineListResource, UNPAGED_LIST_LIMIT } from '../../lib/list-query';
import { tableRepository } from '../../lib/table-repository';

const recordColumns = {
  id: organizations.id,
  name: organizations.name,
  isContactEnabled: organizations.isContactEnabled,
  isLocked: organizations.isLocked,
  lockedReason: organizations.lockedReason,
  status: organizations.status,
  isOperator: organizations.isOperator,
  gracePeriodEnd: organizations.gracePeriodEnd,
  createdAt: organizations.createdAt,
  updatedAt: organizations.updatedAt,
  version: organizations.version,
};

// A correlated count rides the (organization_id, id) index of users: one query for the whole page.
// Written out in full because drizzle leaves columns unqualified in the select list of a query
// without joins, where "id" inside the subquery would mean users.id.
const listColumns = {
  ...recordColumns,
  userCount: sql<number>`(select count(*)::int from users member where member.organization_id = organizations.id)`,
};

export type OrganizationRecord = NonNullable<
  Awaited<ReturnType<typeof organizationsRepository.findForUpdate>>
>;
export type OrganizationRow = Awaited<ReturnType<typeof organizationsRepository.list>>[number];

const organizationList = defineListResource({
  fields: {
    id: { column: organizations.id, type: 'number', sortable: true },
    name: { column: organizations.name, type: 'text', sortable: true },
    status: {
      column: organizations.status,
      type: 'enum',
      values: organizations.status.enumValues,
      sortable: true,
    },
    isLocked: { column: organizations.isLocked, type: 'boolean', sortable: true },
    isContactEnabled: { column: organizations.isContactEnabled, type: 'boolean', sortable: true },
    gracePeriodEnd: { column: organizations.gracePeriodEnd, type: 'date', sortable: true },
    createdAt: { column: organizations.createdAt, type: 'date', sortable: true },
  },
  search: { text: [organizations.name] },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  tieBreaker: organizations.id,
});

export type OrganizationValues = Partial<
  Pick<
    typeof organizations.$inferInsert,
    'name' | 'isContactEnabled' | 'isLocked' | 'lockedReason' | 'status'
  >
>;

export const organizationsRepository = {
  ...tableRepository({
    table: organizations,
    id: organizations.id,
    columns: listColumns,
    // A locked read is for a change: the member count is not needed, and not counted under the lock.
    lockedColumns: recordColumns,
    order: [organizations.name],
    list: organizationList,
    option: { label: organizations.name },
  }),

  exists: async (db: Executor, id: number, scope: SQL | undefined) => {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, id), scope));
    return row !== undefined;
  },

  /** The grace period starts with the row: the database clock sets both. */
  insert: async (tx: Executor, values: Required<OrganizationValues>) => {
    const [row] = await tx
      .insert(organizations)
      .values({ ...values, gracePeriodEnd: sql`now() + make_interval(days => ${GRACE_PERIOD_DAYS})` })
      .returning({ id: organizations.id });
    return row!.id;
  },

  /** Writes only when the row is still at `version`; false means someone else wrote first. */
  update: async (tx: Executor, id: number, version: number, values: OrganizationValues) => {
    const rows = await tx
      .update(organizations)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${organizations.version} + 1` })
      .where(and(eq(organizations.id, id), eq(organizations.version, version)))
      .returning({ id: organizations.id });
    return rows.length > 0;
  },

  /** Ends every active session of the organization's users in one statement. */
  revokeMemberSessions: async (tx: Executor, organizationId: number) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'user_locked' })
      .where(
        and(
          isNull(sessions.revokedAt),
          inArray(
            sessions.userId,
            tx.select({ id: users.id }).from(users).where(eq(users.organizationId, organizationId)),
          ),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  },

  hasUsersOrBudgets: async (tx: Executor, id: number) => {
    const result = await tx.execute<{ used: boolean }>(
      sql`select exists (select 1 from ${users} where ${users.organizationId} = ${id})
              or exists (select 1 from ${budgets} where ${budgets.organizationId} = ${id}) as used`,
    );
    return result.rows[0]?.used === true;
  },

  delete: async (tx: Executor, id: number) => {
    await tx.delete(organizations).where(eq(organizations.id, id));
  },

  members: (db: Executor, organizationId: number) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        organizationName: organizations.name,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        status: users.status,
        roleId: users.roleId,
      })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.organizationId, organizationId))
      .orderBy(asc(users.name), asc(users.id))
      .limit(UNPAGED_LIST_LIMIT),
};
