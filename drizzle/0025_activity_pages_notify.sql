-- Issue 14: the public calendar and GET /api/v1/activity_occurrences show activity schedules and their occurrences,
-- so a change to either tells every process to drop its kept public pages and API reads (as 0014 does for the
-- other tables public pages show; tests/api/page-cache.test.ts holds every table to one list or the other).
CREATE TRIGGER activity_schedules_notify_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_schedules FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
--> statement-breakpoint
CREATE TRIGGER activity_occurrences_notify_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_occurrences FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
