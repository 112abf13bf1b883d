-- Row-level security: the application works as `volunteerly_app`, a role that
-- owns nothing and cannot bypass RLS. Each request sets `app.tenant_id`
-- transaction-locally (set_config(..., true)); without it no tenant rows are visible.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'volunteerly_app') THEN
    CREATE ROLE volunteerly_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'volunteerly_app', 'MEMBER') THEN
    EXECUTE format('GRANT volunteerly_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.current_tenant_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA app TO volunteerly_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.current_tenant_id() TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO volunteerly_app;
--> statement-breakpoint
GRANT SELECT ON tenants TO volunteerly_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limits TO volunteerly_app;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id())',
      t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO volunteerly_app', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A request must find its tenant from its host before it knows the tenant, and
-- host names are public anyway: hosts may be read by everyone, written only
-- within the tenant.
CREATE POLICY hosts_public_read ON hosts FOR SELECT USING (true);
