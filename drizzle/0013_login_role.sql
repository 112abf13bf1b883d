-- Issue 18, defect 9: the app server logs in as a role that is no superuser and cannot bypass row-level
-- security, and can only become `volunteerly_app` (NOINHERIT: as itself it reads no table). A `reset role`
-- inside a request's transaction then leaves a role that sees nothing, instead of the owner who sees all.
-- Migrations keep running as the owner (DATABASE_URL); the server connects as this role (DATABASE_APP_URL,
-- or DATABASE_URL with this user and DATABASE_APP_PASSWORD). A production operator gives it a password.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'volunteerly_login') THEN
    CREATE ROLE volunteerly_login LOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT NOCREATEDB NOCREATEROLE;
  END IF;
END
$$;
--> statement-breakpoint
GRANT volunteerly_app TO volunteerly_login;
