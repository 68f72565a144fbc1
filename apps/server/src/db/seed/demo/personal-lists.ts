import { bakuDate } from '../../../lib/baku-time';
import type { userAds } from '../../schema';
import type { AnnouncementRow } from '../generator/generate-announcements';
import type { Random } from '../generator/random';

type Agent = { id: number; organizationId: number };
type UserAdRow = typeof userAds.$inferInsert;

const STATUSES = [
  ['added', 45],
  ['work', 25],
  ['sold', 30],
] as const;

const between = (random: Random, from: Date, to: Date, share = 1) =>
  new Date(from.getTime() + Math.floor((to.getTime() - from.getTime()) * random.next() * share));

const money = (value: number) => value.toFixed(2);

/**
 * The agents' personal lists: 30-80 announcements each, added, worked on or sold, every event
 * after the one before it. Sold announcements are marked sold in `rows` too. No announcement
 * is listed twice, so none can be sold twice.
 */
export const buildPersonalLists = (
  random: Random,
  rows: AnnouncementRow[],
  agents: readonly Agent[],
  now: Date,
): UserAdRow[] => {
  const order = rows.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let cursor = 0;
  const entries: UserAdRow[] = [];
  for (const agent of agents) {
    const wanted = random.int(30, 80);
    for (let listed = 0; listed < wanted && cursor < order.length; cursor++) {
      const row = rows[order[cursor]!]!;
      if (row.organizationId !== null && row.organizationId !== agent.organizationId) continue;
      listed++;
      const status = random.weighted(STATUSES);
      // Agents act within weeks of a listing appearing, so deals spread over the whole year.
      const addedAt = between(random, row.createdAt, now, 0.2);
      const workedAt = status === 'added' ? null : between(random, addedAt, now, 0.1);
      const soldAt = status === 'sold' && workedAt ? between(random, workedAt, now, 0.2) : null;
      const entry: UserAdRow = {
        userId: agent.id,
        organizationId: agent.organizationId,
        announcementId: row.id,
        status,
        addedAt,
        workedAt,
        updatedAt: soldAt ?? workedAt ?? addedAt,
      };
      if (soldAt) {
        const price = Number(row.price);
        const sale = row.addType === 'sell';
        const soldPrice = sale ? Math.round((price * random.float(0.9, 1)) / 100) * 100 : price;
        // A sale earns a few percent from each side; a rental about half a month's rent.
        const seller = sale ? soldPrice * random.float(0.01, 0.03) : soldPrice * random.float(0.3, 0.5);
        const buyer = random.chance(0.4)
          ? 0
          : sale
            ? soldPrice * random.float(0.01, 0.02)
            : soldPrice * random.float(0.2, 0.5);
        Object.assign(entry, {
          soldAt,
          soldDate: bakuDate(soldAt),
          soldPrice: money(soldPrice),
          amountOfSeller: money(seller),
          amountOfBuyer: money(buyer),
        });
        row.isSold = true;
        row.soldAt = soldAt;
        if (row.updatedAt < soldAt) row.updatedAt = soldAt;
      }
      entries.push(entry);
    }
  }
  return entries;
};
