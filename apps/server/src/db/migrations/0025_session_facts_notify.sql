-- The access policy keeps what it read of a session for a few seconds (modules/auth/session-cache.ts,
-- docs/decisions.md "Session lookup: a cache PostgreSQL invalidates"). Whatever changes an answer of
-- that lookup tells every server process at once, from here, so that no write path has to remember
-- to: a session revoked, expired or moved to another device; a user's password, role,
-- organization, status, name or e-mail; an organization locked, deactivated or given a grace
-- period; any subscription (the payment gate). Two signals, both only when such a column really
-- changed (statement-level triggers that compare the transition tables, as migration 0021's):
--   NOTIFY emlak_session_facts  (delivered at commit to every listening process: other instances)
--   RAISE NOTICE 'emlak_session_facts'  (to the connection that wrote, during the statement: the
--   writing process forgets at once, before it answers the request that wrote)
-- New rows (a session, a user) need no signal: nothing cached can be about them. TRUNCATE signals
-- too. What no trigger sees: writes with triggers disabled (session_replication_role = replica,
-- ALTER TABLE ... DISABLE TRIGGER, pg_restore --disable-triggers); after such maintenance the
-- cache's 10 s age bounds what it may still hold (docs/decisions.md).
CREATE FUNCTION emlak_signal_session_facts() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('emlak_session_facts', '');
  RAISE NOTICE 'emlak_session_facts';
END
$$;--> statement-breakpoint
-- Any row at all: a TRUNCATE, rows deleted from any of the four tables, subscriptions written.
CREATE FUNCTION emlak_rows_session_facts() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- One branch per kind: PL/pgSQL plans a statement when it first runs it, and a transition table
  -- exists only for the kinds that declare it.
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM emlak_signal_session_facts();
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM emlak_signal_session_facts(); END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM emlak_signal_session_facts();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Updates: only when a column the session lookup reads changed. One static function per table, so
-- that PL/pgSQL plans its query once per connection (a sign-in's revocation runs it).
CREATE FUNCTION emlak_sessions_facts_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n
     WHERE NOT EXISTS (
       SELECT 1 FROM old_rows o
        WHERE o.id = n.id
          AND (o.user_id, o.revoked_at, o.revoked_reason, o.expires_at, o.device_id)
              IS NOT DISTINCT FROM (n.user_id, n.revoked_at, n.revoked_reason, n.expires_at, n.device_id))) THEN
    PERFORM emlak_signal_session_facts();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION emlak_users_session_facts_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n
     WHERE NOT EXISTS (
       SELECT 1 FROM old_rows o
        WHERE o.id = n.id
          AND (o.password_changed_at, o.role_id, o.organization_id, o.status, o.name, o.email)
              IS NOT DISTINCT FROM (n.password_changed_at, n.role_id, n.organization_id, n.status, n.name, n.email))) THEN
    PERFORM emlak_signal_session_facts();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION emlak_organizations_session_facts_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n
     WHERE NOT EXISTS (
       SELECT 1 FROM old_rows o
        WHERE o.id = n.id
          AND (o.is_locked, o.status, o.is_operator, o.grace_period_end)
              IS NOT DISTINCT FROM (n.is_locked, n.status, n.is_operator, n.grace_period_end))) THEN
    PERFORM emlak_signal_session_facts();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_session_facts_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_sessions_facts_changed();--> statement-breakpoint
CREATE TRIGGER users_session_facts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_users_session_facts_changed();--> statement-breakpoint
CREATE TRIGGER organizations_session_facts_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_organizations_session_facts_changed();--> statement-breakpoint
-- Subscriptions: any row written (they change rarely; a payment must open the gate at once).
CREATE TRIGGER subscriptions_session_facts_insert AFTER INSERT ON subscriptions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_rows_session_facts();--> statement-breakpoint
CREATE TRIGGER subscriptions_session_facts_update AFTER UPDATE ON subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION emlak_rows_session_facts();--> statement-breakpoint
-- Every table: deletes and TRUNCATE.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sessions', 'users', 'organizations', 'subscriptions'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_session_facts_delete AFTER DELETE ON %1$I
                      REFERENCING OLD TABLE AS old_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION emlak_rows_session_facts()', t);
    EXECUTE format('CREATE TRIGGER %1$s_session_facts_truncate AFTER TRUNCATE ON %1$I
                      FOR EACH STATEMENT EXECUTE FUNCTION emlak_rows_session_facts()', t);
  END LOOP;
END
$$;
