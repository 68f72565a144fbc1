import {
  scopeOf,
  type AddUserAdInput,
  type DropdownOption,
  type ListQuery,
  type Page,
  type SellUserAdInput,
  type UserAd,
  type UserAdCounts,
} from '@emlak/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, duplicateOf, fieldError, notFound } from '../../lib/app-error';
import { bakuDate } from '../../lib/baku-time';
import { onForeignKeyViolation, onUniqueViolation } from '../../lib/constraint-errors';
import { organizationScope } from '../../lib/organization-scope';
import { toAnnouncementListItem, visibleAnnouncements } from '../announcements/announcement-columns';
import type { PlaceNameMemory, PlaceNames } from '../announcements/place-name-memory';
import { recordChange } from '../audit/audit-recorder';
import { listingsRepository as listings } from './listings.repository';
import {
  organizationUserAdList,
  ownUserAdList,
  userAdsRepository as repository,
  type UserAdRow,
} from './user-ads.repository';

const ENTITY = 'userAd';

const toUserAd = (row: UserAdRow, names: PlaceNames): UserAd => ({
  ...row,
  addedAt: row.addedAt.toISOString(),
  workedAt: row.workedAt?.toISOString() ?? null,
  soldAt: row.soldAt?.toISOString() ?? null,
  announcement: toAnnouncementListItem(row.announcement, names),
});

/** A personal list is its owner's alone, whatever the role (userAds.write is 'own' for all). */
const own = (actor: Actor): SQL => eq(userAds.userId, actor.userId);

/** An amount as PostgreSQL's numeric receives it; the schema allows two decimals at most. */
const money = (value: number) => value.toFixed(2);

const alreadyInList = () => duplicateOf('adId', 'validation.alreadyInList');
const alreadySold = () => new AppError('already_sold');

