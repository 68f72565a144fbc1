-- Listings are placed at write time (docs/decisions.md "Map and geocoding"): a listing written
-- without coordinates gets the point of its landmark (its text matched against the landmarks'
-- folded names, whole words from the start, the longest name winning), else its metro station,
-- district or city, and geo_precision records which; coordinates the writer gave are 'exact'.
-- A trigger, like search_text's, so that every writer (posting, import, generator, seed) places.
-- A landmark places only a listing of the city nearest to that landmark.
--
-- The writer's intent on UPDATE: new coordinates with the precision left as it was are a point the
-- writer gave ('exact'); a placed (not exact) listing whose landmark, metro, district or city
-- changed is placed again; anything else keeps its point.
CREATE OR REPLACE FUNCTION emlak_place_words(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT ' ' || trim(regexp_replace(emlak_fold(value), '[[:punct:][:space:]«»–—№]+', ' ', 'g')) || ' '
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION announcements_place() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  words text;
  found_latitude double precision;
  found_longitude double precision;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL THEN
    IF (NEW.latitude, NEW.longitude) IS DISTINCT FROM (OLD.latitude, OLD.longitude)
       AND NEW.geo_precision IS NOT DISTINCT FROM OLD.geo_precision THEN
      NEW.geo_precision := 'exact';
      RETURN NEW;
    END IF;
    -- No precision on a row with coordinates (a writer naming geo_precision to NULL) keeps the
    -- point as exact rather than throwing it away.
    IF coalesce(NEW.geo_precision, 'exact') = 'exact'
       OR (NEW.geo_precision IS NOT NULL
           AND (NEW.landmark, NEW.metro_station_id, NEW.district_id, NEW.city_id)
               IS NOT DISTINCT FROM (OLD.landmark, OLD.metro_station_id, OLD.district_id, OLD.city_id)) THEN
      NEW.geo_precision := coalesce(NEW.geo_precision, 'exact');
      RETURN NEW;
    END IF;
    NEW.latitude := NULL;
    NEW.longitude := NULL;
    NEW.geo_precision := NULL;
  END IF;
  IF NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL THEN
    NEW.geo_precision := coalesce(NEW.geo_precision, 'exact');
    RETURN NEW;
  END IF;
  IF NEW.landmark IS NOT NULL THEN
    words := emlak_place_words(NEW.landmark);
    SELECT l.latitude, l.longitude INTO found_latitude, found_longitude
      FROM landmarks l, unnest(l.match_keys) AS k(match_key)
      WHERE (strpos(words, ' ' || k.match_key || ' ') > 0
             OR strpos(words, ' ' || k.match_key) > 0 AND length(k.match_key) >= 5)
        -- Only a landmark of the listing's own city: the one city nearest to it. "Gəncə vağzalı"
        -- must not land on Baku's railway station (longitudes scaled by cos 40.4°).
        AND NEW.city_id = (
          SELECT c.id FROM cities c
          ORDER BY (c.latitude - l.latitude) ^ 2 + ((c.longitude - l.longitude) * 0.762) ^ 2, c.id
          LIMIT 1)
      ORDER BY length(k.match_key) DESC, l.id
      LIMIT 1;
    IF FOUND THEN
      NEW.latitude := found_latitude;
      NEW.longitude := found_longitude;
      NEW.geo_precision := 'landmark';
      RETURN NEW;
    END IF;
  END IF;
  IF NEW.metro_station_id IS NOT NULL THEN
    SELECT m.latitude, m.longitude INTO found_latitude, found_longitude
      FROM metro_stations m WHERE m.id = NEW.metro_station_id;
    IF FOUND THEN
      NEW.latitude := found_latitude;
      NEW.longitude := found_longitude;
      NEW.geo_precision := 'metro';
      RETURN NEW;
    END IF;
  END IF;
  IF NEW.district_id IS NOT NULL THEN
    SELECT d.latitude, d.longitude INTO found_latitude, found_longitude
      FROM districts d WHERE d.id = NEW.district_id;
    IF FOUND THEN
      NEW.latitude := found_latitude;
      NEW.longitude := found_longitude;
      NEW.geo_precision := 'district';
      RETURN NEW;
    END IF;
  END IF;
  SELECT c.latitude, c.longitude INTO found_latitude, found_longitude
    FROM cities c WHERE c.id = NEW.city_id;
  IF FOUND THEN
    NEW.latitude := found_latitude;
    NEW.longitude := found_longitude;
    NEW.geo_precision := 'city';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER announcements_place
  BEFORE INSERT OR UPDATE OF latitude, longitude, geo_precision, landmark, metro_station_id, district_id, city_id
  ON announcements FOR EACH ROW EXECUTE FUNCTION announcements_place();--> statement-breakpoint
-- Backfill: rows with coordinates are exact; the others are placed by metro, district or city (the
-- landmark list is seeded after the migrations, so rows written before it are not placed by landmark).
UPDATE announcements SET geo_precision = 'exact' WHERE latitude IS NOT NULL AND longitude IS NOT NULL;--> statement-breakpoint
-- Naming geo_precision fires the trigger, which places each row without coordinates.
UPDATE announcements SET geo_precision = NULL WHERE latitude IS NULL OR longitude IS NULL;
