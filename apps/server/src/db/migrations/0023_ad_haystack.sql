-- The quick search's haystack (migration 0007) defined once, for two callers: the trigger, which
-- looks the place names up by id for the one row it writes, and a bulk insert of many rows
-- (db/seed/generator/insert-announcements.ts), which joins them set-wise and leaves the trigger off.
-- Same function, same text: they cannot drift apart. For a million generated listings the set-wise
-- path costs 10 s less of PostgreSQL's time than the trigger row by row (docs/benchmarks.md).
-- IMMUTABLE and free of subqueries, so PostgreSQL inlines it into the statement that calls it.
CREATE OR REPLACE FUNCTION emlak_ad_haystack(
  title text, address text, landmark text, owner text,
  city text, city_en text, city_ru text, district text, metro text, description text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT emlak_fold(concat_ws(' ', title, address, landmark, owner,
    concat_ws(' ', city, city_en, city_ru), district, metro, left(description, 2000)))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announcements_search_text() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  city cities%ROWTYPE;
BEGIN
  SELECT * INTO city FROM cities c WHERE c.id = NEW.city_id;
  NEW.search_text := emlak_ad_haystack(
    NEW.title, NEW.address, NEW.landmark, NEW.owner,
    city.name, city.name_en, city.name_ru,
    (SELECT d.name FROM districts d WHERE d.id = NEW.district_id),
    (SELECT m.name FROM metro_stations m WHERE m.id = NEW.metro_station_id),
    NEW.description);
  RETURN NEW;
END
$$;
