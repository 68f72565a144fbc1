-- The owners list (docs/decisions.md "Owners on 1,000,000 listings") on the rows of owner_summary
-- alone, for most phones:
-- - names_folded: the distinct folded names of the scope's listings (every scope's for the -1
--   rows), one per line. The quick search by name used to walk the owners in the page's order and
--   look each phone's names up in owner_summary_names, where a top agent has some 70 rows (one per
--   city): a common name needed 1,000-3,000 phones walked, 60-110 ms a page on 1,000,000 listings.
--   The walk now tests a column of the row it stands on (2-8 ms), and a rare name is found through
--   a trigram index of that column instead of walking every owner.
-- - usual_owner, city_ids and city_listings: what the list shows of a phone, the name most often
--   written with it and its cities by listings. The page read them from ~70 names rows per top
--   agent, 4-12 ms for the first page; the page's own query now carries them.
-- The triggers keep them with the rest.
ALTER TABLE "owner_summary"
  ADD COLUMN "names_folded" text,
  ADD COLUMN "usual_owner" text,
  ADD COLUMN "city_ids" integer[],
  ADD COLUMN "city_listings" integer[];--> statement-breakpoint
CREATE TYPE "emlak_owner_details" AS (names_folded text, usual_owner text, city_ids integer[], city_listings integer[]);--> statement-breakpoint
-- What one summary row of the scope (-1: every scope) carries of a phone's names:
-- - the distinct folded names, one per line; a search term cannot hold a line break (the filters
--   refuse control characters), so a match never spans two names; NULL when no listing names one;
-- - the usual name as the list shows it: the most frequent non-empty owner, the first in the
--   column's order among equals;
-- - the cities that can be among the OWNER_CITIES_SHOWN (3, packages/contracts) the list shows:
--   those with as many listings as the third most frequent or more, most first. The list breaks
--   ties by the city's name in the reader's language, so all tied at the cut are kept.
-- Rows at zero listings are left out (a delta's statements delete them at its end).
CREATE OR REPLACE FUNCTION emlak_owner_details(scope integer, owner_phone text) RETURNS emlak_owner_details
LANGUAGE sql STABLE
AS $$
  WITH names AS (
    SELECT n.owner, n.owner_folded, n.city_id, n.listings FROM owner_summary_names n
     WHERE n.phone = owner_phone AND (scope = -1 OR n.scope_id = scope) AND n.listings > 0
  ), per_city AS (
    SELECT city_id, sum(listings)::int AS listings FROM names GROUP BY city_id
  ), shown AS (
    SELECT city_id, listings FROM per_city
     WHERE listings >= (SELECT min(listings) FROM (SELECT listings FROM per_city ORDER BY listings DESC LIMIT 3) AS top)
  )
  SELECT ROW(
    (SELECT string_agg(DISTINCT owner_folded, E'\n' ORDER BY owner_folded) FROM names),
    (SELECT owner FROM names WHERE owner IS NOT NULL GROUP BY owner ORDER BY sum(listings) DESC, owner LIMIT 1),
    (SELECT array_agg(city_id ORDER BY listings DESC, city_id) FROM shown),
    (SELECT array_agg(listings ORDER BY listings DESC, city_id) FROM shown)
  )::emlak_owner_details
$$;--> statement-breakpoint
-- The statements that add a delta to both summaries (migration 0019), and a last one that writes
-- each touched owner_summary row's details, read from owner_summary_names once it holds the delta.
CREATE OR REPLACE FUNCTION emlak_owner_summary_add(delta_sql text) RETURNS text[]
LANGUAGE sql IMMUTABLE
AS $$
  SELECT ARRAY[format($f$
    INSERT INTO owner_summary_names AS s (scope_id, phone, owner, city_id, listings)
    SELECT scope_id, phone, owner, city_id, sum(listings) FROM (%s) AS delta
     GROUP BY scope_id, phone, owner, city_id
    HAVING sum(listings) <> 0
     ORDER BY scope_id, phone, owner, city_id
    ON CONFLICT (scope_id, phone, owner, city_id) DO UPDATE SET listings = s.listings + excluded.listings
  $f$, delta_sql),
  -- A removed row can only lower the latest date (to -infinity here, until the repair below).
  format($f$
    INSERT INTO owner_summary AS s (scope_id, phone, listings, last_created_at)
    SELECT scope_id, phone, sum(listings),
           coalesce(max(created_at) FILTER (WHERE listings > 0), '-infinity')
      FROM (SELECT scope_id, phone, created_at, listings FROM (%1$s) AS d
            UNION ALL SELECT -1, phone, created_at, listings FROM (%1$s) AS d) AS delta
     GROUP BY scope_id, phone
     ORDER BY scope_id, phone
    ON CONFLICT (scope_id, phone) DO UPDATE SET
      listings = s.listings + excluded.listings,
      last_created_at = greatest(s.last_created_at, excluded.last_created_at)
  $f$, delta_sql),
  -- Where a removed row may have been the latest, the latest is read again (the phone index).
  format($f$
    UPDATE owner_summary AS s
       SET last_created_at = coalesce((
             SELECT max(a.created_at) FROM announcements a
              WHERE a.phone1 = s.phone
                AND (s.scope_id = -1 OR a.organization_id = s.scope_id
                     OR (s.scope_id = 0 AND a.organization_id IS NULL))), '-infinity')
      FROM (SELECT scope_id, phone, max(created_at) AS removed
              FROM (SELECT scope_id, phone, created_at FROM (%1$s) AS d WHERE listings < 0
                    UNION ALL SELECT -1, phone, created_at FROM (%1$s) AS d WHERE listings < 0) AS r
             GROUP BY scope_id, phone) AS removed
     WHERE s.scope_id = removed.scope_id AND s.phone = removed.phone
       AND removed.removed >= s.last_created_at AND s.listings > 0
  $f$, delta_sql),
  format($f$
    DELETE FROM owner_summary AS s
     USING (SELECT DISTINCT scope_id, phone FROM (%1$s) AS d WHERE listings < 0
            UNION SELECT DISTINCT -1, phone FROM (%1$s) AS d WHERE listings < 0) AS removed
     WHERE s.scope_id = removed.scope_id AND s.phone = removed.phone AND s.listings = 0
  $f$, delta_sql),
  format($f$
    DELETE FROM owner_summary_names AS s
     USING (SELECT DISTINCT scope_id, phone FROM (%1$s) AS d WHERE listings < 0) AS removed
     WHERE s.scope_id = removed.scope_id AND s.phone = removed.phone AND s.listings = 0
  $f$, delta_sql),
  -- Last, the details of the touched rows, written where they changed. A statement of their own:
  -- the upsert above locked the rows (waiting for any other writer of them to commit), and only a
  -- statement begun after that reads that writer's names. Computed inside the upsert, they were
  -- read with the snapshot it started with and could leave out a concurrent writer's names.
  format($f$
    UPDATE owner_summary AS s
       SET names_folded = d.names_folded, usual_owner = d.usual_owner,
           city_ids = d.city_ids, city_listings = d.city_listings
      FROM (SELECT scope_id, phone FROM (%1$s) AS t UNION SELECT -1, phone FROM (%1$s) AS t) AS touched
     CROSS JOIN LATERAL emlak_owner_details(touched.scope_id, touched.phone) AS d
     WHERE s.scope_id = touched.scope_id AND s.phone = touched.phone
       AND (s.names_folded, s.usual_owner, s.city_ids, s.city_listings)
           IS DISTINCT FROM (d.names_folded, d.usual_owner, d.city_ids, d.city_listings)
  $f$, delta_sql)]
$$;--> statement-breakpoint
-- From scratch (migration 0019), set-based, now with the details: what emlak_owner_details() gives
-- one row, for all rows at once (a test compares the triggers' tables with this).
CREATE OR REPLACE FUNCTION emlak_rebuild_owner_summary() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE owner_summary, owner_summary_names IN EXCLUSIVE MODE;
  LOCK TABLE announcements IN SHARE MODE;
  DELETE FROM owner_summary;
  DELETE FROM owner_summary_names;
  INSERT INTO owner_summary_names (scope_id, phone, owner, city_id, listings)
  SELECT coalesce(organization_id, 0), phone1, owner, city_id, count(*)
    FROM announcements WHERE phone1 IS NOT NULL
   GROUP BY 1, 2, 3, 4;
  INSERT INTO owner_summary
    (scope_id, phone, listings, last_created_at, names_folded, usual_owner, city_ids, city_listings)
  WITH scoped AS (
    SELECT coalesce(organization_id, 0) AS scope_id, phone1 AS phone, count(*) AS listings,
           max(created_at) AS last_created_at
      FROM announcements WHERE phone1 IS NOT NULL
     GROUP BY 1, 2
  ), listed AS (
    SELECT * FROM scoped
    UNION ALL SELECT -1, phone, sum(listings), max(last_created_at) FROM scoped GROUP BY phone
  ), names AS (
    SELECT scope_id, phone, owner, owner_folded, city_id, listings FROM owner_summary_names
    UNION ALL SELECT -1, phone, owner, owner_folded, city_id, listings FROM owner_summary_names
  ), folded AS (
    SELECT scope_id, phone, string_agg(DISTINCT owner_folded, E'\n' ORDER BY owner_folded) AS names_folded
      FROM names GROUP BY 1, 2
  ), usual AS (
    SELECT DISTINCT ON (scope_id, phone) scope_id, phone, owner
      FROM (SELECT scope_id, phone, owner, sum(listings) AS listings
              FROM names WHERE owner IS NOT NULL GROUP BY 1, 2, 3) AS per_owner
     ORDER BY scope_id, phone, listings DESC, owner
  ), shown AS (
    SELECT scope_id, phone, city_id, listings
      FROM (SELECT scope_id, phone, city_id, listings,
                   nth_value(listings, 3) OVER (PARTITION BY scope_id, phone ORDER BY listings DESC
                                                ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS third
              FROM (SELECT scope_id, phone, city_id, sum(listings)::int AS listings
                      FROM names GROUP BY 1, 2, 3) AS per_city) AS ranked
     WHERE third IS NULL OR listings >= third
  ), shown_cities AS (
    SELECT scope_id, phone, array_agg(city_id ORDER BY listings DESC, city_id) AS city_ids,
           array_agg(listings ORDER BY listings DESC, city_id) AS city_listings
      FROM shown GROUP BY 1, 2
  )
  SELECT l.scope_id, l.phone, l.listings, l.last_created_at, f.names_folded, u.owner, c.city_ids, c.city_listings
    FROM listed l
    LEFT JOIN folded f USING (scope_id, phone)
    LEFT JOIN usual u USING (scope_id, phone)
    LEFT JOIN shown_cities c USING (scope_id, phone);
END
$$;--> statement-breakpoint
SELECT emlak_rebuild_owner_summary();--> statement-breakpoint
-- Partial, so that a count of the public market's matches reads the public and organization rows
-- alone; the every-listing rows (a SuperAdmin's) have their own.
CREATE INDEX "owner_summary_names_folded_trgm_idx" ON "owner_summary" USING gin ("names_folded" gin_trgm_ops) WHERE "scope_id" >= 0;--> statement-breakpoint
CREATE INDEX "owner_summary_every_names_folded_trgm_idx" ON "owner_summary" USING gin ("names_folded" gin_trgm_ops) WHERE "scope_id" = -1;--> statement-breakpoint
-- The rebuild replaced every row: fresh statistics, or the first plans guess the new column's
-- selectivity (and choose a trigram scan where the walk is 10 times cheaper).
ANALYZE "owner_summary";
