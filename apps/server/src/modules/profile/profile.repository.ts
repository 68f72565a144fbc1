import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';

const profileColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  address: users.address,
  country: users.country,
  fin: users.fin,
  job: users.job,
  colorCode: users.colorCode,
  roleId: users.roleId,
  organizationId: users.organizationId,
  organizationName: organizations.name,
  termsAcceptedAt: users.termsAcceptedAt,
  termsVersion: users.termsVersion,
};

export type ProfileRow = Awaited<ReturnType<typeof findProfile>>;

/** With `forUpdate`, the user's row stays locked until the transaction ends. */
export const findProfile = async (
  executor: Executor,
  userId: number,
  options: { forUpdate?: boolean } = {},
) => {
  const query = executor
    .select(profileColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  const [row] = options.forUpdate ? await query.for('update', { of: users }) : await query;
  return row;
};

export const isEmailTaken = async (executor: Executor, email: string, exceptUserId: number) => {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
};

export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'email' | 'name' | 'firstName' | 'lastName' | 'phone' | 'address' | 'country' | 'fin' | 'job'
  >
>;

export const updateProfile = async (executor: Executor, userId: number, values: ProfileChanges) => {
  await executor
    .update(users)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
};
