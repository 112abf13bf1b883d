-- Every app process keeps the tenancy (tenants, host names, volunteer centers and their profiles) in
-- memory instead of reading it per request (issue 10). A change to those tables, by the app or by
-- hand, tells every process to drop its copy: PostgreSQL delivers the notification when the change
-- commits, to every connection that listens (app/modules/tenancy/directory.server.ts).
CREATE OR REPLACE FUNCTION notify_tenancy_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('volunteerly_tenancy', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tenants_notify_tenancy AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenancy_changed();
--> statement-breakpoint
CREATE TRIGGER hosts_notify_tenancy AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hosts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenancy_changed();
--> statement-breakpoint
CREATE TRIGGER volunteer_centers_notify_tenancy AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON volunteer_centers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenancy_changed();
