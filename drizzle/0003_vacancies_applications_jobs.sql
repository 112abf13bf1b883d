-- unaccent() is STABLE (its dictionary could change), so it cannot appear in a
-- generated column or an index. Pinning the dictionary makes this wrapper safe
-- to declare IMMUTABLE; the search column and the trigram index use it.
CREATE OR REPLACE FUNCTION app.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app.immutable_unaccent(text) TO volunteerly_app;
--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('pending', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."vacancy_frequency" AS ENUM('once', 'multi_day', 'regularly');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone_number" text,
	"message" text DEFAULT '' NOT NULL,
	"status" "application_status",
	"locale" text DEFAULT 'nl' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "job_status" DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "frequency" "vacancy_frequency";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "status_before_archive" "vacancy_status";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', app.immutable_unaccent(title)), 'A') || setweight(to_tsvector('english', app.immutable_unaccent(title)), 'A') || setweight(to_tsvector('dutch', app.immutable_unaccent(regexp_replace(description, '<[^>]*>', ' ', 'g'))), 'B') || setweight(to_tsvector('english', app.immutable_unaccent(regexp_replace(description, '<[^>]*>', ' ', 'g'))), 'B') || setweight(to_tsvector('simple', app.immutable_unaccent(coalesce(city, ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_tenant_idempotency_key_idx" ON "applications" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "applications_tenant_id_vacancy_id_created_at_index" ON "applications" USING btree ("tenant_id","vacancy_id","created_at");--> statement-breakpoint
CREATE INDEX "internal_notes_application_id_created_at_index" ON "internal_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_index" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "vacancies_title_trgm_idx" ON "vacancies" USING gin (app.immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE applications ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE applications FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON applications USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON applications TO volunteerly_app;--> statement-breakpoint
ALTER TABLE internal_notes ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE internal_notes FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON internal_notes USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON internal_notes TO volunteerly_app;--> statement-breakpoint
-- The job queue is a platform table (a job may touch every tenant, like vacancy expiry).
GRANT SELECT, INSERT, UPDATE, DELETE ON jobs TO volunteerly_app;
