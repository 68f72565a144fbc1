import { Role } from '@emlak/contracts';
import { asc, eq, sql } from 'drizzle-orm';
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
import { DEMO_MARKER_EMAIL, DEMO_PASSWORD, insertDemoAccounts, insertDemoMeterAgent } from './accounts';
import { buildContacts } from './contacts';
import { buildPersonalLists } from './personal-lists';
import { buildSubscriptions, buildTrialSubscription, DEMO_TRIAL_PLAN } from './subscriptions';

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

  log(
    `Demo data: ${accounts.length + 1} accounts, ${rows.length} announcements, ${lists.length} personal-list entries.`,
  );
};
