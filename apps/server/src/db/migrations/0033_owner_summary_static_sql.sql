-- The owners' summaries kept by static SQL (docs/decisions.md "The owners' summaries are written
-- by statements planned once").
--
-- The trigger of migrations 0019, 0021 and 0024 built six statements as text around the
-- transition tables (emlak_owner_rows, emlak_owner_same, emlak_owner_summary_add) and EXECUTEd
-- them: parsed and planned anew at every firing, each firing also signalling the owners' count
-- memory six times (migration 0026). On the 1,000,000-listing bench database a single listing's
-- insert took 5.1-6.0 ms with it and 3.1-3.2 ms with this migration. As the statistics' triggers
-- do since migration 0031, the trigger now gathers the changed listings' contributions into an
-- array once and hands it to one PL/pgSQL function with the same statements written out, planned
-- once per connection. The three statements that repair what a removal leaves run only when the
-- array holds a removal. emlak_rebuild_owner_summary() (0024) never used the text functions and is
-- unchanged.
--
-- What one listing adds to (or, with sign -1, takes from) the summaries: the columns of
-- emlak_owner_rows' rows.
CREATE TYPE emlak_owner_delta AS (
  scope_id integer,
  phone text,
  owner text,
  city_id integer,
  created_at timestamp with time zone,
  listings integer
);--> statement-breakpoint
-- One listing's contribution, from its columns. A listing without a first phone has no owner row:
-- the trigger passes only listings with one.
CREATE FUNCTION emlak_owner_contribution(
  organization_id integer, phone text, owner text, city_id integer,
  created_at timestamp with time zone, sign integer
) RETURNS emlak_owner_delta
LANGUAGE sql IMMUTABLE
AS $$
  SELECT ROW(coalesce(organization_id, 0), phone, owner, city_id, created_at, sign)::emlak_owner_delta
$$;--> statement-breakpoint
-- emlak_owner_summary_add's statements (migration 0024) over the array, in the same order and with
-- the same comments' reasons: sorted by key, so that two writers lock rows in the same order; the
-- details last, in a statement of their own, so that they read a concurrent writer's names once
-- the upsert above has waited for it. A statement reading the argument would be custom-planned at
-- every call: the generic plan is forced for the function's own duration, as in 0031.
CREATE FUNCTION emlak_owner_summary_apply(deltas emlak_owner_delta[]) RETURNS void
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO owner_summary_names AS s (scope_id, phone, owner, city_id, listings)
  SELECT scope_id, phone, owner, city_id, sum(listings) FROM unnest(deltas) AS delta
   GROUP BY scope_id, phone, owner, city_id
  HAVING sum(listings) <> 0
   ORDER BY scope_id, phone, owner, city_id
  ON CONFLICT (scope_id, phone, owner, city_id) DO UPDATE SET listings = s.listings + excluded.listings;

  -- A removed row can only lower the latest date (to -infinity here, until the repair below).
  INSERT INTO owner_summary AS s (scope_id, phone, listings, last_created_at)
  SELECT scope_id, phone, sum(listings),
         coalesce(max(created_at) FILTER (WHERE listings > 0), '-infinity')
    FROM (SELECT d.scope_id, d.phone, d.created_at, d.listings FROM unnest(deltas) AS d
          UNION ALL SELECT -1, d.phone, d.created_at, d.listings FROM unnest(deltas) AS d) AS delta
   GROUP BY scope_id, phone
   ORDER BY scope_id, phone
  ON CONFLICT (scope_id, phone) DO UPDATE SET
    listings = s.listings + excluded.listings,
    last_created_at = greatest(s.last_created_at, excluded.last_created_at);

  IF EXISTS (SELECT 1 FROM unnest(deltas) AS d WHERE d.listings < 0) THEN
    -- Where a removed row may have been the latest, the latest is read again (the phone index).
    UPDATE owner_summary AS s
       SET last_created_at = coalesce((
             SELECT max(a.created_at) FROM announcements a
              WHERE a.phone1 = s.phone
                AND (s.scope_id = -1 OR a.organization_id = s.scope_id
                     OR (s.scope_id = 0 AND a.organization_id IS NULL))), '-infinity')
      FROM (SELECT scope_id, phone, max(created_at) AS removed
              FROM (SELECT d.scope_id, d.phone, d.created_at FROM unnest(deltas) AS d WHERE d.listings < 0
                    UNION ALL
                    SELECT -1, d.phone, d.created_at FROM unnest(deltas) AS d WHERE d.listings < 0) AS r
             GROUP BY scope_id, phone) AS removed
     WHERE s.scope_id = removed.scope_id AND s.phone = removed.phone
       AND removed.removed >= s.last_created_at AND s.listings > 0;

    DELETE FROM owner_summary AS s
     USING (SELECT DISTINCT d.scope_id, d.phone FROM unnest(deltas) AS d WHERE d.listings < 0
            UNION SELECT DISTINCT -1, d.phone FROM unnest(deltas) AS d WHERE d.listings < 0) AS removed
     WHERE s.scope_id = removed.scope_id AND s.phone = removed.phone AND s.listings = 0;

    DELETE FROM owner_summary_names AS s
     USING (SELECT DISTINCT d.scope_id, d.phone FROM unnest(deltas) AS d WHERE d.listings < 0) AS removed
     WHERE s.scope_id = removed.scope_id AND s.phone = removed.phone AND s.listings = 0;
  END IF;

  UPDATE owner_summary AS s
     SET names_folded = d.names_folded, usual_owner = d.usual_owner,
         city_ids = d.city_ids, city_listings = d.city_listings
    FROM (SELECT t.scope_id, t.phone FROM unnest(deltas) AS t
          UNION SELECT -1, t.phone FROM unnest(deltas) AS t) AS touched
   CROSS JOIN LATERAL emlak_owner_details(touched.scope_id, touched.phone) AS d
   WHERE s.scope_id = touched.scope_id AND s.phone = touched.phone
     AND (s.names_folded, s.usual_owner, s.city_ids, s.city_listings)
         IS DISTINCT FROM (d.names_folded, d.usual_owner, d.city_ids, d.city_listings);
