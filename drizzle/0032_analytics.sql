-- Issue 15 (decision 047): analytics without cookies or personal data. Vacancy page views and bank searches are
-- counted per day (a search by its normalised term and the result count of its latest run), written in batches;
-- the job queue rolls applications, views, vacancy statuses and sign-ups up into daily aggregates, so
-- /analytics reads these and never scans the applications per request. applications.first_reaction_at is when
-- the organization first decided on a response (the time to first reaction).
ALTER TABLE "applications" ADD COLUMN "first_reaction_at" timestamp with time zone;--> statement-breakpoint
UPDATE "applications" SET "first_reaction_at" = "updated_at" WHERE "status" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "vacancy_view_days" (
	"tenant_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vacancy_view_days_vacancy_id_day_pk" PRIMARY KEY("vacancy_id","day")
);
--> statement-breakpoint
CREATE TABLE "search_term_days" (
	"tenant_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"results" integer,
	CONSTRAINT "search_term_days_tenant_id_center_id_day_term_pk" PRIMARY KEY("tenant_id","center_id","day","term")
);
--> statement-breakpoint
CREATE TABLE "analytics_vacancy_days" (
	"tenant_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"vacancy_type" "vacancy_type" NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"reaction_seconds" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "analytics_vacancy_days_vacancy_id_day_pk" PRIMARY KEY("vacancy_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_status_days" (
	"tenant_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" "vacancy_status" NOT NULL,
	"vacancies" integer NOT NULL,
	CONSTRAINT "analytics_status_days_organization_id_day_status_pk" PRIMARY KEY("organization_id","day","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_center_days" (
	"tenant_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"day" date NOT NULL,
	"new_volunteers" integer DEFAULT 0 NOT NULL,
	"new_organizations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_center_days_center_id_day_pk" PRIMARY KEY("center_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancy_view_days" ADD CONSTRAINT "vacancy_view_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_view_days" ADD CONSTRAINT "vacancy_view_days_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_days" ADD CONSTRAINT "search_term_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_days" ADD CONSTRAINT "search_term_days_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" ADD CONSTRAINT "analytics_vacancy_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_vacancy_days" ADD CONSTRAINT "analytics_vacancy_days_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_status_days" ADD CONSTRAINT "analytics_status_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_status_days" ADD CONSTRAINT "analytics_status_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_center_days" ADD CONSTRAINT "analytics_center_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_center_days" ADD CONSTRAINT "analytics_center_days_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD CONSTRAINT "analytics_rollups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancy_view_days_tenant_day_idx" ON "vacancy_view_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "analytics_vacancy_days_center_day_idx" ON "analytics_vacancy_days" USING btree ("tenant_id","center_id","day");--> statement-breakpoint
CREATE INDEX "analytics_vacancy_days_organization_day_idx" ON "analytics_vacancy_days" USING btree ("tenant_id","organization_id","day");--> statement-breakpoint
CREATE INDEX "analytics_status_days_center_day_idx" ON "analytics_status_days" USING btree ("tenant_id","center_id","day");--> statement-breakpoint
CREATE INDEX "applications_tenant_updated_at_idx" ON "applications" USING btree ("tenant_id","updated_at");--> statement-breakpoint
ALTER TABLE vacancy_view_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE vacancy_view_days FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON vacancy_view_days USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON vacancy_view_days TO volunteerly_app;--> statement-breakpoint
ALTER TABLE search_term_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE search_term_days FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON search_term_days USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON search_term_days TO volunteerly_app;--> statement-breakpoint
ALTER TABLE analytics_vacancy_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE analytics_vacancy_days FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_vacancy_days USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON analytics_vacancy_days TO volunteerly_app;--> statement-breakpoint
ALTER TABLE analytics_status_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE analytics_status_days FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_status_days USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON analytics_status_days TO volunteerly_app;--> statement-breakpoint
ALTER TABLE analytics_center_days ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE analytics_center_days FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_center_days USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON analytics_center_days TO volunteerly_app;--> statement-breakpoint
ALTER TABLE analytics_rollups ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE analytics_rollups FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_rollups USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON analytics_rollups TO volunteerly_app;
