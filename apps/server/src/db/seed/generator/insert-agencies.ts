import { sql } from 'drizzle-orm';
import type { Executor } from '../../client';
import { organizations, users } from '../../schema';
import { GENERATED_EMAIL_DOMAIN, type GeneratedAgency } from './generate-agencies';

const DAY_MS = 86_400_000;
/** The agencies have worked longer than the two years of listings and deals the generator makes. */
const AGENCY_AGE_DAYS = 800;
const GRACE_PERIOD_DAYS = 35;

/** True when the generated agencies are there already (their accounts' e-mail domain). */
export const hasGeneratedAgencies = async (db: Executor): Promise<boolean> => {
  const result = await db.execute<{ found: boolean }>(
    sql`select exists (select 1 from users where lower(email) like ${`%@${GENERATED_EMAIL_DOMAIN}`}) as found`,
  );
  return Boolean(result.rows[0]?.found);
};

/** Inserts the agencies and their accounts, all signing in with one password (its hash given). */
export const insertAgencies = async (
  db: Executor,
  agencies: readonly GeneratedAgency[],
  options: { now: Date; passwordHash: string; cityId: number | null },
): Promise<void> => {
  const createdAt = new Date(options.now.getTime() - AGENCY_AGE_DAYS * DAY_MS);
  // One agency after another: `db` may be a transaction, a single connection.
  for (const agency of agencies) {
    const [row] = await db
      .insert(organizations)
      .values({
        name: agency.name,
        createdAt,
        updatedAt: createdAt,
        gracePeriodEnd: new Date(createdAt.getTime() + GRACE_PERIOD_DAYS * DAY_MS),
      })
      .returning({ id: organizations.id });
    await db.insert(users).values(
      agency.users.map((user) => ({
        ...user,
        organizationId: row!.id,
        passwordHash: options.passwordHash,
        cityId: options.cityId,
        country: 'Azərbaycan',
        createdAt,
        updatedAt: createdAt,
      })),
    );
  }
};
