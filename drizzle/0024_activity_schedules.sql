-- Issue 14 (decision 039): when an activity or language activity takes place. One schedule per vacancy: the rule
-- (once, multi_day or regularly, Europe/Amsterdam wall-clock times; app/modules/activities/schedule.ts), capacity,
-- sign-up deadline and place. Saving a schedule replaces the vacancy's rows in activity_occurrences, so the
-- public calendar reads occurrences by date range in SQL instead of expanding rules per request.
CREATE TABLE "activity_schedules" (
	"vacancy_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"rule" jsonb NOT NULL,
	"capacity" integer,
	"signup_deadline" timestamp with time zone,
	"online" boolean DEFAULT false NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_schedules_capacity_check" CHECK ("capacity" IS NULL OR "capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_occurrences_ends_after_start_check" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_occurrences" ADD CONSTRAINT "activity_occurrences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_occurrences" ADD CONSTRAINT "activity_occurrences_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_occurrences_tenant_starts_at_idx" ON "activity_occurrences" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "activity_occurrences_vacancy_idx" ON "activity_occurrences" USING btree ("vacancy_id","starts_at");--> statement-breakpoint
ALTER TABLE activity_schedules ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE activity_schedules FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON activity_schedules USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON activity_schedules TO volunteerly_app;--> statement-breakpoint
ALTER TABLE activity_occurrences ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE activity_occurrences FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON activity_occurrences USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON activity_occurrences TO volunteerly_app;
