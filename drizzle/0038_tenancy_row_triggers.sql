-- Issue 10: the tenancy's NOTIFY triggers (migration 0010) were statement triggers, which fire for every INSERT,
-- UPDATE or DELETE on tenants, hosts and volunteer_centers, also one that changes no row; each such statement made
-- every process drop its copy of the tenancy and read it again. Now they are row triggers, as the page cache's are
-- since migration 0037: a statement that changes nothing stays quiet, one that changes many rows still sends one
-- notification per transaction (PostgreSQL delivers a channel's identical payloads of one transaction once).
-- TRUNCATE, which has no rows to fire for, keeps a statement trigger.
DROP TRIGGER IF EXISTS tenants_notify_tenancy ON tenants;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hosts_notify_tenancy ON hosts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS volunteer_centers_notify_tenancy ON volunteer_centers;
--> statement-breakpoint
CREATE TRIGGER tenants_notify_tenancy AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION notify_tenancy_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_notify_tenancy_truncate AFTER TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenancy_changed();
--> statement-breakpoint
CREATE TRIGGER hosts_notify_tenancy AFTER INSERT OR UPDATE OR DELETE ON hosts
  FOR EACH ROW EXECUTE FUNCTION notify_tenancy_changed();
--> statement-breakpoint
CREATE TRIGGER hosts_notify_tenancy_truncate AFTER TRUNCATE ON hosts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenancy_changed();
--> statement-breakpoint
CREATE TRIGGER volunteer_centers_notify_tenancy AFTER INSERT OR UPDATE OR DELETE ON volunteer_centers
  FOR EACH ROW EXECUTE FUNCTION notify_tenancy_changed();
--> statement-breakpoint
CREATE TRIGGER volunteer_centers_notify_tenancy_truncate AFTER TRUNCATE ON volunteer_centers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenancy_changed();
