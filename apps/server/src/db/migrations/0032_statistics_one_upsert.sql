-- The statistics' contributions and upsert written once (docs/decisions.md "The statistics' rebuild
-- uses the triggers' pieces").
--
-- Since migration 0031 the triggers add their rows' contributions through emlak_stats_add(), while
-- the from-scratch rebuild still EXECUTEd the text functions of migrations 0011 and 0013: the same
-- expressions and the same upsert written twice. The rebuild now uses the triggers' pieces, and the
-- text functions go. It hands the contributions over grouped by user and day, a hundred user ids
-- at a time, so that no array grows with the whole platform.
CREATE OR REPLACE FUNCTION emlak_rebuild_user_daily_stats() RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  -- User ids per batch: a batch's array holds at most their users' days (100 users over five
  -- years of working days, some 130,000 elements), however many users and years the platform has.
  batch CONSTANT integer := 100;
  -- bigint: low + batch must not overflow near the top of users' integer ids.
  low bigint;
BEGIN
  -- Exclusive locks, so that no write slips between the deletes and the inserts.
  LOCK TABLE user_daily_stats, user_monthly_stats IN EXCLUSIVE MODE;
  LOCK TABLE announcements, user_ads IN SHARE MODE;
  DELETE FROM user_daily_stats;
  DELETE FROM user_monthly_stats;
  -- Every contribution that counts has a user (a listing's creator, a list row's owner: both
  -- reference users; listings without a creator count for no one, as before), and each user falls
  -- in one batch, so a batch's daily and monthly rows are whole.
  FOR low IN SELECT generate_series(min(id)::bigint, max(id), batch) FROM users LOOP
    -- The composites' fields are read with (d).field: expanding them in FROM (LATERAL ... c, then
    -- c.*) under GROUP BY fails in PostgreSQL 18's planner ("variable not found in subplan target
    -- list").
    PERFORM emlak_stats_add(ARRAY(
      SELECT ROW((d).user_id, (d).day, sum((d).ads_count)::integer, sum((d).ads_value),
                 sum((d).added_count)::integer, sum((d).sold_count)::integer, sum((d).sold_value),
                 sum((d).amount_of_seller), sum((d).amount_of_buyer))::emlak_stats_delta
        FROM (SELECT emlak_announcement_contribution(a, 1) AS d FROM announcements a
               WHERE a.created_by_user_id >= low AND a.created_by_user_id < low + batch
              UNION ALL
              SELECT emlak_user_ad_contributions(u, 1) FROM user_ads u
               WHERE u.user_id >= low AND u.user_id < low + batch) AS contributions
       WHERE (d).user_id IS NOT NULL AND (d).day IS NOT NULL
       GROUP BY (d).user_id, (d).day
    ));
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION emlak_daily_stats_upsert(text);--> statement-breakpoint
DROP FUNCTION emlak_announcement_stats_delta(text, int);--> statement-breakpoint
DROP FUNCTION emlak_user_ad_stats_delta(text, int);--> statement-breakpoint
-- A list row contributes at most twice (added, sold); the default estimate is 1,000 rows a call.
ALTER FUNCTION emlak_user_ad_contributions(user_ads, integer) ROWS 2;
