-- The map's cell counts (migration 0018) kept at less cost per write (docs/decisions.md
-- "Announcements"): a sale, a new listing or a removed one changes its cell's counts at every
-- level 2..17.
--
-- Striped coarse cells. At the coarse levels all of Baku falls in one or a few cells: every such
-- write updated the same rows and held them until its commit, so writes anywhere in the city took
-- turns (16 simultaneous sales by 16 agencies: about 95 a second, p95 above 400 ms). A coarse
-- count is now kept in up to 16 rows, one per stripe, and a write adds to the stripe of its
-- database connection (the server's pool holds at most 20), so simultaneous writes rarely meet.
-- The map's read already sums the rows of a cell (modules/announcements/map-cells.ts). Levels 12
-- and finer (cells of 10 km and less) keep one row: writes spread over their cells, and the map
-- reads many of them. A rebuild writes stripe 0; the stripes of a cell may then hold negative
-- counts, and only their sum means anything.
--
-- Static SQL. The trigger built its statement as text and EXECUTEd it, planned anew at each
-- firing. The listings a statement changed now go, as small map points, to one PL/pgSQL function
-- whose statement is planned once per connection; an update that changes nothing the map holds
-- stops before (as the other summaries' triggers do since migration 0021).
ALTER TABLE map_cell_counts ADD COLUMN stripe smallint NOT NULL DEFAULT 0;--> statement-breakpoint
DROP INDEX map_cell_counts_key;--> statement-breakpoint
CREATE UNIQUE INDEX map_cell_counts_key ON map_cell_counts
  (level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms, stripe) NULLS NOT DISTINCT;--> statement-breakpoint
-- What the map counts of a listing, with +1 (added) or -1 (taken away).
CREATE TYPE emlak_map_point AS (
  organization_id integer,
  latitude double precision,
  longitude double precision,
  is_duplicate boolean,
  add_type text,
  property_type smallint,
  rooms smallint,
  sign integer
);--> statement-breakpoint
-- Whether the map counts the listing at all: unsold, with coordinates.
CREATE OR REPLACE FUNCTION emlak_on_map(r announcements) RETURNS boolean
LANGUAGE sql IMMUTABLE
AS $$ SELECT NOT r.is_sold AND r.latitude IS NOT NULL AND r.longitude IS NOT NULL $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION emlak_map_point(r announcements, sign integer) RETURNS emlak_map_point
LANGUAGE sql IMMUTABLE
AS $$
  SELECT ROW(r.organization_id, r.latitude, r.longitude, r.duplicate_of IS NOT NULL, r.add_type, r.property_type,
             r.rooms, sign)::emlak_map_point
$$;--> statement-breakpoint
-- Adds the points to their cells: every level 2..17 without the filter columns, 2..14 split by
-- them; sorted by key, so two statements touching the same cells lock them in the same order.
CREATE OR REPLACE FUNCTION emlak_map_cells_add(points emlak_map_point[]) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF cardinality(points) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO map_cell_counts AS c
    (level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms, stripe,
     count, sum_latitude, sum_longitude)
  SELECT l.level, d.detailed, p.organization_id,
         floor(p.latitude / 360::float8 * 131072)::int >> (17 - l.level),
         floor(p.longitude / 360::float8 * 131072)::int >> (17 - l.level),
         p.is_duplicate,
         CASE WHEN d.detailed THEN p.add_type END,
         CASE WHEN d.detailed THEN p.property_type END,
         CASE WHEN d.detailed THEN p.rooms END,
         CASE WHEN l.level <= 11 THEN (pg_backend_pid() % 16)::smallint ELSE 0::smallint END,
         sum(p.sign), sum(p.sign * p.latitude::numeric), sum(p.sign * p.longitude::numeric)
    FROM unnest(points) AS p
   CROSS JOIN generate_series(2, 17) AS l(level)
   CROSS JOIN (VALUES (false), (true)) AS d(detailed)
   WHERE NOT d.detailed OR l.level <= 14
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  HAVING sum(p.sign) <> 0 OR sum(p.sign * p.latitude::numeric) <> 0 OR sum(p.sign * p.longitude::numeric) <> 0
   ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT (level, detailed, organization_id, cell_y, cell_x, is_duplicate, add_type, property_type, rooms, stripe)
  DO UPDATE SET
    count = c.count + excluded.count,
    sum_latitude = c.sum_latitude + excluded.sum_latitude,
    sum_longitude = c.sum_longitude + excluded.sum_longitude;
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
    PERFORM emlak_map_cells_add(ARRAY(
      SELECT point FROM old_rows o JOIN new_rows n ON n.id = o.id
       CROSS JOIN LATERAL (VALUES (emlak_map_point(o, -1), emlak_on_map(o)), (emlak_map_point(n, 1), emlak_on_map(n)))
             AS side(point, on_map)
       WHERE side.on_map
         AND (emlak_on_map(o), emlak_map_point(o, 1)) IS DISTINCT FROM (emlak_on_map(n), emlak_map_point(n, 1))));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The text-building functions the trigger used (migration 0018); the rebuild never did.
DROP FUNCTION emlak_map_cell_upsert(text);--> statement-breakpoint
DROP FUNCTION emlak_map_cell_delta(text, integer);
