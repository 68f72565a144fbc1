-- The map's clusters counted ahead of time (docs/decisions.md "Map and geocoding"): per grid level,
-- cell and the dimensions an unfiltered or simply filtered map view needs, how many unsold listings
-- with coordinates there are and the sums of their latitudes and longitudes (the cluster sits at
-- the mean of its points, as the live query puts it). Kept exact by statement-level triggers with
-- transition tables on announcements, like user_daily_stats (migration 0011).
--
-- A level-L cell is 360° / 2^L on a side; a point's cell is floor(coordinate / 360 * 2^L). Cells
-- nest, so level L's index is level 17's shifted right by 17 - L (multiplying a float by a power
-- of two is exact, so the shift and the live query's own floor() always agree).
--   detailed = false: every level 2..17, per (organization, duplicate or not), no filter columns.
--   detailed = true:  levels 2..14, also per (add_type, property_type, rooms): filtered views.
-- Numeric sums, so adding and taking away the same point leaves exactly what was there.
-- The live map query (areas of up to TOTAL_COUNT_CAP listings, filters the counts cannot answer)
-- reads the same R-tree, now covering what an unfiltered read needs (the coordinates, the
-- organization, the duplicate mark): an index-only scan instead of one table page per listing,
-- since listings lie in the table in the order they were written, not by place (2,418 listings
-- within 2 km: 47 ms by bitmap heap scan, 6 ms index-only, on 1,000,000 listings).
DROP INDEX IF EXISTS announcements_unsold_point_idx;--> statement-breakpoint
CREATE INDEX announcements_unsold_point_idx ON announcements USING gist (point(longitude, latitude))
  INCLUDE (latitude, longitude, organization_id, duplicate_of)
  WHERE NOT is_sold AND latitude IS NOT NULL AND longitude IS NOT NULL;--> statement-breakpoint
CREATE TABLE map_cell_counts (
  level smallint NOT NULL,
  detailed boolean NOT NULL,
  organization_id integer,
  cell_y integer NOT NULL,
  cell_x integer NOT NULL,
  is_duplicate boolean NOT NULL,
  add_type text,
  property_type smallint,
  rooms smallint,
  count integer NOT NULL,
  sum_latitude numeric NOT NULL,
  sum_longitude numeric NOT NULL
);--> statement-breakpoint
-- The upsert's key, and the map's read: one level, summary or detailed rows, the public market
-- (null) or one organization, a band of rows of cells.
CREATE UNIQUE INDEX map_cell_counts_key ON map_cell_counts
  (level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms) NULLS NOT DISTINCT;--> statement-breakpoint
CREATE OR REPLACE FUNCTION emlak_map_cell_upsert(delta_sql text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  -- Sorted by key, so two statements touching the same cells lock them in the same order.
  SELECT format($f$
    INSERT INTO map_cell_counts AS c
      (level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms,
       count, sum_latitude, sum_longitude)
    SELECT level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms,
           sum(count), sum(sum_latitude), sum(sum_longitude)
      FROM (%s) AS delta
     GROUP BY level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms
    HAVING sum(count) <> 0 OR sum(sum_latitude) <> 0 OR sum(sum_longitude) <> 0
     ORDER BY level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms
    ON CONFLICT (level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms)
    DO UPDATE SET
      count = c.count + excluded.count,
      sum_latitude = c.sum_latitude + excluded.sum_latitude,
      sum_longitude = c.sum_longitude + excluded.sum_longitude
  $f$, delta_sql)
$$;--> statement-breakpoint
-- The contributions of the listings in `source` (a relation, or a parenthesised query), times a sign.
CREATE OR REPLACE FUNCTION emlak_map_cell_delta(source text, sign int) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($f$
    SELECT l.level, d.detailed, r.organization_id,
           floor(r.latitude / 360::float8 * 131072)::int >> (17 - l.level) AS cell_y,
           floor(r.longitude / 360::float8 * 131072)::int >> (17 - l.level) AS cell_x,
           r.duplicate_of IS NOT NULL AS is_duplicate,
           CASE WHEN d.detailed THEN r.add_type END AS add_type,
           CASE WHEN d.detailed THEN r.property_type END AS property_type,
           CASE WHEN d.detailed THEN r.rooms END AS rooms,
           %1$s AS count, %1$s * r.latitude::numeric AS sum_latitude, %1$s * r.longitude::numeric AS sum_longitude
      FROM %2$s AS r
     CROSS JOIN generate_series(2, 17) AS l(level)
     CROSS JOIN (VALUES (false), (true)) AS d(detailed)
     WHERE NOT r.is_sold AND r.latitude IS NOT NULL AND r.longitude IS NOT NULL
       AND (NOT d.detailed OR l.level <= 14)
  $f$, sign, source)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announcements_map_cells() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  -- An update counts only the listings whose map-relevant columns changed (most edits touch none).
  changed text := $c$ FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.latitude, o.longitude, o.is_sold, o.organization_id, o.duplicate_of IS NULL, o.add_type,
            o.property_type, o.rooms)
       IS DISTINCT FROM (n.latitude, n.longitude, n.is_sold, n.organization_id, n.duplicate_of IS NULL,
            n.add_type, n.property_type, n.rooms)) $c$;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE emlak_map_cell_upsert(emlak_map_cell_delta('new_rows', 1));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE emlak_map_cell_upsert(emlak_map_cell_delta('old_rows', -1));
  ELSE
    EXECUTE emlak_map_cell_upsert(
      emlak_map_cell_delta('(SELECT o.*' || changed, -1) || ' UNION ALL ' ||
      emlak_map_cell_delta('(SELECT n.*' || changed, 1));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER announcements_map_cells_insert AFTER INSERT ON announcements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_map_cells();--> statement-breakpoint
