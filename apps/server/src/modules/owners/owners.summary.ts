import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';

/**
 * The per-phone summaries of migration 0019, kept by triggers on announcements (docs/decisions.md
 * "Owners on 1,000,000 listings"). They are declared here, not in db/schema, because no code but
 * this module's reads them and nothing writes them but the triggers: drizzle-kit would otherwise
 * try to create the tables the hand-written migration creates.
 *
 * A row's scope is whose listings it sums: an organization's id, PUBLIC_SCOPE for the public
 * market, EVERY_SCOPE (owner_summary only) for every listing.
 */
export const PUBLIC_SCOPE = 0;
/** What migration 0026's triggers notify when a statement writes either summary table. */
export const OWNER_SUMMARY_CHANNEL = 'emlak_owner_summary';
export const EVERY_SCOPE = -1;

export const ownerSummary = pgTable('owner_summary', {
  scopeId: integer('scope_id').notNull(),
  phone: text('phone').notNull(),
  listings: integer('listings').notNull(),
  lastCreatedAt: timestamp('last_created_at', { withTimezone: true }).notNull(),
  /** The distinct folded names of the scope's listings, one per line (migration 0024). */
  namesFolded: text('names_folded'),
  /** The name most often written with the phone in the scope (migration 0024). */
  usualOwner: text('usual_owner'),
  /** The cities that can be among those shown, most listings first, and their listings. */
  cityIds: integer('city_ids').array(),
  cityListings: integer('city_listings').array(),
});

export const ownerSummaryNames = pgTable('owner_summary_names', {
  scopeId: integer('scope_id').notNull(),
  phone: text('phone').notNull(),
  owner: text('owner'),
  cityId: integer('city_id').notNull(),
  listings: integer('listings').notNull(),
  /** emlak_fold(owner), stored (a generated column). */
  ownerFolded: text('owner_folded'),
});

/** The derived table `visibleOwners` answers: one row per phone the caller sees, with its sums. */
export const ownersVisible = pgTable('owners_visible', {
  phone: text('phone').notNull(),
  listings: integer('listings').notNull(),
  lastCreatedAt: timestamp('last_created_at', { withTimezone: true }).notNull(),
  /** The folded names the caller may see, one per line: what the quick search compares. */
  namesFolded: text('names_folded'),
  /**
   * Whether the row is one summary row as it stands (its usual name and cities are the caller's),
   * rather than a sum of two: then the columns below are the ones to show.
   */
  single: boolean('single').notNull(),
  usualOwner: text('usual_owner'),
  cityIds: integer('city_ids').array(),
  cityListings: integer('city_listings').array(),
});

/** The scopes of owner_summary_names an actor sees; undefined: every one (a SuperAdmin). */
export const nameScopes = (actor: Pick<Actor, 'scope' | 'organizationId'>): SQL | undefined =>
  actor.scope === 'all'
    ? undefined
    : inArray(ownerSummaryNames.scopeId, [PUBLIC_SCOPE, actor.organizationId]);

/**
 * The owners an actor sees, as derived tables named `owners_visible` (ownersVisible's columns)
 * whose rows together are one per phone. A SuperAdmin reads the every-listing rows. Anyone else
 * sees the public market and the own organization: a phone with no listing of the organization is
 * its public row as it stands (an anti-join that keeps the public summary's index order, so a page
 * sorted by count or date walks the index and stops), usual name and cities included; a phone with
 * some adds its two rows, which are few (one agency's phones), and its details are read apart. The
 * page orders and limits each part on its own and merges them: PostgreSQL does not push an outer
 * ORDER BY into a UNION ALL's parts.
 */
export const visibleOwnerParts = (actor: Pick<Actor, 'scope' | 'organizationId'>): SQL[] => {
  // The two shared scopes as literals, not parameters: the names' trigram indexes are partial on
  // the scope (migration 0024), and a plan may only use them where the scope is known.
  const every = sql.raw(String(EVERY_SCOPE));
  const market = sql.raw(String(PUBLIC_SCOPE));
  const asItStands = sql`s.phone, s.listings, s.last_created_at, s.names_folded,
    true as single, s.usual_owner, s.city_ids, s.city_listings`;
  if (actor.scope === 'all') {
    return [sql`(select ${asItStands} from owner_summary s where s.scope_id = ${every}) as owners_visible`];
  }
  const own = actor.organizationId;
  return [
    sql`(select ${asItStands} from owner_summary s
          where s.scope_id = ${market}
            and not exists (select 1 from owner_summary o where o.scope_id = ${own} and o.phone = s.phone)
        ) as owners_visible`,
    sql`(select s.phone, sum(s.listings)::int as listings, max(s.last_created_at) as last_created_at,
                string_agg(s.names_folded, E'\n') as names_folded,
                false as single, null::text as usual_owner, null::int[] as city_ids, null::int[] as city_listings
           from owner_summary s
          where s.scope_id in (${market}, ${own})
            and s.phone in (select o.phone from owner_summary o where o.scope_id = ${own})
          group by s.phone) as owners_visible`,
  ];
};
