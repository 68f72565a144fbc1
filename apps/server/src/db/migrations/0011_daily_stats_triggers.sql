-- user_daily_stats is kept by the writes themselves (docs/decisions.md "Statistics"): every
-- statement that inserts, updates or deletes announcements or personal-list rows adds what it
-- changed to the (user, Baku day) rows, in the same transaction. Statement-level triggers with
-- transition tables aggregate a whole statement first, so an import of 1,000 rows by one agent
-- updates one stats row once, not 1,000 times (repeated updates of one row inside a transaction
-- grow its version chain and slow every next one).
--
-- A row's contribution, as (user, day, posted, posted value, added, sold, sold value, seller, buyer):
--   announcement: (created_by_user_id, Baku day of created_at, 1, price, 0, 0, 0, 0, 0)
--   user_ads:     (user_id, Baku day of added_at, 0, 0, 1, 0, 0, 0, 0) and, once sold,
--                 (user_id, sold_date, 0, 0, 0, 1, coalesce(sold_price, 0), seller, buyer)
-- An insert adds the new rows' contributions, a delete subtracts the old ones', an update does both.
--
-- The functions below build SQL text; the trigger functions EXECUTE it themselves, because a
-- transition table is visible only to the trigger function's own statements.
CREATE OR REPLACE FUNCTION emlak_daily_stats_upsert(delta_sql text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  -- Sorted by key, so two statements touching the same stats rows lock them in the same order.
  SELECT format($f$
    INSERT INTO user_daily_stats AS s
      (user_id, day, ads_count, ads_value, added_count, sold_count, sold_value, amount_of_seller, amount_of_buyer)
    SELECT user_id, day, sum(ads_count), sum(ads_value), sum(added_count), sum(sold_count),
           sum(sold_value), sum(amount_of_seller), sum(amount_of_buyer)
      FROM (%s) AS delta
     WHERE user_id IS NOT NULL AND day IS NOT NULL
     GROUP BY user_id, day
    HAVING sum(ads_count) <> 0 OR sum(ads_value) <> 0 OR sum(added_count) <> 0 OR sum(sold_count) <> 0
        OR sum(sold_value) <> 0 OR sum(amount_of_seller) <> 0 OR sum(amount_of_buyer) <> 0
     ORDER BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET
      ads_count = s.ads_count + excluded.ads_count,
      ads_value = s.ads_value + excluded.ads_value,
      added_count = s.added_count + excluded.added_count,
      sold_count = s.sold_count + excluded.sold_count,
      sold_value = s.sold_value + excluded.sold_value,
      amount_of_seller = s.amount_of_seller + excluded.amount_of_seller,
      amount_of_buyer = s.amount_of_buyer + excluded.amount_of_buyer
  $f$, delta_sql)
$$;--> statement-breakpoint
-- The contributions of announcement rows in a relation (a transition table), times a sign.
CREATE OR REPLACE FUNCTION emlak_announcement_stats_delta(relation text, sign int) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($f$
    SELECT created_by_user_id AS user_id, (created_at AT TIME ZONE 'Asia/Baku')::date AS day,
           %1$s AS ads_count, %1$s * price AS ads_value, 0 AS added_count, 0 AS sold_count,
           0::numeric AS sold_value, 0::numeric AS amount_of_seller, 0::numeric AS amount_of_buyer
      FROM %2$I
  $f$, sign, relation)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION emlak_user_ad_stats_delta(relation text, sign int) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($f$
    SELECT user_id, (added_at AT TIME ZONE 'Asia/Baku')::date AS day, 0 AS ads_count, 0::numeric AS ads_value,
           %1$s AS added_count, 0 AS sold_count, 0::numeric AS sold_value,
           0::numeric AS amount_of_seller, 0::numeric AS amount_of_buyer
      FROM %2$I
    UNION ALL
    SELECT user_id, sold_date, 0, 0, 0, %1$s, %1$s * coalesce(sold_price, 0),
           %1$s * coalesce(amount_of_seller, 0), %1$s * coalesce(amount_of_buyer, 0)
      FROM %2$I
     WHERE status = 'sold' AND sold_date IS NOT NULL
  $f$, sign, relation)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announcements_daily_stats() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE emlak_daily_stats_upsert(emlak_announcement_stats_delta('new_rows', 1));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE emlak_daily_stats_upsert(emlak_announcement_stats_delta('old_rows', -1));
  ELSE
    EXECUTE emlak_daily_stats_upsert(
      emlak_announcement_stats_delta('old_rows', -1) || ' UNION ALL ' || emlak_announcement_stats_delta('new_rows', 1));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_ads_daily_stats() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE emlak_daily_stats_upsert(emlak_user_ad_stats_delta('new_rows', 1));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE emlak_daily_stats_upsert(emlak_user_ad_stats_delta('old_rows', -1));
  ELSE
    EXECUTE emlak_daily_stats_upsert(
      emlak_user_ad_stats_delta('old_rows', -1) || ' UNION ALL ' || emlak_user_ad_stats_delta('new_rows', 1));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER announcements_daily_stats_insert AFTER INSERT ON announcements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_daily_stats();--> statement-breakpoint
CREATE TRIGGER announcements_daily_stats_update AFTER UPDATE ON announcements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_daily_stats();--> statement-breakpoint
CREATE TRIGGER announcements_daily_stats_delete AFTER DELETE ON announcements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_daily_stats();--> statement-breakpoint
CREATE TRIGGER user_ads_daily_stats_insert AFTER INSERT ON user_ads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_ads_daily_stats();--> statement-breakpoint
CREATE TRIGGER user_ads_daily_stats_update AFTER UPDATE ON user_ads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_ads_daily_stats();--> statement-breakpoint
CREATE TRIGGER user_ads_daily_stats_delete AFTER DELETE ON user_ads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_ads_daily_stats();--> statement-breakpoint
-- From scratch: for bulk loads that run with the triggers disabled, and to repair. Zero rows are
-- not kept. Takes an exclusive lock so no write slips between the delete and the insert.
CREATE OR REPLACE FUNCTION emlak_rebuild_user_daily_stats() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE user_daily_stats IN EXCLUSIVE MODE;
  LOCK TABLE announcements, user_ads IN SHARE MODE;
  DELETE FROM user_daily_stats;
  EXECUTE emlak_daily_stats_upsert(
    emlak_announcement_stats_delta('announcements', 1) || ' UNION ALL ' || emlak_user_ad_stats_delta('user_ads', 1));
END
$$;--> statement-breakpoint
SELECT emlak_rebuild_user_daily_stats();
