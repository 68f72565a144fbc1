import type {
  CreateOrganizationInput,
  DropdownOption,
  ListQuery,
  Organization,
  OrganizationUser,
  Page,
  UpdateOrganizationInput,
} from '@emlak/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { requireAuth, type AuthContext } from '../../plugins/access-policy';
import { recordChange } from '../audit/audit-recorder';
import { graceDaysLeft } from './grace-period';
import {
  organizationsRepository as repository,
  type OrganizationRecord,
  type OrganizationRow,
  type OrganizationValues,
} from './organizations.repository';

const ENTITY = 'organization';

/** 'all' reaches every organization; any narrower scope only the caller's own. */
const scopeOf = (auth: AuthContext): SQL | undefined =>
  auth.scope === 'all' ? undefined : eq(organizations.id, auth.organizationId);

const toOrganization = (row: OrganizationRow, now = new Date()): Organization => ({
  ...row,
  gracePeriodEnd: row.gracePeriodEnd.toISOString(),
  daysLeft: graceDaysLeft(row.gracePeriodEnd, now),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of an organization: its business fields, not the bookkeeping. */
const audited = (row: OrganizationRecord) => ({
  name: row.name,
  isContactEnabled: row.isContactEnabled,
  isLocked: row.isLocked,
  lockedReason: row.lockedReason,
  status: row.status,
  gracePeriodEnd: row.gracePeriodEnd,
});

const operatorRefused = () => new AppError('business_rule');

const readBack = async (db: Executor, id: number) => {
  const row = await repository.findById(db, id, undefined);
  if (!row) throw notFound();
  return toOrganization(row);
};

/** The lock fields that go with a change of isLocked; a lock by hand is 'manual'. */
const lockValues = (locked: boolean): Required<Pick<OrganizationValues, 'isLocked' | 'lockedReason'>> => ({
  isLocked: locked,
  lockedReason: locked ? 'manual' : null,
});

export const createOrganizationsService = (db: Db) => {
  /**
   * Locks or unlocks inside the caller's transaction. Locking ends the sessions of every user
   * of the organization, so that nobody keeps working in it on a token issued before the lock.
   */
  const applyLock = async (tx: Executor, before: OrganizationRecord, locked: boolean) => {
    if (locked && before.isOperator) throw operatorRefused();
    if (locked) await repository.revokeMemberSessions(tx, before.id);
  };

  return {
    list: async (request: FastifyRequest): Promise<Organization[]> => {
      const now = new Date();
      const rows = await repository.list(db, scopeOf(requireAuth(request)));
      return rows.map((row) => toOrganization(row, now));
    },

    page: async (request: FastifyRequest, query: ListQuery): Promise<Page<Organization>> => {
      const now = new Date();
      const page = await repository.page(db, query, scopeOf(requireAuth(request)));
      return { ...page, items: page.items.map((row) => toOrganization(row, now)) };
    },

    get: async (request: FastifyRequest, id: number): Promise<Organization> => {
      const row = await repository.findById(db, id, scopeOf(requireAuth(request)));
      if (!row) throw notFound();
      return toOrganization(row);
    },

    dropdown: (request: FastifyRequest): Promise<DropdownOption[]> =>
      repository.options(db, scopeOf(requireAuth(request))),

    /** Another organization's users answer 404, as if it did not exist. */
    users: async (request: FastifyRequest, id: number): Promise<OrganizationUser[]> => {
      if (!(await repository.exists(db, id, scopeOf(requireAuth(request))))) throw notFound();
      return repository.members(db, id);
    },

    create: (request: FastifyRequest, input: CreateOrganizationInput): Promise<Organization> =>
      db.transaction(async (tx) => {
        const id = await repository.insert(tx, {
          name: input.name,
          isContactEnabled: input.isContactEnabled,
          status: input.status,
          ...lockValues(input.isLocked),
        });
        const created = await repository.findById(tx, id, undefined);
        if (!created) throw notFound();
        await recordChange(tx, request, {
          action: 'organization.created',
          entity: ENTITY,
          entityId: id,
          organizationId: id,
          after: audited(created),
        });
        return toOrganization(created);
      }),

    /**
     * A SuperAdmin may change every field but gracePeriodEnd (which no body carries). An Admin
     * edits the own organization's name and isContactEnabled only: a body that would change
     * isLocked or status is refused with 403 rather than half-applied, while the same values
     * as stored (a form sending the whole record back) are accepted.
     */
    update: async (request: FastifyRequest, id: number, input: UpdateOrganizationInput) => {
      const auth = requireAuth(request);
      if (input.id !== undefined && input.id !== id) throw fieldError('id', 'validation.invalidValue');
      return db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, id, scopeOf(auth));
        if (!before) throw notFound();
        const isLocked = input.isLocked ?? before.isLocked;
        const status = input.status ?? before.status;
        if (auth.scope !== 'all' && (isLocked !== before.isLocked || status !== before.status)) {
          throw forbidden();
        }
        if (before.version !== input.version) throw new AppError('stale_version');

        const values: OrganizationValues = {
          name: input.name,
          isContactEnabled: input.isContactEnabled,
          status,
          ...(isLocked === before.isLocked ? {} : lockValues(isLocked)),
        };
        const after = { ...before, ...values };
        if (JSON.stringify(audited(after)) === JSON.stringify(audited(before))) return readBack(tx, id);

        if (isLocked !== before.isLocked) await applyLock(tx, before, isLocked);
        if (!(await repository.update(tx, id, input.version, values))) throw new AppError('stale_version');
        await recordChange(tx, request, {
          action: 'organization.updated',
          entity: ENTITY,
          entityId: id,
          organizationId: id,
          before: audited(before),
          after: audited(after),
        });
        return readBack(tx, id);
      });
    },

    /** Idempotent: locking a locked organization (or unlocking an unlocked one) changes nothing. */
    setLocked: (request: FastifyRequest, id: number, locked: boolean): Promise<Organization> =>
      db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, id, scopeOf(requireAuth(request)));
        if (!before) throw notFound();
        if (before.isLocked === locked) return readBack(tx, id);
        await applyLock(tx, before, locked);
        await repository.update(tx, id, before.version, lockValues(locked));
        await recordChange(tx, request, {
          action: locked ? 'organization.locked' : 'organization.unlocked',
          entity: ENTITY,
          entityId: id,
          organizationId: id,
          before: audited(before),
          after: audited({ ...before, ...lockValues(locked) }),
        });
        return readBack(tx, id);
      }),

    /**
     * Only an organization nobody works in may go: one with users or budgets (or any other
     * record pointing at it) answers 409 organization_in_use, which tells the caller to
     * deactivate it instead. The operator organization never goes.
     */
    delete: async (request: FastifyRequest, id: number): Promise<void> => {
      const auth = requireAuth(request);
      try {
        await db.transaction(async (tx) => {
          const before = await repository.findForUpdate(tx, id, scopeOf(auth));
          if (!before) throw notFound();
          if (before.isOperator) throw operatorRefused();
          if (await repository.hasUsersOrBudgets(tx, id)) throw new AppError('organization_in_use');
          // The entry outlives the organization, so it is filed under none (SuperAdmins see it).
          await recordChange(tx, request, {
            action: 'organization.deleted',
            entity: ENTITY,
            entityId: id,
            organizationId: null,
            before: audited(before),
          });
          await repository.delete(tx, id);
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('organization_in_use');
        throw error;
      }
    },
  };
};
