-- The statement-level triggers that keep the statistics (user_daily_stats, user_monthly_stats)
-- and the owners' summaries build their statements as text and EXECUTE them, so each firing plans
-- them anew (1 to 3 ms apiece); map_cell_counts is migration 0022's. Most updates change nothing
-- a summary holds: a sale changes is_sold (the map only), taking a listing into work changes the
-- status alone, an edit the price or the text. Each update trigger now first asks, with a static
-- query that PL/pgSQL plans once per connection, whether every updated row is the same in the
-- summarized columns, and stops if so (docs/decisions.md "Announcements"). The column lists are
-- those each summary's own delta reads (migrations 0011, 0019); inserts and deletes always count.
-- "Every new row has an old row with the same id and the same values": ids are unique on both
-- sides and an update keeps the number of rows, so this pairs them all.
CREATE OR REPLACE FUNCTION announcements_daily_stats() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE emlak_daily_stats_upsert(emlak_announcement_stats_delta('new_rows', 1));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE emlak_daily_stats_upsert(emlak_announcement_stats_delta('old_rows', -1));
  ELSIF EXISTS (
    SELECT 1 FROM new_rows n
     WHERE NOT EXISTS (
       SELECT 1 FROM old_rows o
        WHERE o.id = n.id
          AND (o.created_by_user_id, o.created_at, o.price)
              IS NOT DISTINCT FROM (n.created_by_user_id, n.created_at, n.price))) THEN
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
  ELSIF EXISTS (
    SELECT 1 FROM new_rows n
     WHERE NOT EXISTS (
       SELECT 1 FROM old_rows o
        WHERE o.id = n.id
          AND (o.user_id, o.added_at, o.status = 'sold', o.sold_date, o.sold_price, o.amount_of_seller,
               o.amount_of_buyer)
              IS NOT DISTINCT FROM (n.user_id, n.added_at, n.status = 'sold', n.sold_date, n.sold_price,
               n.amount_of_seller, n.amount_of_buyer))) THEN
    EXECUTE emlak_daily_stats_upsert(
      emlak_user_ad_stats_delta('old_rows', -1) || ' UNION ALL ' || emlak_user_ad_stats_delta('new_rows', 1));
  END IF;
  RETURN NULL;
END
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
  ELSIF EXISTS (
    SELECT 1 FROM new_rows n
     WHERE NOT EXISTS (
       SELECT 1 FROM old_rows o
        WHERE o.id = n.id
          AND (o.phone1, o.organization_id, o.owner, o.city_id, o.created_at)
              IS NOT DISTINCT FROM (n.phone1, n.organization_id, n.owner, n.city_id, n.created_at))) THEN
    -- Only the rows whose phone, organization, owner, city or date moved count, out and back in.
    delta :=
      emlak_owner_rows('old_rows', -1, 'NOT EXISTS (SELECT 1 FROM new_rows o WHERE ' || emlak_owner_same('o') || ')')
      || ' UNION ALL ' ||
      emlak_owner_rows('new_rows', 1, 'NOT EXISTS (SELECT 1 FROM old_rows o WHERE ' || emlak_owner_same('o') || ')');
  ELSE
    RETURN NULL;
  END IF;
  FOREACH statement IN ARRAY emlak_owner_summary_add(delta) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;
