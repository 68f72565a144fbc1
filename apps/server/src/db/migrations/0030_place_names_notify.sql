-- Lists of listings take the names of their cities, districts and metro stations from a memory of
-- those three small tables (modules/announcements/place-name-memory.ts, docs/decisions.md "Place
-- names from memory"). Any statement that writes one of them tells every server process, as
-- migrations 0025 and 0026 do for sessions and owner summaries:
--   NOTIFY emlak_place_names  (delivered at commit to every listening process)
--   RAISE NOTICE 'emlak_place_names'  (to the connection that wrote, during the statement: the
--   writing process forgets before it answers the request that wrote)
-- A statement that changed no row signals too (a needless reload, never a missed one). What no
-- trigger sees (writes with triggers disabled) lasts until the memory's 10 minutes are up.
CREATE FUNCTION emlak_signal_place_names() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('emlak_place_names', '');
  RAISE NOTICE 'emlak_place_names';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cities_place_names_signal AFTER INSERT OR UPDATE OR DELETE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_place_names();--> statement-breakpoint
CREATE TRIGGER cities_place_names_signal_truncate AFTER TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_place_names();--> statement-breakpoint
CREATE TRIGGER districts_place_names_signal AFTER INSERT OR UPDATE OR DELETE ON districts
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_place_names();--> statement-breakpoint
CREATE TRIGGER districts_place_names_signal_truncate AFTER TRUNCATE ON districts
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_place_names();--> statement-breakpoint
CREATE TRIGGER metro_stations_place_names_signal AFTER INSERT OR UPDATE OR DELETE ON metro_stations
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_place_names();--> statement-breakpoint
CREATE TRIGGER metro_stations_place_names_signal_truncate AFTER TRUNCATE ON metro_stations
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_place_names();
