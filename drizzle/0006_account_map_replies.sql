CREATE TABLE "volunteer_profile_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"volunteer_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"sender_id" uuid,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "geocoded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unconfirmed_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_volunteer_id_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_profile_replies_tenant_id_volunteer_id_created_at_index" ON "volunteer_profile_replies" USING btree ("tenant_id","volunteer_id","created_at");--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "volunteer_profile_replies" USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "volunteer_profile_replies" TO volunteerly_app;
