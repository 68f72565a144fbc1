import type { Db } from '../../db/client';
import { bakuDayStart } from '../../lib/baku-time';
import { createUserAdFixtures } from '../user-ads/user-ads.test-support';

type Agent = { id: number; organizationId: number };

/**
 * Writes that statistics count, straight into the tables (the triggers of migrations 0011 and 0013
 * keep user_daily_stats and user_monthly_stats), with the moments and days a test names: a listing the agent posted, a
 * listing added to the personal list, a sale.
 */
export const createStatisticsFixtures = async (db: Db) => {
  const fx = await createUserAdFixtures(db);

  /** A moment inside a Baku day: `hour` o'clock Baku time. */
  const at = (day: string, hour = 12) => new Date(bakuDayStart(day).getTime() + hour * 3_600_000);

  const posted = (agent: Agent, price: string, createdAt: Date) =>
    fx.listing({ organizationId: agent.organizationId, createdByUserId: agent.id, price, createdAt });

  const added = async (agent: Agent, addedAt: Date) => (await fx.listed(agent, {}, { addedAt })).row;

  const sold = async (
    agent: Agent,
    sale: { soldDate: string; soldPrice: string | null; seller: string; buyer: string; addedAt?: Date },
  ) =>
    (
      await fx.listed(
        agent,
        { isSold: true },
        {
          status: 'sold',
          addedAt: sale.addedAt ?? at(sale.soldDate),
          soldAt: at(sale.soldDate),
          soldDate: sale.soldDate,
          soldPrice: sale.soldPrice,
          amountOfSeller: sale.seller,
          amountOfBuyer: sale.buyer,
        },
      )
    ).row;

  return { ...fx, at, posted, added, sold };
};

/** Money strings summed as cents, for comparing sums in tests (the server sums in SQL). */
export const cents = (amount: string): number => Math.round(Number(amount) * 100);
