-- Issue 12: content pages of a volunteer center (spec §3 Page) with their blocks as validated jsonb.
CREATE TYPE "public"."page_type" AS ENUM('default', 'news', 'success_story');--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"locale" text DEFAULT 'nl' NOT NULL,
	"page_type" "page_type" DEFAULT 'default' NOT NULL,
	"page_layout" text DEFAULT 'wide' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"show_title_on_page" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"summary" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"image" jsonb,
	"meta_title" text,
	"meta_description" text,
	"og_title" text,
	"og_description" text,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_center_locale_slug_idx" ON "pages" USING btree ("tenant_id","center_id","locale","slug");--> statement-breakpoint
CREATE INDEX "pages_tenant_id_center_id_page_type_published_at_index" ON "pages" USING btree ("tenant_id","center_id","page_type","published_at");--> statement-breakpoint
ALTER TABLE pages ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE pages FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON pages USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON pages TO volunteerly_app;--> statement-breakpoint
-- Public pages show it: a change drops the kept pages of every process (migration 0014, decision 023).
CREATE TRIGGER pages_notify_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
