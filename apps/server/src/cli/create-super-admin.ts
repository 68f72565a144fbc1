import { Role } from '@emlak/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { isUniqueViolation } from '../lib/pg-errors';

/** The name of the operator organization made when there is none yet. */
export const OPERATOR_ORGANIZATION_NAME = 'Platform Operator';
/** Any constant: two admin:create runs at once must not make two operator organizations. */
const OPERATOR_LOCK_KEY = 7_301_995;

export class AccountExistsError extends Error {}

export type NewSuperAdmin = { email: string; name: string; password: string };

/**
 * Creates a SuperAdmin in the operator organization (made if missing: a fresh database has none,
 * the reference seed does not create one). The password is hashed as the server hashes it. An
 * e-mail already taken, in any letter case, is refused: nothing is changed.
 */
export const createSuperAdmin = async (db: Db, input: NewSuperAdmin): Promise<{ id: number }> => {
  const passwordHash = await hashPassword(input.password);
  const [firstName, ...rest] = input.name.split(/\s+/);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${OPERATOR_LOCK_KEY})`);
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${input.email})`)
        .limit(1);
      if (holder) throw new AccountExistsError(`An account with the e-mail ${input.email} already exists.`);
      let [operator] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.isOperator, true))
        .orderBy(asc(organizations.id))
        .limit(1);
      // The operator is never billed: its grace period is irrelevant, so it ends at once.
      operator ??= (
        await tx
          .insert(organizations)
          .values({ name: OPERATOR_ORGANIZATION_NAME, isOperator: true, gracePeriodEnd: sql`now()` })
          .returning({ id: organizations.id })
      )[0];
      const [row] = await tx
        .insert(users)
        .values({
          organizationId: operator!.id,
          roleId: Role.SuperAdmin,
          email: input.email,
          name: input.name,
          firstName: firstName ?? input.name,
          lastName: rest.length > 0 ? rest.join(' ') : null,
          passwordHash,
          passwordChangedAt: sql`now()`,
        })
        .returning({ id: users.id });
      return { id: row!.id };
    });
  } catch (error) {
    // Another run taking the same e-mail between our check and our insert: the unique index.
    if (isUniqueViolation(error))
      throw new AccountExistsError(`An account with the e-mail ${input.email} already exists.`);
    throw error;
  }
};
