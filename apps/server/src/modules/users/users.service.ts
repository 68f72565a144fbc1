import type {
  CreateUserInput,
  DropdownOption,
  ListQuery,
  Page,
  ResetPasswordInput,
  UpdateUserInput,
  User,
  UserStatus,
} from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, duplicateOf, fieldError, notFound } from '../../lib/app-error';
import { onForeignKeyViolation, onUniqueViolation } from '../../lib/constraint-errors';
import { organizationScope } from '../../lib/organization-scope';
import { hashPassword } from '../../lib/passwords';
import { normalizePhone } from '../../lib/phone';
import { recordChange } from '../audit/audit-recorder';
import { revokeUserSessions } from '../auth/auth.repository';
import {
  assertMayAssign,
  assertMayManage,
  assertNotSelf,
  assertPlacement,
  type Assignment,
} from './user-rules';
import {
  usersRepository as repository,
  type UserRecord,
  type UserRow,
  type UserValues,
} from './users.repository';

const ENTITY = 'user';

const toUser = (row: UserRow): User => ({
  ...row,
  lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log keeps of a user: never the password hash. */
const audited = (row: UserValues) => ({
  name: row.name,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  colorCode: row.colorCode,
  roleId: row.roleId,
  organizationId: row.organizationId,
  cityId: row.cityId,
  status: row.status,
});

/**
 * A taken e-mail is a 409 on `email`. Sign-in names are unique across agencies, so the holder is
 * named only to an actor who may see them (their own agency's user, or any for a SuperAdmin);
 * anyone else learns only that the address is taken, never who in which agency has it; so does a
 * write the unique index refused (two requests took the address at once).
 */
const duplicateEmail = (actor?: Actor, holder?: { name: string; organizationId: number }) =>
  actor && holder && (actor.scope === 'all' || holder.organizationId === actor.organizationId)
    ? duplicateOf('email', 'validation.emailTakenBy', { name: holder.name })
    : duplicateOf('email', 'validation.emailTaken');
const inUse = () => new AppError('user_in_use');

/** undefined leaves the phone as it is, null or an empty text clears it, anything else must be a phone. */
const phoneOf = (value: string | null | undefined): string | null | undefined => {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const phone = normalizePhone(value);
  if (!phone) throw fieldError('phone', 'validation.invalidPhone');
  return phone;
};

type NameInput = { name?: string | null; firstName: string; lastName: string };

/** A name given is kept; none (null, empty) is "firstName lastName". */
const nameOf = (input: NameInput) => input.name?.trim() || `${input.firstName} ${input.lastName}`;

/**
 * The name after an edit. Omitted, the stored name stays, unless it was the generated
 * "firstName lastName" and the first or last name changed: then it follows them.
 */
const editedNameOf = (
  input: NameInput,
  before: { name: string; firstName: string | null; lastName: string | null },
) => {
  if (input.name !== undefined) return nameOf(input);
  const namesChanged = input.firstName !== before.firstName || input.lastName !== before.lastName;
  const wasGenerated = before.name === [before.firstName, before.lastName].filter(Boolean).join(' ');
  return namesChanged && wasGenerated ? nameOf(input) : before.name;
};

/** The organization must exist and suit the role; the city, when one is named, must exist. */
const assertReferences = async (tx: Executor, wanted: Assignment, cityId: number | null | undefined) => {
  const organization = await repository.organization(tx, wanted.organizationId);
  if (!organization) throw fieldError('organizationId', 'validation.invalidValue');
  assertPlacement(wanted, organization);
  if (cityId != null && !(await repository.cityExists(tx, cityId))) {
    throw fieldError('cityId', 'validation.invalidValue');
  }
};

export const createUsersService = (db: Db) => {
  const readBack = async (tx: Executor, actor: Actor, id: number) => {
    const row = await repository.findById(tx, id, undefined, actor.language);
    if (!row) throw notFound();
    return toUser(row);
  };

  /** The row for a change by the actor: 404 outside the scope, 403 for someone they may not manage. */
  const lockedTarget = async (tx: Executor, actor: Actor, id: number): Promise<UserRecord> => {
    const target = await repository.findForUpdate(tx, id, organizationScope(actor, users.organizationId));
    if (!target) throw notFound();
    assertMayManage(actor, target);
    return target;
  };

  return {
    page: async (actor: Actor, query: ListQuery): Promise<Page<User>> => {
      const page = await repository.page(
        db,
        query,
        organizationScope(actor, users.organizationId),
        actor.language,
      );
      return { ...page, items: page.items.map(toUser) };
    },

    get: async (actor: Actor, id: number): Promise<User> => {
      const row = await repository.findById(
        db,
        id,
        organizationScope(actor, users.organizationId),
        actor.language,
      );
      if (!row) throw notFound();
      return toUser(row);
    },

    dropdown: (actor: Actor): Promise<DropdownOption[]> =>
      repository.options(db, actor.language, organizationScope(actor, users.organizationId)),

    /**
     * The users of one organization: the caller's own, or for a SuperAdmin the one named. Naming
     * another organization without the reach answers 404, as if it did not exist.
     */
    organizationOptions: async (actor: Actor, organizationId?: number): Promise<DropdownOption[]> => {
      const target = organizationId ?? actor.organizationId;
      if (actor.scope !== 'all' && target !== actor.organizationId) throw notFound();
      if (!(await repository.organization(db, target))) throw notFound();
      return repository.options(db, actor.language, eq(users.organizationId, target));
    },

    create: async (actor: Actor, input: CreateUserInput): Promise<User> => {
      const wanted: Assignment = {
        roleId: input.roleId,
        organizationId: input.organizationId,
        status: input.status,
      };
      assertMayAssign(actor, wanted);
      const phone = phoneOf(input.phone) ?? null;
      const passwordHash = await hashPassword(input.password);
      // The unique index on lower(email) still catches two users taking one e-mail at the same moment.
      return onUniqueViolation(duplicateEmail, () =>
        db.transaction(async (tx) => {
          await assertReferences(tx, wanted, input.cityId);
          const holder = await repository.emailHolder(tx, input.email);
          if (holder) throw duplicateEmail(actor, holder);
          const values = {
            ...wanted,
            email: input.email,
            name: nameOf(input),
            firstName: input.firstName,
            lastName: input.lastName,
            phone,
            colorCode: input.colorCode ?? null,
            cityId: input.cityId ?? null,
          };
          const id = await repository.insert(tx, { ...values, passwordHash });
          await recordChange(tx, actor, {
            action: 'user.created',
            entity: ENTITY,
            entityId: id,
            organizationId: wanted.organizationId,
            after: audited(values),
          });
          return readBack(tx, actor, id);
        }),
      );
    },

    /**
     * Optimistic: the body names the version it was read at, and a write over someone else's
     * answers 409 stale_version. Locking through the edit ends the user's sessions like
     * POST /users/{id}/lock does.
     */
    update: async (actor: Actor, id: number, input: UpdateUserInput): Promise<User> => {
      if (input.id !== undefined && input.id !== id) throw fieldError('id', 'validation.invalidValue');
      const phone = phoneOf(input.phone);
      return onUniqueViolation(duplicateEmail, () =>
        db.transaction(async (tx) => {
          const before = await lockedTarget(tx, actor, id);
          const wanted: Assignment = {
            roleId: input.roleId,
            organizationId: input.organizationId,
            status: input.status ?? before.status,
          };
          assertMayAssign(actor, wanted, before);
          if (before.version !== input.version) throw new AppError('stale_version');

          const values: UserValues = {
            ...wanted,
            email: input.email,
            name: editedNameOf(input, before),
            firstName: input.firstName,
            lastName: input.lastName,
            ...(phone === undefined ? {} : { phone }),
            ...(input.colorCode === undefined ? {} : { colorCode: input.colorCode }),
            ...(input.cityId === undefined ? {} : { cityId: input.cityId }),
          };
          const after = { ...before, ...values };
          const changed = (field: keyof UserValues) => after[field] !== before[field];
          if (!Object.keys(values).some((field) => changed(field as keyof UserValues))) {
            return readBack(tx, actor, id);
          }

          if (changed('organizationId') || changed('roleId') || changed('cityId')) {
            await assertReferences(tx, wanted, changed('cityId') ? after.cityId : null);
          }
          // A user's work (listings, personal list, sales, subscriptions) and the statistics over it
          // belong to the agency it was done in: moving the account would hand that history to the
          // new agency's Admin (docs/decisions.md "Statistics"). A new account is made instead.
          if (changed('organizationId') && (await repository.hasWorkRecords(tx, id))) {
            throw fieldError('organizationId', 'validation.userHasWorkRecords');
          }
          const holder = changed('email') ? await repository.emailHolder(tx, input.email, id) : undefined;
          if (holder) throw duplicateEmail(actor, holder);
          if (!(await repository.update(tx, id, input.version, values))) throw new AppError('stale_version');
          if (changed('status') && after.status === 'locked') await revokeUserSessions(tx, id, 'user_locked');
          await recordChange(tx, actor, {
            action: 'user.updated',
            entity: ENTITY,
            entityId: id,
            organizationId: after.organizationId,
            before: audited(before),
            after: audited(after),
          });
          return readBack(tx, actor, id);
        }),
      );
    },

    /** Idempotent. Locking ends every session of the user: their next call answers 401. */
    setStatus: (actor: Actor, id: number, status: UserStatus): Promise<User> => {
      if (status === 'locked') assertNotSelf(actor, id);
      return db.transaction(async (tx) => {
        const before = await lockedTarget(tx, actor, id);
        if (before.status === status) return readBack(tx, actor, id);
        await repository.update(tx, id, before.version, { status });
        if (status === 'locked') await revokeUserSessions(tx, id, 'user_locked');
        await recordChange(tx, actor, {
          action: status === 'locked' ? 'user.locked' : 'user.unlocked',
          entity: ENTITY,
          entityId: id,
          organizationId: before.organizationId,
          before: { status: before.status },
          after: { status },
        });
        return readBack(tx, actor, id);
      });
    },

    /**
     * An administrator sets a new password without knowing the old one, so it is refused for
     * oneself (that is change-password, which asks for the current one). The user's sessions
     * end; the audit entry says when, never what.
     */
    resetPassword: async (actor: Actor, id: number, input: ResetPasswordInput): Promise<void> => {
      assertNotSelf(actor, id);
      await db.transaction(async (tx) => {
        const before = await lockedTarget(tx, actor, id);
        const passwordChangedAt = await repository.setPassword(tx, id, await hashPassword(input.newPassword));
        await revokeUserSessions(tx, id, 'password_changed');
        await recordChange(tx, actor, {
          action: 'user.password_reset',
          entity: ENTITY,
          entityId: id,
          organizationId: before.organizationId,
          before: { passwordChangedAt: before.passwordChangedAt },
          after: { passwordChangedAt },
        });
      });
    },

    /**
     * Deleting is for users created by mistake. One with work records (personal list, sales,
     * subscriptions, contacts or announcements) answers 409 user_in_use, which tells the
     * caller to lock them instead; nobody deletes themselves.
     */
    delete: async (actor: Actor, id: number): Promise<void> => {
      assertNotSelf(actor, id);
      await onForeignKeyViolation(inUse, () =>
        db.transaction(async (tx) => {
          const before = await lockedTarget(tx, actor, id);
          if (await repository.hasWorkRecords(tx, id)) throw inUse();
          await recordChange(tx, actor, {
            action: 'user.deleted',
            entity: ENTITY,
            entityId: id,
            organizationId: before.organizationId,
            before: audited(before),
          });
          await repository.delete(tx, id);
        }),
      );
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
