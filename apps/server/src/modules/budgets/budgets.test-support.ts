import { randomBytes } from 'node:crypto';
import { Role } from '@emlak/contracts';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { bakuDayStart } from '../../lib/baku-time';
import { createUser } from '../../../test/helpers';

/** A moment inside a Baku day (noon by default), for a fixed clock. */
export const bakuNoon = (day: string, hour = 12) => new Date(bakuDayStart(day).getTime() + hour * 3_600_000);

/** The Actor a route would build for a user, for calling a service with a fixed clock. */
export const actorOf = (
  user: { id: number; roleId: number; organizationId: number; name: string; email: string },
  scope: Actor['scope'],
  language: Actor['language'] = 'en',
): Actor => ({
  language,
  clientAddress: '127.0.0.1',
  userAgent: null,
  deviceId: null,
  requestId: 'test',
  userId: user.id,
  roleId: user.roleId as Actor['roleId'],
  organizationId: user.organizationId,
  scope,
  sessionId: null,
  fullName: user.name,
  email: user.email,
});

const plan = async (db: Db, price: string) => {
  const [row] = await db
    .insert(plans)
    .values({ name: `Plan ${price} ${randomBytes(3).toString('hex')}`, price, requestLimit: 100 })
    .returning();
  return row!;
};

/**
 * Three agents of one organization and their subscriptions in early 2025, each period
 * [start, end) as decision 1 stores it. The expected figures of the tests are worked out by hand
 * from these dates (price * days / 30, rounded once to qəpik):
 *
 * | sub | user | price | period                  | Feb        | Mar         | Apr         | May         |
 * | s1  | u1   | 100   | 2025-04-16 → 2025-05-26 |            |             | 15 d 50.00  | 25 d 83.33  |
 * | s2  | u2   | 85    | 2025-03-29 → 2025-04-08 |            | 3 d 8.50    | 7 d 19.83   |             |
 * | s3  | u2   | 100   | 2025-04-08 → 2025-05-18 |            |             | 23 d 76.67  | 17 d 56.67  |
 * | s4  | u3   | 50    | 2025-02-01 → 2025-03-01 | 28 d 46.67 | (0 days)    |             |             |
 * | s5  | u3   | 50    | 2025-03-20 → 2025-04-29 |            | 12 d 20.00  | 28 d 46.67  |             |
 *
 * Month totals: Feb 46.67, Mar 28.50, Apr 193.17, May 140.00.
 */
export const createBillingFixture = async (db: Db, organizationId: number) => {
  const [p100, p85, p50, free] = [
    await plan(db, '100.00'),
    await plan(db, '85.00'),
    await plan(db, '50.00'),
    await plan(db, '0.00'),
  ];
  const u1 = await createUser(db, { organizationId, roleId: Role.User });
  const u2 = await createUser(db, { organizationId, roleId: Role.User });
  const u3 = await createUser(db, { organizationId, roleId: Role.User });
  /** A subscription of a user of the fixture's organization (or of `ofOrganization`). */
  const subscribe = async (
    userId: number,
    planId: number,
    startDate: string,
    endDate: string,
    ofOrganization = organizationId,
  ) => {
    const [row] = await db
      .insert(subscriptions)
      .values({ userId, organizationId: ofOrganization, subscriptionPlanId: planId, startDate, endDate })
      .returning();
    return row!;
  };
  const s1 = await subscribe(u1.id, p100.id, '2025-04-16', '2025-05-26');
  const s2 = await subscribe(u2.id, p85.id, '2025-03-29', '2025-04-08');
  const s3 = await subscribe(u2.id, p100.id, '2025-04-08', '2025-05-18');
  const s4 = await subscribe(u3.id, p50.id, '2025-02-01', '2025-03-01');
  const s5 = await subscribe(u3.id, p50.id, '2025-03-20', '2025-04-29');
  return { plans: { p100, p85, p50, free }, users: { u1, u2, u3 }, subs: { s1, s2, s3, s4, s5 }, subscribe };
};
