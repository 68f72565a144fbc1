import { Role } from '@emlak/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../../lib/passwords';
import type { Executor } from '../../client';
import { cities, contacts, plans, subscriptions, userAds, users } from '../../schema';
import { generateAnnouncements } from '../generator/generate-announcements';
import {
  insertAnnouncements,
  nextAnnouncementId,
  syncAnnouncementIdSequence,
} from '../generator/insert-announcements';
import { loadGeneratorReference } from '../generator/load-reference';
import { createRandom } from '../generator/random';
import { BAKU } from '../reference/cities';
import {
  DEMO_MARKER_EMAIL,
  DEMO_PASSWORD,
  insertDemoAccounts,
  insertDemoExpiredAgent,
  insertDemoMeterAgent,
  insertDemoNewcomerAgent,
  insertDemoUnpaidAgency,
  type DemoAccount,
} from './accounts';
import { buildContacts } from './contacts';
import { buildPersonalLists } from './personal-lists';
import {
  buildLapsedSubscription,
  buildSubscriptions,
  buildTrialSubscription,
  DEMO_TRIAL_PLAN,
} from './subscriptions';

const DEMO_SEED = 20_240_601;
const DEMO_ANNOUNCEMENTS = 5_000;

/**
 * Demo organizations, accounts and a year of market activity around them. Written once: when
 * the marker account exists the demo is left alone, so whatever people did with it survives.
 */
export const seedDemo = async (tx: Executor, log: (message: string) => void): Promise<void> => {
  const [marker] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_MARKER_EMAIL));
  if (marker) return;

  const now = new Date();
  const [baku] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.name, BAKU));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = await insertDemoAccounts(tx, { now, passwordHash, cityId: baku?.id ?? null });
  const agencyUsers = accounts.filter((account) => !account.isOperator);
  const agents = agencyUsers.filter((account) => account.roleId === Role.User);
  const superAdmin = accounts.find((account) => account.roleId === Role.SuperAdmin)!;
  const agencyIds = [...new Set(agencyUsers.map((account) => account.organizationId))];

  const reference = await loadGeneratorReference(tx, { agentOrganizationIds: agencyIds });
  const rows = [
    ...generateAnnouncements({
      seed: DEMO_SEED,
      count: DEMO_ANNOUNCEMENTS,
      startId: await nextAnnouncementId(tx),
      now,
      reference,
    }),
  ];
  const random = createRandom(DEMO_SEED + 1);
  const lists = buildPersonalLists(random, rows, agents, now);
  await insertAnnouncements(tx, rows);
  await syncAnnouncementIdSequence(tx);
  await tx.insert(userAds).values(lists);

  await tx.insert(contacts).values(
    agencyIds.flatMap((organizationId) =>
      buildContacts(
        random,
        organizationId,
        agencyUsers.filter((user) => user.organizationId === organizationId).map((user) => user.id),
        rows,
      ),
    ),
  );
  const activePlans = await tx
    .select({ id: plans.id, isPopular: plans.isPopular })
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.displayOrder));
  if (activePlans.length > 0) {
    await tx
      .insert(subscriptions)
      .values(buildSubscriptions(random, agencyUsers, activePlans, { now, createdByUserId: superAdmin.id }));
  }
  // Last, so that everything above is what it was before the meter agent existed.
  const meterAgent = await insertDemoMeterAgent(tx, {
    now,
    passwordHash,
    cityId: baku?.id ?? null,
    organizationId: agencyIds[0]!,
  });
  await tx.insert(plans).values(DEMO_TRIAL_PLAN).onConflictDoNothing();
  const [trialPlan] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(sql`lower(${plans.name}) = lower(${DEMO_TRIAL_PLAN.name})`);
  await tx
    .insert(subscriptions)
    .values(buildTrialSubscription(meterAgent, trialPlan!.id, { now, createdByUserId: superAdmin.id }));
  // After the meter agent, for the same reason: the customers who have not paid.
  const unpaid = await insertLapsedAccounts(tx, {
    now,
    passwordHash,
    cityId: baku?.id ?? null,
    organizationId: agencyIds[0]!,
    createdByUserId: superAdmin.id,
  });

  // Last of all, for the same reason: the agent who has not accepted the terms, with the same
  // subscription history as the colleagues.
  const newcomer = await insertDemoNewcomerAgent(tx, {
    now,
    passwordHash,
    cityId: baku?.id ?? null,
    organizationId: agencyIds[0]!,
  });
  if (activePlans.length > 0) {
    await tx
      .insert(subscriptions)
      .values(buildSubscriptions(random, [newcomer], activePlans, { now, createdByUserId: superAdmin.id }));
  }

  log(
    `Demo data: ${accounts.length + 2 + unpaid.length} accounts, ${rows.length} announcements, ${lists.length} personal-list entries.`,
  );
};

/** The plans the lapsed subscriptions were on, by name; the most popular active plan if renamed. */
const lapsedPlans = async (tx: Executor) => {
  const rows = await tx
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .where(inArray(plans.name, ['Standart', 'Premium']));
  const fallback = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(sql`${plans.isPopular} desc`, asc(plans.displayOrder))
    .limit(1);
  const byName = (name: string) => rows.find((row) => row.name === name)?.id ?? fallback[0]?.id;
  return { standart: byName('Standart'), premium: byName('Premium') };
};

/**
 * The customers who have not paid (docs/decisions.md "Demo data"): an agent of the first agency
 * whose subscription ended 5 days ago, and the unpaid agency whose two agents' subscriptions
 * ended 10 days ago (its Admin, held only by the lock, has none). The demo upkeep renews none of
 * them and pays nothing for the unpaid agency. Returns the accounts it added.
 */
const insertLapsedAccounts = async (
  tx: Executor,
  options: {
    now: Date;
    passwordHash: string;
    cityId: number | null;
    organizationId: number;
    createdByUserId: number;
  },
): Promise<DemoAccount[]> => {
  const { now, createdByUserId } = options;
  const expiredAgent = await insertDemoExpiredAgent(tx, options);
  const agency = await insertDemoUnpaidAgency(tx, options);
  const [first, second] = agency.filter((account) => account.roleId === Role.User);
  const plan = await lapsedPlans(tx);
  if (plan.standart === undefined || plan.premium === undefined) return [expiredAgent, ...agency];
  await tx
    .insert(subscriptions)
    .values([
      buildLapsedSubscription(expiredAgent, plan.standart, { now, createdByUserId, endedDaysAgo: 5 }),
      buildLapsedSubscription(first!, plan.standart, { now, createdByUserId, endedDaysAgo: 10 }),
      buildLapsedSubscription(second!, plan.premium, { now, createdByUserId, endedDaysAgo: 10 }),
    ]);
  return [expiredAgent, ...agency];
};
