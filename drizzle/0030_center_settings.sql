-- Issue 15 (decision 045): the settings a volunteer center keeps about itself. Contact details shown to the public,
-- the languages it offers, the feature switches it may turn off for its own site (only ever narrowing what the
-- tenant enables) and the default contact person of its vacancies: one of its own users.
ALTER TABLE "volunteer_centers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "volunteer_centers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "volunteer_centers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "volunteer_centers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "volunteer_centers" ADD COLUMN "languages" text[] DEFAULT '{nl,en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_centers" ADD COLUMN "features" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "volunteer_centers" ADD COLUMN "default_contact_user_id" uuid;--> statement-breakpoint
ALTER TABLE "volunteer_centers" ADD CONSTRAINT "volunteer_centers_default_contact_user_id_users_id_fk" FOREIGN KEY ("default_contact_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