CREATE TRIGGER announcements_map_cells_update AFTER UPDATE ON announcements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_map_cells();--> statement-breakpoint
CREATE TRIGGER announcements_map_cells_delete AFTER DELETE ON announcements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announcements_map_cells();--> statement-breakpoint
-- From scratch: the backfill, bulk loads that run with the triggers disabled, and repair. Zero
-- rows are not kept. The finest level is counted from the listings once and every coarser level
-- from the one below it (cells nest), so a million listings are read once, not 29 times.
CREATE OR REPLACE FUNCTION emlak_rebuild_map_cell_counts() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE map_cell_counts IN EXCLUSIVE MODE;
  LOCK TABLE announcements IN SHARE MODE;
  DELETE FROM map_cell_counts;
  INSERT INTO map_cell_counts
  SELECT 17, false, organization_id, floor(latitude / 360::float8 * 131072)::int,
         floor(longitude / 360::float8 * 131072)::int, duplicate_of IS NOT NULL, NULL, NULL, NULL,
         count(*), sum(latitude::numeric), sum(longitude::numeric)
    FROM announcements
   WHERE NOT is_sold AND latitude IS NOT NULL AND longitude IS NOT NULL
   GROUP BY 3, 4, 5, 6;
  INSERT INTO map_cell_counts
  SELECT 14, true, organization_id, floor(latitude / 360::float8 * 131072)::int >> 3,
         floor(longitude / 360::float8 * 131072)::int >> 3, duplicate_of IS NOT NULL, add_type, property_type, rooms,
         count(*), sum(latitude::numeric), sum(longitude::numeric)
    FROM announcements
   WHERE NOT is_sold AND latitude IS NOT NULL AND longitude IS NOT NULL
   GROUP BY 3, 4, 5, 6, 7, 8, 9;
  FOR finer IN REVERSE 17..3 LOOP
    INSERT INTO map_cell_counts
    SELECT finer - 1, detailed, organization_id, cell_y >> 1, cell_x >> 1, is_duplicate, add_type, property_type,
           rooms, sum(count), sum(sum_latitude), sum(sum_longitude)
      FROM map_cell_counts
     WHERE level = finer AND (NOT detailed OR finer <= 14)
     GROUP BY detailed, organization_id, cell_y >> 1, cell_x >> 1, is_duplicate, add_type, property_type, rooms;
  END LOOP;
END
$$;--> statement-breakpoint
SELECT emlak_rebuild_map_cell_counts();--> statement-breakpoint
-- Statistics for the planner now, not at autovacuum's next pass: the map reads it at once.
ANALYZE map_cell_counts;
