-- Issue 10 (decision 023): the page cache's triggers tell every process that a table public pages show changed.
-- They were statement triggers, which fire for every INSERT, UPDATE or DELETE, also one that changes no row: the
-- vacancy expiry job's UPDATE, run every minute for each tenant, emptied every process's page cache once per tenant
-- even when nothing had expired (on the bench's 50 tenants, pages were rendered anew for seconds every minute). Now
-- they are row triggers: a statement that changes nothing stays quiet, and a statement that changes many rows still
-- sends one notification (PostgreSQL delivers a channel's identical payloads of one transaction once). TRUNCATE,
-- which has no rows to fire for, keeps a statement trigger.
--
-- A table public pages show joins with `SELECT watch_for_pages('<table>');` in its migration.
CREATE OR REPLACE FUNCTION watch_for_pages(watched regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = watched);
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_notify_pages', watched);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_notify_pages_truncate', watched);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION notify_pages_changed()',
    name || '_notify_pages', watched);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed()',
    name || '_notify_pages_truncate', watched);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION watch_for_pages(regclass) FROM PUBLIC;
--> statement-breakpoint
DO $$
DECLARE
  watched regclass;
BEGIN
  FOREACH watched IN ARRAY (
    SELECT coalesce(array_agg(DISTINCT t.tgrelid::regclass), '{}')
    FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND t.tgname = c.relname || '_notify_pages'
  )
  LOOP
    PERFORM watch_for_pages(watched);
  END LOOP;
END
$$;