export const createUserAdsService = (db: Db, placeNames: PlaceNameMemory) => {
  /** One row as the API answers it, with its listing in the caller's language. */
  const answer = async (found: Promise<UserAdRow | undefined>, actor: Actor) => {
    const [row, names] = await placeNames.alongside(found, actor.language);
    if (!row) throw notFound();
    return toUserAd(row, names);
  };
  /** One of the caller's rows read again inside a transaction. */
  const reread = (executor: Parameters<typeof repository.findById>[0], actor: Actor, id: number) =>
    answer(repository.findById(executor, actor, id), actor);
  /** The same read outside any transaction, prepared once (the answer to every sale). */
  const findCommitted = repository.prepareFindById(db);

  /** A table of rows with their listings, in the caller's language. */
  const listPage = async (
    actor: Actor,
    resource: typeof ownUserAdList,
    query: ListQuery,
    scope: SQL | undefined,
  ): Promise<Page<UserAd>> => {
    const [page, names] = await placeNames.alongside(
      repository.page(db, actor, resource, query, scope),
      actor.language,
    );
    return { ...page, items: page.items.map((row) => toUserAd(row, names)) };
  };

  return {
    /**
     * Adds a listing the caller may see (as the market list shows it to them) to the caller's
     * list. A listing already in the list is a 409 duplicate, a sold one a 409 already_sold.
     */
    add: async (actor: Actor, input: AddUserAdInput): Promise<UserAd> => {
      const reach = scopeOf(actor.roleId, 'announcements.read');
      if (!reach) throw notFound();
      const visible = visibleAnnouncements({ scope: reach, organizationId: actor.organizationId });
      const listing = await listings.findVisible(db, input.adId, visible);
      if (!listing) throw notFound();
      if (listing.isSold) throw alreadySold();
      if (await repository.isInList(db, actor.userId, listing.id)) throw alreadyInList();
      // The unique index (user, listing) has the last word when the same add arrives twice at once;
      // the foreign key when the listing is deleted in between.
      return onForeignKeyViolation(notFound, () =>
        onUniqueViolation(alreadyInList, () =>
          db.transaction(async (tx) => {
            const id = await repository.insert(tx, {
              userId: actor.userId,
              organizationId: actor.organizationId,
              announcementId: listing.id,
            });
            await recordChange(tx, actor, {
              action: 'userAd.added',
              entity: ENTITY,
              entityId: id,
              organizationId: actor.organizationId,
              after: { userId: actor.userId, announcementId: listing.id, status: 'added' },
            });
            return reread(tx, actor, id);
          }),
        ),
      );
    },

    page: (actor: Actor, query: ListQuery) => listPage(actor, ownUserAdList, query, own(actor)),

    /** Every list of the actor's organization (a SuperAdmin: of every organization). */
    organizationPage: (actor: Actor, query: ListQuery) =>
      listPage(actor, organizationUserAdList, query, organizationScope(actor, userAds.organizationId)),

    counts: (actor: Actor): Promise<UserAdCounts> => repository.counts(db, actor.userId),

    options: (actor: Actor): Promise<DropdownOption[]> => repository.options(db, actor.userId),

    /**
     * added -> work, once: working a row already in work answers it unchanged. A sold row, or a
     * row whose listing someone else has sold, is a 409 already_sold.
     */
    work: (actor: Actor, id: number): Promise<UserAd> =>
      db.transaction(async (tx) => {
        const row = await repository.findForUpdate(tx, id, own(actor));
        if (!row) throw notFound();
        if (row.status === 'sold') throw alreadySold();
        const listing = await listings.findVisible(tx, row.announcementId, undefined);
        if (listing?.isSold) throw alreadySold();
        if (row.status === 'added') {
          await repository.markWorked(tx, id);
          await recordChange(tx, actor, {
            action: 'userAd.worked',
            entity: ENTITY,
            entityId: id,
            organizationId: row.organizationId,
            before: { status: 'added', workedAt: null },
            after: { status: 'work', workedAt: new Date() },
          });
        }
        return reread(tx, actor, id);
      }),

    /**
     * Sells the listing of one of the caller's rows (docs/decisions.md "Sold once"): one statement
     * locks the listing, then the row, so that sales of one listing take turns and all but the
     * first find it sold, writes the audit entry and sells both (repository.sell). The partial
     * unique index user_ads_sold_once_unique backs that up. The listing's price and today in Baku
     * are the defaults of the sold price and date. The answer is read after the commit, so that
     * the summary rows the sale's triggers lock are held for the sale's statement alone.
     */
    sell: async (actor: Actor, input: SellUserAdInput): Promise<UserAd> => {
      const today = bakuDate(new Date());
      if (input.soldDate !== undefined && input.soldDate > today) {
        throw fieldError('soldDate', 'validation.dateInFuture');
      }
      const outcome = await onUniqueViolation(alreadySold, () =>
        repository.sell(db, {
          rowId: input.id,
          userId: actor.userId,
          soldDate: input.soldDate ?? today,
          soldPrice: input.soldPrice === undefined ? null : money(input.soldPrice),
          amountOfSeller: money(input.amountOfSeller),
          amountOfBuyer: money(input.amountOfBuyer),
          clientAddress: actor.clientAddress,
          requestId: actor.requestId,
        }),
      );
      if (outcome === 'not_found') throw notFound();
      if (outcome === 'already_sold') throw alreadySold();
      return answer(findCommitted(actor, input.id), actor);
    },

    /** Removes a row from the caller's list; a sold row stays (it is a sale): 409 already_sold. */
    remove: (actor: Actor, id: number): Promise<void> =>
      db.transaction(async (tx) => {
        const row = await repository.findForUpdate(tx, id, own(actor));
        if (!row) throw notFound();
        if (row.status === 'sold') throw alreadySold();
        await repository.delete(tx, id);
        await recordChange(tx, actor, {
          action: 'userAd.removed',
          entity: ENTITY,
          entityId: id,
          organizationId: row.organizationId,
          before: row,
        });
      }),
  };
};

export type UserAdsService = ReturnType<typeof createUserAdsService>;
