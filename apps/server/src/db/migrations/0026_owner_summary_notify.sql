-- The owners list remembers its exact counts until the per-phone summaries change
-- (lib/count-cache.ts, docs/decisions.md "Owners' exact counts are remembered until their summaries
-- change"). Any statement that writes owner_summary or owner_summary_names (the triggers of
-- migrations 0019 and 0024 on announcements, a rebuild) tells every server process, as migration
-- 0025 does for sessions:
--   NOTIFY emlak_owner_summary  (delivered at commit to every listening process)
--   RAISE NOTICE 'emlak_owner_summary'  (to the connection that wrote, during the statement: the
--   writing process forgets before it answers the request that wrote)
-- A statement that changed no row signals too (a few needless forgettings, never a missed one); the
-- announcements' triggers write the summaries only when a listing's owner facts changed, so a sale
-- signals nothing. What no trigger sees (writes with triggers disabled) is bounded by the counts'
-- 30 s age.
CREATE FUNCTION emlak_signal_owner_summary() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('emlak_owner_summary', '');
  RAISE NOTICE 'emlak_owner_summary';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER owner_summary_signal AFTER INSERT OR UPDATE OR DELETE ON owner_summary
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_owner_summary();--> statement-breakpoint
CREATE TRIGGER owner_summary_signal_truncate AFTER TRUNCATE ON owner_summary
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_owner_summary();--> statement-breakpoint
CREATE TRIGGER owner_summary_names_signal AFTER INSERT OR UPDATE OR DELETE ON owner_summary_names
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_owner_summary();--> statement-breakpoint
CREATE TRIGGER owner_summary_names_signal_truncate AFTER TRUNCATE ON owner_summary_names
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_signal_owner_summary();
