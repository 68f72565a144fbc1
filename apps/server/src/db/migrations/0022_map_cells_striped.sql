-- The map's coarse cells split in stripes (docs/decisions.md "Map and geocoding"). A sale, a new
-- listing or a removed one changes the counts of its cell at every level 2..17 (migration 0018),
-- and at the coarse levels all of Baku falls in one or a few cells: every such write updated the
-- same rows and held them until its commit, so writes anywhere in the city took turns (16
-- simultaneous sales by 16 agencies: about 95 a second, p95 above 400 ms). A coarse count is now
-- kept in up to 16 rows, one per stripe, and a write adds to the stripe of its database
-- connection (the server's pool holds at most 20), so simultaneous writes rarely meet. The map's
-- read already sums the rows of a cell (modules/announcements/map-cells.ts). Levels 12 and finer
-- (cells of 10 km and less) keep one row: writes spread over their cells, and the map reads many
-- of them. A rebuild writes stripe 0; the stripes of a cell may then hold negative counts, and
-- only their sum means anything.
ALTER TABLE map_cell_counts ADD COLUMN stripe smallint NOT NULL DEFAULT 0;--> statement-breakpoint
DROP INDEX map_cell_counts_key;--> statement-breakpoint
CREATE UNIQUE INDEX map_cell_counts_key ON map_cell_counts
  (level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms, stripe) NULLS NOT DISTINCT;--> statement-breakpoint
CREATE OR REPLACE FUNCTION emlak_map_cell_upsert(delta_sql text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  -- Sorted by key, so two statements touching the same cells lock them in the same order.
  SELECT format($f$
    INSERT INTO map_cell_counts AS c
      (level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms, stripe,
       count, sum_latitude, sum_longitude)
    SELECT level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms, stripe,
           sum(count), sum(sum_latitude), sum(sum_longitude)
      FROM (%s) AS delta
     GROUP BY level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms, stripe
    HAVING sum(count) <> 0 OR sum(sum_latitude) <> 0 OR sum(sum_longitude) <> 0
     ORDER BY level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms, stripe
    ON CONFLICT (level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms, stripe)
    DO UPDATE SET
      count = c.count + excluded.count,
      sum_latitude = c.sum_latitude + excluded.sum_latitude,
      sum_longitude = c.sum_longitude + excluded.sum_longitude
  $f$, delta_sql)
$$;--> statement-breakpoint
-- The contributions of the listings in `source` (a relation, or a parenthesised query), times a
-- sign, the coarse levels' in the stripe of this connection.
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
           CASE WHEN l.level <= 11 THEN (pg_backend_pid() %% 16)::smallint ELSE 0::smallint END AS stripe,
           %1$s AS count, %1$s * r.latitude::numeric AS sum_latitude, %1$s * r.longitude::numeric AS sum_longitude
      FROM %2$s AS r
     CROSS JOIN generate_series(2, 17) AS l(level)
     CROSS JOIN (VALUES (false), (true)) AS d(detailed)
     WHERE NOT r.is_sold AND r.latitude IS NOT NULL AND r.longitude IS NOT NULL
       AND (NOT d.detailed OR l.level <= 14)
  $f$, sign, source)
$$;
