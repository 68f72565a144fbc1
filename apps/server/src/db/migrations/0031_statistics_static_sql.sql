-- The statistics' triggers in static SQL, and the summaries' upserts planned once per connection
-- (docs/decisions.md "Summaries written by statements planned once").
--
-- The triggers of user_ads and announcements built their upsert as text (emlak_daily_stats_upsert
-- around a delta of emlak_user_ad_stats_delta or emlak_announcement_stats_delta) and EXECUTEd it:
-- built, parsed and planned anew at every firing, some 1.5 ms of a sale's time under load. They
-- now hand their rows' contributions, as an array, to one PL/pgSQL function with the same upsert
-- written out, as the map's trigger does since migration 0022. The text functions stay for
-- emlak_rebuild_user_daily_stats(), which runs once over whole tables.
--
-- A statement that reads a function's argument gets a custom plan at each call unless generic
-- plans are forced: the map's upsert (emlak_map_cells_add) was planned at every sale though its
-- plan never changes. Both upserts now use the generic plan (`plan_cache_mode` for the function's
-- own duration only).
--
-- What one listing or list row adds to its user's day: the same columns as the text deltas.
CREATE TYPE emlak_stats_delta AS (
  user_id integer,
  day date,
  ads_count integer,
  ads_value numeric,
  added_count integer,
  sold_count integer,
  sold_value numeric,
  amount_of_seller numeric,
  amount_of_buyer numeric
);--> statement-breakpoint
-- A listing counts on its creator's day of creation (emlak_announcement_stats_delta).
CREATE FUNCTION emlak_announcement_contribution(r announcements, sign integer) RETURNS emlak_stats_delta
LANGUAGE sql STABLE
AS $$
  SELECT ROW(r.created_by_user_id, (r.created_at AT TIME ZONE 'Asia/Baku')::date, sign, sign * r.price,
             0, 0, 0::numeric, 0::numeric, 0::numeric)::emlak_stats_delta
$$;--> statement-breakpoint
-- A list row counts on the day it was added, and once sold on its sale's date too
-- (emlak_user_ad_stats_delta).
CREATE FUNCTION emlak_user_ad_contributions(r user_ads, sign integer) RETURNS SETOF emlak_stats_delta
LANGUAGE sql STABLE
AS $$
  SELECT r.user_id, (r.added_at AT TIME ZONE 'Asia/Baku')::date, 0, 0::numeric, sign, 0, 0::numeric,
         0::numeric, 0::numeric
  UNION ALL
  SELECT r.user_id, r.sold_date, 0, 0::numeric, 0, sign, sign * coalesce(r.sold_price, 0),
         sign * coalesce(r.amount_of_seller, 0), sign * coalesce(r.amount_of_buyer, 0)
   WHERE r.status = 'sold' AND r.sold_date IS NOT NULL
