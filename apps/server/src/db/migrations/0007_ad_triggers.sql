-- Announcements keep two derived columns at write time (docs/decisions.md "Announcements"), so that
-- every writer (posting, import, the generator, a future job) gets them and no query computes them:
--
-- search_text: the quick search's folded haystack. Place names in every language the product
-- speaks (cities have az, en and ru names; districts and metro stations az), then the free text.
CREATE OR REPLACE FUNCTION announcements_search_text() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.search_text := emlak_fold(concat_ws(' ',
    NEW.title, NEW.address, NEW.landmark, NEW.owner,
    (SELECT concat_ws(' ', c.name, c.name_en, c.name_ru) FROM cities c WHERE c.id = NEW.city_id),
    (SELECT d.name FROM districts d WHERE d.id = NEW.district_id),
    (SELECT m.name FROM metro_stations m WHERE m.id = NEW.metro_station_id),
    left(NEW.description, 2000)));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER announcements_search_text
  BEFORE INSERT OR UPDATE OF title, description, address, landmark, owner, city_id, district_id, metro_station_id
  ON announcements FOR EACH ROW EXECUTE FUNCTION announcements_search_text();--> statement-breakpoint
-- duplicate_of: the oldest listing with the same first phone, property type, deal, rooms, city and
-- area unit whose area is within 3 % and price within 10 % of this one's. Only listings the new
-- one's readers may see are candidates (public ones and the same organization's), so that the id
-- never points into another agency's listings. The phone index narrows the candidates to a few.
CREATE OR REPLACE FUNCTION announcements_duplicate_of() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.phone1 IS NULL OR NEW.area IS NULL THEN
    NEW.duplicate_of := NULL;
    RETURN NEW;
  END IF;
  NEW.duplicate_of := (
    SELECT a.id FROM announcements a
    WHERE a.phone1 = NEW.phone1
      AND a.id <> NEW.id
      AND a.property_type = NEW.property_type
      AND a.add_type = NEW.add_type
      AND a.rooms IS NOT DISTINCT FROM NEW.rooms
      AND a.city_id = NEW.city_id
      AND a.area_measure_unit = NEW.area_measure_unit
      AND abs(a.area - NEW.area) <= 0.03 * greatest(a.area, NEW.area)
      AND abs(a.price - NEW.price) <= 0.10 * greatest(a.price, NEW.price)
      AND (a.organization_id IS NULL OR a.organization_id IS NOT DISTINCT FROM NEW.organization_id)
      AND (a.created_at, a.id) < (NEW.created_at, NEW.id)
    ORDER BY a.created_at, a.id
    LIMIT 1);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER announcements_duplicate_of
  BEFORE INSERT OR UPDATE OF phone1, property_type, add_type, rooms, city_id, area, area_measure_unit, price, organization_id
  ON announcements FOR EACH ROW EXECUTE FUNCTION announcements_duplicate_of();--> statement-breakpoint
-- Rows that existed before this migration get both columns once.
UPDATE announcements SET title = title, price = price;
