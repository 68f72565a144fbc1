-- The owners list (docs/decisions.md "Owners on 1,000,000 listings") reads two summaries of the
-- announcements by their first phone instead of grouping the listings per request. Both are kept
-- by the writes themselves, like user_daily_stats (0011): statement-level triggers with transition
-- tables add what a statement changed, in its transaction.
--
-- A scope is whose listings a row sums: an organization's id, 0 for the public market (no
-- organization), and, in owner_summary only, -1 for every listing (a SuperAdmin's view). A User or
-- Admin sees the public market and the own organization: scopes 0 and theirs.
--
-- owner_summary: (scope, phone) -> listings, latest created_at. Serves the page and its sorts.
CREATE TABLE "owner_summary" (
  "scope_id" integer NOT NULL,
  "phone" text NOT NULL,
  "listings" integer NOT NULL,
  "last_created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "owner_summary_pkey" PRIMARY KEY ("scope_id", "phone")
);--> statement-breakpoint
-- The list engine compares and sorts the count as float8 (any finite number a client sends stays
-- a valid parameter), so the index is on that expression; phone last, as the engine's tie-breaker.
CREATE INDEX "owner_summary_listings_idx" ON "owner_summary" ("scope_id", ("listings"::float8), "phone");--> statement-breakpoint
CREATE INDEX "owner_summary_last_idx" ON "owner_summary" ("scope_id", "last_created_at", "phone");--> statement-breakpoint
-- owner_summary_names: (scope, phone, owner as written, city) -> listings. The usual name (the most
-- frequent), the cities and the name filters of a phone read these few rows, not its listings.
CREATE TABLE "owner_summary_names" (
  "scope_id" integer NOT NULL,
  "phone" text NOT NULL,
  "owner" text,
  "city_id" integer NOT NULL,
  "listings" integer NOT NULL,
  -- Folded once when the row is written: a name search then compares stored text instead of
  -- folding every name of every phone it looks at.
  "owner_folded" text GENERATED ALWAYS AS (emlak_fold("owner")) STORED
);--> statement-breakpoint
-- NULLS NOT DISTINCT: a listing without an owner's name still counts for its city (PostgreSQL 15+).
CREATE UNIQUE INDEX "owner_summary_names_key" ON "owner_summary_names" ("scope_id", "phone", "owner", "city_id") NULLS NOT DISTINCT;--> statement-breakpoint
-- A name filter walks the owners in the page's order and looks at each phone's names: with the
-- scope and the folded name in the index, without reading the rows (13 ms instead of 27 for a
-- common first name on 1,000,000 listings).
CREATE INDEX "owner_summary_names_phone_idx" ON "owner_summary_names" ("phone") INCLUDE ("scope_id", "owner_folded");--> statement-breakpoint
CREATE INDEX "owner_summary_names_owner_trgm_idx" ON "owner_summary_names" USING gin ("owner_folded" gin_trgm_ops);--> statement-breakpoint
-- The contributions of the announcement rows in a relation (a transition table or the table
-- itself), times a sign; `changed_sql` narrows them (an update's rows whose summarized columns moved).
CREATE OR REPLACE FUNCTION emlak_owner_rows(relation text, sign int, changed_sql text DEFAULT 'true') RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($f$
    SELECT coalesce(r.organization_id, 0) AS scope_id, r.phone1 AS phone, r.owner, r.city_id,
           r.created_at, %1$s AS listings
      FROM %2$I AS r
     WHERE r.phone1 IS NOT NULL AND %3$s
  $f$, sign, relation, changed_sql)
$$;--> statement-breakpoint
-- The statements that add a delta (scope_id, phone, owner, city_id, created_at, listings) to both
-- summaries, as text: the trigger function EXECUTEs them itself, because a transition table is
-- visible only to the trigger function's own statements. Sorted by key, so two statements
-- touching the same rows lock them in the same order.
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
  $f$, delta_sql)]
$$;--> statement-breakpoint
-- Whether the row `alias` of the other transition table is the same listing, unchanged in what the
-- summaries hold.
CREATE OR REPLACE FUNCTION emlak_owner_same(alias text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format(
    '%1$I.id = r.id AND (%1$I.phone1, %1$I.organization_id, %1$I.owner, %1$I.city_id, %1$I.created_at)'
    ' IS NOT DISTINCT FROM (r.phone1, r.organization_id, r.owner, r.city_id, r.created_at)', alias)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announcements_owner_summary() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  delta text;
  statement text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := emlak_owner_rows('new_rows', 1);
  ELSIF TG_OP = 'DELETE' THEN
    delta := emlak_owner_rows('old_rows', -1);
  ELSE
    -- Most updates (a price, sold, the search columns) touch nothing summarized: only the rows
    -- whose phone, organization, owner, city or date moved count, out and back in.
    delta :=
      emlak_owner_rows('old_rows', -1, 'NOT EXISTS (SELECT 1 FROM new_rows o WHERE ' || emlak_owner_same('o') || ')')
      || ' UNION ALL ' ||
      emlak_owner_rows('new_rows', 1, 'NOT EXISTS (SELECT 1 FROM old_rows o WHERE ' || emlak_owner_same('o') || ')');
  END IF;
  FOREACH statement IN ARRAY emlak_owner_summary_add(delta) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announcements_owner_summary_truncate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  TRUNCATE owner_summary, owner_summary_names;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER announcements_owner_summary_insert AFTER INSERT ON announcements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_owner_summary();--> statement-breakpoint
CREATE TRIGGER announcements_owner_summary_update AFTER UPDATE ON announcements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_owner_summary();--> statement-breakpoint
CREATE TRIGGER announcements_owner_summary_delete AFTER DELETE ON announcements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_owner_summary();--> statement-breakpoint
CREATE TRIGGER announcements_owner_summary_truncate AFTER TRUNCATE ON announcements
  FOR EACH STATEMENT EXECUTE FUNCTION announcements_owner_summary_truncate();--> statement-breakpoint
-- From scratch, set-based: the backfill below, bulk loads that ran with the triggers off, repairs.
-- Takes an exclusive lock so no write slips between the delete and the insert.
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
  -- Each scope's rows from the listings, then every listing's (-1) from those.
  INSERT INTO owner_summary (scope_id, phone, listings, last_created_at)
  SELECT coalesce(organization_id, 0), phone1, count(*), max(created_at)
    FROM announcements WHERE phone1 IS NOT NULL
   GROUP BY 1, 2;
  INSERT INTO owner_summary (scope_id, phone, listings, last_created_at)
  SELECT -1, phone, sum(listings), max(last_created_at)
    FROM owner_summary GROUP BY phone;
END
$$;--> statement-breakpoint
SELECT emlak_rebuild_owner_summary();