END
$$;--> statement-breakpoint
-- The same firings as before: an insert adds its rows, a delete takes its rows away, an update
-- takes out and adds back only the rows whose phone, organization, owner, city or date moved (most
-- updates, a sale among them, move none and end at the first statement). The update's two sides
-- are grouped, so that an unchanged row's -1 and +1 cancel (grouping takes NULLs as equal, as
-- IS NOT DISTINCT FROM does), rather than anti-joined: PL/pgSQL keeps a statement's plan for the
-- connection's life, made with the transition tables' sizes at its first firing (a sale's one row),
-- and a grouping is right at any size where a nested-loop anti-join is not.
CREATE OR REPLACE FUNCTION announcements_owner_summary() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  deltas emlak_owner_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(emlak_owner_contribution(r.organization_id, r.phone1, r.owner, r.city_id, r.created_at, 1))
      INTO deltas
      FROM new_rows r WHERE r.phone1 IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(emlak_owner_contribution(r.organization_id, r.phone1, r.owner, r.city_id, r.created_at, -1))
      INTO deltas
      FROM old_rows r WHERE r.phone1 IS NOT NULL;
  ELSE
    SELECT array_agg(emlak_owner_contribution(c.organization_id, c.phone1, c.owner, c.city_id, c.created_at, c.sign))
      INTO deltas
      FROM (SELECT r.organization_id, r.phone1, r.owner, r.city_id, r.created_at, sum(r.sign)::integer AS sign
              FROM (SELECT o.id, o.organization_id, o.phone1, o.owner, o.city_id, o.created_at, -1 AS sign
                      FROM old_rows o
                    UNION ALL
                    SELECT n.id, n.organization_id, n.phone1, n.owner, n.city_id, n.created_at, 1
                      FROM new_rows n) AS r
             WHERE r.phone1 IS NOT NULL
             GROUP BY r.id, r.organization_id, r.phone1, r.owner, r.city_id, r.created_at
            HAVING sum(r.sign) <> 0) AS c;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM emlak_owner_summary_apply(deltas);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION emlak_owner_summary_add(text);--> statement-breakpoint
DROP FUNCTION emlak_owner_same(text);--> statement-breakpoint
DROP FUNCTION emlak_owner_rows(text, integer, text);
