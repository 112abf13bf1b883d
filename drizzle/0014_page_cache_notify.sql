-- Issue 10: every app process keeps rendered anonymous pages in memory (app/modules/page-cache). A change
-- to a table that public pages show, by any process or by hand, tells every process to drop them: one
-- notification per statement, delivered when the change commits. Tables public pages never show (jobs,
-- tokens, the mail outbox, rate limits, the audit log, applications, form answers) stay quiet, so a busy
-- queue or a sign-in attempt does not empty the cache. A new table joins one list or the other: an API
-- test (tests/api/page-cache.test.ts) fails until it does.
CREATE OR REPLACE FUNCTION notify_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('volunteerly_pages', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  shown text;
BEGIN
  FOREACH shown IN ARRAY ARRAY['tenants', 'volunteer_centers', 'hosts', 'users', 'user_roles', 'addresses', 'organizations',
    'non_profit_profiles', 'organization_memberships', 'vacancies', 'forms', 'form_questions']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed()',
      shown || '_notify_pages', shown);
  END LOOP;
END
$$;