$$;--> statement-breakpoint
-- emlak_daily_stats_upsert's statement over the array: the daily rows first, then the monthly ones,
-- each sorted by key, so that two writers lock stats rows in the same order.
CREATE FUNCTION emlak_stats_add(deltas emlak_stats_delta[]) RETURNS void
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  IF cardinality(deltas) = 0 THEN
    RETURN;
  END IF;
  WITH delta AS MATERIALIZED (
    SELECT user_id, day, sum(ads_count) AS ads_count, sum(ads_value) AS ads_value,
           sum(added_count) AS added_count, sum(sold_count) AS sold_count, sum(sold_value) AS sold_value,
           sum(amount_of_seller) AS amount_of_seller, sum(amount_of_buyer) AS amount_of_buyer
      FROM unnest(deltas) AS contributions
     WHERE user_id IS NOT NULL AND day IS NOT NULL
     GROUP BY user_id, day
    HAVING sum(ads_count) <> 0 OR sum(ads_value) <> 0 OR sum(added_count) <> 0 OR sum(sold_count) <> 0
        OR sum(sold_value) <> 0 OR sum(amount_of_seller) <> 0 OR sum(amount_of_buyer) <> 0
  ),
  daily AS (
    INSERT INTO user_daily_stats AS s
      (user_id, day, ads_count, ads_value, added_count, sold_count, sold_value, amount_of_seller, amount_of_buyer)
    SELECT user_id, day, ads_count, ads_value, added_count, sold_count, sold_value, amount_of_seller, amount_of_buyer
      FROM delta
     ORDER BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET
      ads_count = s.ads_count + excluded.ads_count,
      ads_value = s.ads_value + excluded.ads_value,
      added_count = s.added_count + excluded.added_count,
      sold_count = s.sold_count + excluded.sold_count,
      sold_value = s.sold_value + excluded.sold_value,
      amount_of_seller = s.amount_of_seller + excluded.amount_of_seller,
      amount_of_buyer = s.amount_of_buyer + excluded.amount_of_buyer
    RETURNING 1
  )
  INSERT INTO user_monthly_stats AS m
    (user_id, month, ads_count, ads_value, added_count, sold_count, sold_value, amount_of_seller, amount_of_buyer)
  -- date_trunc on a plain timestamp: on a date it would take the session's time zone.
  SELECT user_id, date_trunc('month', day::timestamp)::date, sum(ads_count), sum(ads_value), sum(added_count),
         sum(sold_count), sum(sold_value), sum(amount_of_seller), sum(amount_of_buyer)
    FROM delta
   WHERE (SELECT count(*) FROM daily) >= 0
   GROUP BY 1, 2
  HAVING sum(ads_count) <> 0 OR sum(ads_value) <> 0 OR sum(added_count) <> 0 OR sum(sold_count) <> 0
      OR sum(sold_value) <> 0 OR sum(amount_of_seller) <> 0 OR sum(amount_of_buyer) <> 0
   ORDER BY 1, 2
  ON CONFLICT (user_id, month) DO UPDATE SET
    ads_count = m.ads_count + excluded.ads_count,
    ads_value = m.ads_value + excluded.ads_value,
    added_count = m.added_count + excluded.added_count,
    sold_count = m.sold_count + excluded.sold_count,
    sold_value = m.sold_value + excluded.sold_value,
    amount_of_seller = m.amount_of_seller + excluded.amount_of_seller,
    amount_of_buyer = m.amount_of_buyer + excluded.amount_of_buyer;
END
$$;--> statement-breakpoint
-- The same triggers' functions (same names, so the triggers stay as they are), each branch one
-- static statement; an update that changes nothing the statistics hold stops before (migration 0021).
CREATE OR REPLACE FUNCTION announcements_daily_stats() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM emlak_stats_add(ARRAY(SELECT emlak_announcement_contribution(n, 1) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM emlak_stats_add(ARRAY(SELECT emlak_announcement_contribution(o, -1) FROM old_rows o));
  ELSIF EXISTS (
    SELECT 1 FROM new_rows n
     WHERE NOT EXISTS (
       SELECT 1 FROM old_rows o
        WHERE o.id = n.id
          AND (o.created_by_user_id, o.created_at, o.price)
              IS NOT DISTINCT FROM (n.created_by_user_id, n.created_at, n.price))) THEN
    PERFORM emlak_stats_add(ARRAY(
      SELECT emlak_announcement_contribution(o, -1) FROM old_rows o
      UNION ALL
      SELECT emlak_announcement_contribution(n, 1) FROM new_rows n));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_ads_daily_stats() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM emlak_stats_add(ARRAY(SELECT c FROM new_rows n CROSS JOIN LATERAL emlak_user_ad_contributions(n, 1) c));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM emlak_stats_add(ARRAY(SELECT c FROM old_rows o CROSS JOIN LATERAL emlak_user_ad_contributions(o, -1) c));
  ELSIF EXISTS (
    SELECT 1 FROM new_rows n
     WHERE NOT EXISTS (
       SELECT 1 FROM old_rows o
        WHERE o.id = n.id
          AND (o.user_id, o.added_at, o.status = 'sold', o.sold_date, o.sold_price, o.amount_of_seller,
               o.amount_of_buyer)
              IS NOT DISTINCT FROM (n.user_id, n.added_at, n.status = 'sold', n.sold_date, n.sold_price,
               n.amount_of_seller, n.amount_of_buyer))) THEN
    PERFORM emlak_stats_add(ARRAY(
      SELECT c FROM old_rows o CROSS JOIN LATERAL emlak_user_ad_contributions(o, -1) c
      UNION ALL
      SELECT c FROM new_rows n CROSS JOIN LATERAL emlak_user_ad_contributions(n, 1) c));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER FUNCTION emlak_map_cells_add(emlak_map_point[]) SET plan_cache_mode = force_generic_plan;
