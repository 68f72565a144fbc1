-- user_monthly_stats (migration 0012) is user_daily_stats summed per calendar month, kept by the
-- same statement-level triggers as the daily rows (migration 0011), in the same statement: the
-- statement's grouped delta is computed once, then added to the daily rows and, grouped again by
-- month, to the monthly rows (docs/decisions.md "Statistics"). So a monthly row is always the sum
-- of its month's daily rows, and a read over whole months takes one row per user per month.
--
-- The trigger functions and emlak_rebuild_user_daily_stats() keep their names and bodies: they
-- EXECUTE the text of emlak_daily_stats_upsert(), which now writes both tables.
CREATE OR REPLACE FUNCTION emlak_daily_stats_upsert(delta_sql text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  -- The daily rows first, then the monthly ones (the main statement waits for the count of the
  -- daily CTE's rows, which runs it to completion), each sorted by key: every statement locks
  -- stats rows in the same order, so two writers cannot deadlock on them.
  SELECT format($f$
    WITH delta AS MATERIALIZED (
      SELECT user_id, day, sum(ads_count) AS ads_count, sum(ads_value) AS ads_value,
             sum(added_count) AS added_count, sum(sold_count) AS sold_count, sum(sold_value) AS sold_value,
             sum(amount_of_seller) AS amount_of_seller, sum(amount_of_buyer) AS amount_of_buyer
        FROM (%s) AS contributions
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
      amount_of_buyer = m.amount_of_buyer + excluded.amount_of_buyer
  $f$, delta_sql)
$$;--> statement-breakpoint
-- From scratch, both tables (the name stays: bulk loads call it). Zero rows are not kept. Takes
-- exclusive locks so no write slips between the deletes and the inserts.
CREATE OR REPLACE FUNCTION emlak_rebuild_user_daily_stats() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE user_daily_stats, user_monthly_stats IN EXCLUSIVE MODE;
  LOCK TABLE announcements, user_ads IN SHARE MODE;
  DELETE FROM user_daily_stats;
  DELETE FROM user_monthly_stats;
  EXECUTE emlak_daily_stats_upsert(
    emlak_announcement_stats_delta('announcements', 1) || ' UNION ALL ' || emlak_user_ad_stats_delta('user_ads', 1));
END
$$;--> statement-breakpoint
-- The backfill: the months of the daily rows the triggers have kept so far, in key order (a
-- user's months side by side on the pages, as the rebuild leaves them).
INSERT INTO user_monthly_stats
  (user_id, month, ads_count, ads_value, added_count, sold_count, sold_value, amount_of_seller, amount_of_buyer)
SELECT user_id, date_trunc('month', day::timestamp)::date, sum(ads_count), sum(ads_value), sum(added_count),
       sum(sold_count), sum(sold_value), sum(amount_of_seller), sum(amount_of_buyer)
  FROM user_daily_stats
 GROUP BY 1, 2
HAVING sum(ads_count) <> 0 OR sum(ads_value) <> 0 OR sum(added_count) <> 0 OR sum(sold_count) <> 0
    OR sum(sold_value) <> 0 OR sum(amount_of_seller) <> 0 OR sum(amount_of_buyer) <> 0
 ORDER BY 1, 2;--> statement-breakpoint
-- Statistics for the planner at once (a read over a team picks its plan from them).
ANALYZE user_monthly_stats;
