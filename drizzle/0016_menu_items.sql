-- Issue 12: the menus of a volunteer center's site (spec §3 Menu item): the header menu and footer columns 1–4,
-- per language, with one level of submenus. A content page's item goes with the page (decision 025).
CREATE TYPE "public"."menu" AS ENUM('header', 'footer_1', 'footer_2', 'footer_3', 'footer_4');--> statement-breakpoint
CREATE TYPE "public"."menu_link_type" AS ENUM('content_page', 'system_page');--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"locale" text DEFAULT 'nl' NOT NULL,
	"menu" "menu" NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"link_type" "menu_link_type" NOT NULL,
	"page_id" uuid,
	"system_page_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_link_check" CHECK (("link_type" = 'content_page' AND "page_id" IS NOT NULL AND "system_page_id" IS NULL) OR ("link_type" = 'system_page' AND "system_page_id" IS NOT NULL AND "page_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_tenant_id_center_id_locale_menu_position_index" ON "menu_items" USING btree ("tenant_id","center_id","locale","menu","position");--> statement-breakpoint
CREATE INDEX "menu_items_parent_id_index" ON "menu_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "menu_items_page_id_index" ON "menu_items" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE menu_items ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE menu_items FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON menu_items USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON menu_items TO volunteerly_app;--> statement-breakpoint
-- Public pages show it (the header and footer): a change drops the kept pages of every process (migration 0014, decision 023).
CREATE TRIGGER menu_items_notify_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
