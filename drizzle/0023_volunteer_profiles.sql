-- Issue 14, the volunteer pool (/vrijwilligerspool, decision 038): one profile per user and tenant. Only opted-in
-- profiles are ever searched; latitude/longitude are the geocoded postcode (null = not found or no postcode).
-- volunteer_profile_replies named only the volunteer; they now also name the profile (nullable, set null on delete).
CREATE TABLE "volunteer_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"opted_in" boolean DEFAULT false NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"postcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"about" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_profiles" ADD CONSTRAINT "volunteer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_profiles_tenant_id_user_id_index" ON "volunteer_profiles" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "volunteer_profiles_tenant_opted_in_updated_idx" ON "volunteer_profiles" USING btree ("tenant_id","updated_at") WHERE "volunteer_profiles"."opted_in";--> statement-breakpoint
ALTER TABLE volunteer_profiles ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE volunteer_profiles FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON volunteer_profiles USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON volunteer_profiles TO volunteerly_app;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD COLUMN "volunteer_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "volunteer_profile_replies" ADD CONSTRAINT "volunteer_profile_replies_volunteer_profile_id_volunteer_profiles_id_fk" FOREIGN KEY ("volunteer_profile_id") REFERENCES "public"."volunteer_profiles"("id") ON DELETE set null ON UPDATE no action;
