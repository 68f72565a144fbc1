-- The update triggers of the statistics (migration 0031) and of the map (migration 0022) find the
-- rows that moved by grouping, not by joining the transition tables (docs/decisions.md
-- "Transition tables are grouped, not joined").
--
-- The statistics' update branch asked whether any new row has no old row with the same
-- summarized columns (EXISTS over NOT EXISTS, since migration 0021); the map's joined the old and
-- the new rows by id. A PL/pgSQL statement's plan is kept for the connection's life, and the
-- planner sizes a transition table when the statement is first planned: a connection whose first
-- update was a sale (one row) keeps nested loops, and a later update of thousands of rows on that
-- connection compares every row with every other. On the 1,000,000-listing bench database an
-- update of 3,000 listings' descriptions took 7.9 s after an update of one listing on the same
-- connection, 1.5-2.3 s on a fresh one. Grouping both sides by the row's id and what the summary
-- holds (an unchanged row's -1 and +1 cancel; grouping takes NULLs as equal, as IS NOT DISTINCT
-- FROM does) costs what the sizes ask, whatever sizes it was planned for. Migration 0033 does the
-- same for the owners' trigger.
CREATE OR REPLACE FUNCTION announcements_daily_stats() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM emlak_stats_add(ARRAY(SELECT emlak_announcement_contribution(n, 1) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM emlak_stats_add(ARRAY(SELECT emlak_announcement_contribution(o, -1) FROM old_rows o));
  ELSIF EXISTS (
    SELECT 1
      FROM (SELECT o.id, o.created_by_user_id, o.created_at, o.price, -1 AS sign FROM old_rows o
            UNION ALL
            SELECT n.id, n.created_by_user_id, n.created_at, n.price, 1 FROM new_rows n) AS r
     GROUP BY r.id, r.created_by_user_id, r.created_at, r.price
    HAVING sum(r.sign) <> 0) THEN
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
    SELECT 1
      FROM (SELECT o.id, o.user_id, o.added_at, o.status = 'sold' AS sold, o.sold_date, o.sold_price,
                   o.amount_of_seller, o.amount_of_buyer, -1 AS sign
              FROM old_rows o
            UNION ALL
            SELECT n.id, n.user_id, n.added_at, n.status = 'sold', n.sold_date, n.sold_price,
                   n.amount_of_seller, n.amount_of_buyer, 1
              FROM new_rows n) AS r
     GROUP BY r.id, r.user_id, r.added_at, r.sold, r.sold_date, r.sold_price, r.amount_of_seller,
              r.amount_of_buyer
    HAVING sum(r.sign) <> 0) THEN
    PERFORM emlak_stats_add(ARRAY(
      SELECT c FROM old_rows o CROSS JOIN LATERAL emlak_user_ad_contributions(o, -1) c
      UNION ALL
      SELECT c FROM new_rows n CROSS JOIN LATERAL emlak_user_ad_contributions(n, 1) c));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announcements_map_cells() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM emlak_map_cells_add(ARRAY(SELECT emlak_map_point(n, 1) FROM new_rows n WHERE emlak_on_map(n)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM emlak_map_cells_add(ARRAY(SELECT emlak_map_point(o, -1) FROM old_rows o WHERE emlak_on_map(o)));
  ELSE
    -- Only the listings whose place on the map changed (most edits move none): out, and back in.
    -- A listing's point on each side (with sign 1, so that the two compare), grouped by listing
    -- and point: an unmoved listing's -1 and +1 cancel.
    PERFORM emlak_map_cells_add(ARRAY(
      SELECT ROW((m.point).organization_id, (m.point).latitude, (m.point).longitude, (m.point).is_duplicate,
                 (m.point).add_type, (m.point).property_type, (m.point).rooms, m.sign)::emlak_map_point
        FROM (SELECT s.id, s.point, sum(s.sign)::integer AS sign
                FROM (SELECT o.id, emlak_map_point(o, 1) AS point, -1 AS sign FROM old_rows o WHERE emlak_on_map(o)
                      UNION ALL
                      SELECT n.id, emlak_map_point(n, 1), 1 FROM new_rows n WHERE emlak_on_map(n)) AS s
               GROUP BY s.id, s.point
              HAVING sum(s.sign) <> 0) AS m));
  END IF;
  RETURN NULL;
END
$$;
