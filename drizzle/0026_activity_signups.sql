-- Issue 14 (decision 040): sign-ups for an activity's occurrence, without an account. A sign-up is confirmed (has
-- a place), waiting (on the waiting list, in created_at order) or cancelled. Confirmed sign-ups never exceed the
-- schedule's capacity: sign-ups lock the occurrence's row first (app/modules/activities/signups.server.ts). One
-- live sign-up per e-mail address and occurrence; the cancel link's token is stored as its SHA-256 hash (the
-- previous one stays valid when a later mail carries a new one). reminded_at makes the reminder mail once.
-- Saving a schedule now keeps occurrences whose start did not change, so their sign-ups stay: (vacancy, start) is
-- unique. The public sign-up page shows places left, so sign-ups tell the page cache when they change.
CREATE TABLE "activity_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"locale" text DEFAULT 'nl' NOT NULL,
	"idempotency_key" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"previous_cancel_token_hash" text,
	"promoted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_signups_status_check" CHECK ("status" IN ('confirmed', 'waiting', 'cancelled')),
	CONSTRAINT "activity_signups_cancelled_by_check" CHECK ("cancelled_by" IS NULL OR "cancelled_by" IN ('participant', 'organization'))
);
--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_occurrence_id_activity_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."activity_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_signups_tenant_idempotency_key_idx" ON "activity_signups" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_signups_occurrence_email_idx" ON "activity_signups" USING btree ("occurrence_id","email") WHERE "activity_signups"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "activity_signups_occurrence_status_idx" ON "activity_signups" USING btree ("occurrence_id","status","created_at");--> statement-breakpoint
CREATE INDEX "activity_signups_tenant_vacancy_idx" ON "activity_signups" USING btree ("tenant_id","vacancy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_signups_cancel_token_hash_idx" ON "activity_signups" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "activity_signups_previous_cancel_token_hash_idx" ON "activity_signups" USING btree ("previous_cancel_token_hash");--> statement-breakpoint
DROP INDEX "activity_occurrences_vacancy_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "activity_occurrences_vacancy_starts_at_key" ON "activity_occurrences" USING btree ("vacancy_id","starts_at");--> statement-breakpoint
ALTER TABLE activity_signups ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE activity_signups FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON activity_signups USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON activity_signups TO volunteerly_app;--> statement-breakpoint
CREATE TRIGGER activity_signups_notify_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activity_signups FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
