import { bakuDate } from '../../../lib/baku-time';
import type { userAds } from '../../schema';
import type { AnnouncementRow } from './generate-announcements';
import { createRandom, type Random } from './random';

/** An agent whose personal list may take market listings. */
export type ListAgent = { userId: number; organizationId: number };

/** Every column of a personal-list row but its id and version. */
export type UserAdRow = Required<Omit<typeof userAds.$inferInsert, 'id' | 'version'>>;

export type PersonalListOptions = {
  seed: number;
  now: Date;
  /** The agents public listings go to; an agency's own listing goes to the agent who posted it. */
  agents: readonly ListAgent[];
  /** Share of public listings some agent puts in the list. */
  publicShare?: number;
  /** Share of an agency's own listings its poster puts in the list. */
  ownShare?: number;
};

export type PersonalLists = {
  /**
   * The personal-list row for this listing, if an agent takes it, else null. A sold row marks the
   * listing sold (isSold, soldAt, updatedAt), so call it before the listing is stored.
   */
  take: (row: AnnouncementRow) => UserAdRow | null;
};

const DAY_MS = 86_400_000;
const STATUSES = [
  ['added', 45],
  ['work', 25],
  ['sold', 30],
] as const;
/** Defaults: about 110,000 rows for 1,000,000 listings of which 6 % are the agencies' own. */
const PUBLIC_SHARE = 0.085;
const OWN_SHARE = 0.5;

const money = (value: number) => value.toFixed(2);

/** A moment after `from`, at most `withinDays` later and never after `now`; `skew` > 1 favours soon. */
const after = (random: Random, from: Date, now: Date, withinDays: number, skew = 1) => {
  const room = Math.max(0, Math.min(now.getTime() - from.getTime(), withinDays * DAY_MS));
  return new Date(from.getTime() + Math.floor(room * random.next() ** skew));
};

/** A standard normal draw (Box-Muller). */
const gaussian = (random: Random) =>
  Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());

/**
 * Picks agents in proportion to a log-normal activity: most agents list a little, a few list a
 * lot (the busiest about ten times the average), as in a real agency.
 */
const activityPicker = (random: Random, agents: readonly ListAgent[]) => {
  const cumulative: number[] = [];
  let total = 0;
  for (let index = 0; index < agents.length; index++) {
    total += Math.exp(0.8 * gaussian(random));
    cumulative.push(total);
  }
  return (): ListAgent => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return agents[low]!;
  };
};

/**
 * The agents' personal lists, drawn listing by listing while the listings are generated (constant
 * memory per listing, no second pass over a million rows). Each listing is in at most one list,
 * so (user, listing) is unique and no listing is sold twice. Events follow each other: added
 * within weeks of the listing's creation, worked on, sold within two months; never after `now`.
 * A sale earns 1-3 % of the sold price from the seller and, six times out of ten, 1-3 % from the
 * buyer; a rental about half a month's rent from the landlord and often some from the tenant.
 */
export const createPersonalLists = (options: PersonalListOptions): PersonalLists => {
  const random = createRandom(options.seed ^ 0x1b873593);
  const pickAgent = options.agents.length > 0 ? activityPicker(random, options.agents) : null;
  const publicShare = options.publicShare ?? PUBLIC_SHARE;
  const ownShare = options.ownShare ?? OWN_SHARE;
  const { now } = options;

  return {
    take: (row) => {
      let agent: ListAgent | null = null;
      if (row.organizationId !== null) {
        if (row.createdByUserId !== null && random.chance(ownShare)) {
          agent = { userId: row.createdByUserId, organizationId: row.organizationId };
        }
      } else if (pickAgent && random.chance(publicShare)) {
        agent = pickAgent();
      }
      if (!agent) return null;

      const status = random.weighted(STATUSES);
      const addedAt = after(random, row.createdAt, now, 45, 2);
      const workedAt = status === 'added' ? null : after(random, addedAt, now, 30);
      const soldAt = status === 'sold' && workedAt ? after(random, workedAt, now, 60) : null;
      const entry: UserAdRow = {
        userId: agent.userId,
        organizationId: agent.organizationId,
        announcementId: row.id,
        status,
        addedAt,
        workedAt,
        soldAt,
        soldDate: null,
        soldPrice: null,
        amountOfSeller: null,
        amountOfBuyer: null,
        updatedAt: soldAt ?? workedAt ?? addedAt,
      };
      if (soldAt) {
        const price = Number(row.price);
        const sale = row.addType === 'sell';
        const soldPrice = sale
          ? Math.max(100, Math.round((price * random.float(0.9, 1)) / 100) * 100)
          : price;
        const seller = soldPrice * (sale ? random.float(0.01, 0.03) : random.float(0.3, 0.5));
        const buyer = random.chance(0.4)
          ? 0
          : soldPrice * (sale ? random.float(0.01, 0.03) : random.float(0.2, 0.5));
        entry.soldDate = bakuDate(soldAt);
        entry.soldPrice = money(soldPrice);
        entry.amountOfSeller = money(seller);
        entry.amountOfBuyer = money(buyer);
        row.isSold = true;
        row.soldAt = soldAt;
        if (row.updatedAt < soldAt) row.updatedAt = soldAt;
      }
      return entry;
    },
  };
};
