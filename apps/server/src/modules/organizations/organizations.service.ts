import type {
  CreateOrganizationInput,
  DropdownOption,
  ListQuery,
  Organization,
  OrganizationUser,
  Page,
  UpdateOrganizationInput,
} from '@emlak/contracts';
import type { Db, Executor } from '../../db/client';
import { organizations } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { onForeignKeyViolation } from '../../lib/constraint-errors';
import { organizationScope } from '../../lib/organization-scope';
import { recordChange } from '../audit/audit-recorder';
import { graceDaysLeft } from './grace-period';
import {
  organizationsRepository as repository,
  type OrganizationRecord,
  type OrganizationRow,
  type OrganizationValues,
} from './organizations.repository';

const ENTITY = 'organization';

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
const inUse = () => new AppError('organization_in_use');

const readBack = async (db: Executor, id: number) => {
  const row = await repository.findById(db, id);
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
    list: async (actor: Actor): Promise<Organization[]> => {
      const now = new Date();
      const rows = await repository.list(db, organizationScope(actor, organizations.id));
      return rows.map((row) => toOrganization(row, now));
    },

    page: async (actor: Actor, query: ListQuery): Promise<Page<Organization>> => {
      const now = new Date();
      const page = await repository.page(
        db,
        query,
        actor.language,
        organizationScope(actor, organizations.id),
      );
      return { ...page, items: page.items.map((row) => toOrganization(row, now)) };
    },

    get: async (actor: Actor, id: number): Promise<Organization> => {
      const row = await repository.findById(db, id, organizationScope(actor, organizations.id));
      if (!row) throw notFound();
      return toOrganization(row);
    },

    dropdown: (actor: Actor): Promise<DropdownOption[]> =>
      repository.options(db, actor.language, organizationScope(actor, organizations.id)),

    /** Another organization's users answer 404, as if it did not exist. */
    users: async (actor: Actor, id: number): Promise<OrganizationUser[]> => {
      if (!(await repository.exists(db, id, organizationScope(actor, organizations.id)))) throw notFound();
      return repository.members(db, id);
    },

    create: (actor: Actor, input: CreateOrganizationInput): Promise<Organization> =>
      db.transaction(async (tx) => {
        const id = await repository.insert(tx, {
          name: input.name,
          isContactEnabled: input.isContactEnabled,
          status: input.status,
          ...lockValues(input.isLocked),
        });
        const created = await repository.findById(tx, id);
        if (!created) throw notFound();
        await recordChange(tx, actor, {
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
    update: async (actor: Actor, id: number, input: UpdateOrganizationInput): Promise<Organization> => {
      if (input.id !== undefined && input.id !== id) throw fieldError('id', 'validation.invalidValue');
      return db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, id, organizationScope(actor, organizations.id));
        if (!before) throw notFound();
        const isLocked = input.isLocked ?? before.isLocked;
        const status = input.status ?? before.status;
        if (actor.scope !== 'all' && (isLocked !== before.isLocked || status !== before.status)) {
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
        await recordChange(tx, actor, {
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
    setLocked: (actor: Actor, id: number, locked: boolean): Promise<Organization> =>
      db.transaction(async (tx) => {
        const before = await repository.findForUpdate(tx, id, organizationScope(actor, organizations.id));
        if (!before) throw notFound();
        if (before.isLocked === locked) return readBack(tx, id);
        await applyLock(tx, before, locked);
        await repository.update(tx, id, before.version, lockValues(locked));
        await recordChange(tx, actor, {
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
    delete: (actor: Actor, id: number): Promise<void> =>
      onForeignKeyViolation(inUse, () =>
        db.transaction(async (tx) => {
          const before = await repository.findForUpdate(tx, id, organizationScope(actor, organizations.id));
          if (!before) throw notFound();
          if (before.isOperator) throw operatorRefused();
          if (await repository.hasUsersOrBudgets(tx, id)) throw inUse();
          // The entry outlives the organization, so it is filed under none (SuperAdmins see it).
          await recordChange(tx, actor, {
            action: 'organization.deleted',
            entity: ENTITY,
            entityId: id,
            organizationId: null,
            before: audited(before),
          });
          await repository.delete(tx, id);
        }),
      ),
  };
};

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
