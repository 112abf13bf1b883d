-- Issue 14, neighbour help (/een-op-een-hulp, decision 041): residents ask for or offer help without an account;
-- the center reviews each request before it is public, helpers respond through the site and the center or the
-- requester (through the secret link of their mail; its SHA-256 hash is stored) accepts or declines. Names and
-- e-mail addresses never leave the center's review and the mails; the public listing shows the neighbourhood.
CREATE TABLE "neighbour_help_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"neighbourhood" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'nl' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by_id" uuid,
	"reviewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"requester_token_hash" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neighbour_help_requests_direction_check" CHECK ("direction" IN ('ask', 'offer')),
	CONSTRAINT "neighbour_help_requests_kind_check" CHECK ("kind" IN ('p2p', 'one-on-one', 'neighbour-help')),
	CONSTRAINT "neighbour_help_requests_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "neighbour_help_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"locale" text DEFAULT 'nl' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neighbour_help_responses_status_check" CHECK ("status" IN ('new', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "neighbour_help_requests" ADD CONSTRAINT "neighbour_help_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighbour_help_requests" ADD CONSTRAINT "neighbour_help_requests_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighbour_help_requests" ADD CONSTRAINT "neighbour_help_requests_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighbour_help_responses" ADD CONSTRAINT "neighbour_help_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighbour_help_responses" ADD CONSTRAINT "neighbour_help_responses_request_id_neighbour_help_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."neighbour_help_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "neighbour_help_requests_tenant_idempotency_key_idx" ON "neighbour_help_requests" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "neighbour_help_requests_requester_token_hash_idx" ON "neighbour_help_requests" USING btree ("requester_token_hash");--> statement-breakpoint
CREATE INDEX "neighbour_help_requests_center_status_created_idx" ON "neighbour_help_requests" USING btree ("tenant_id","center_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "neighbour_help_responses_tenant_idempotency_key_idx" ON "neighbour_help_responses" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "neighbour_help_responses_request_created_idx" ON "neighbour_help_responses" USING btree ("request_id","created_at");--> statement-breakpoint
ALTER TABLE neighbour_help_requests ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE neighbour_help_requests FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON neighbour_help_requests USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON neighbour_help_requests TO volunteerly_app;--> statement-breakpoint
ALTER TABLE neighbour_help_responses ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE neighbour_help_responses FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON neighbour_help_responses USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON neighbour_help_responses TO volunteerly_app;--> statement-breakpoint
-- The public listing and GET /api/v1/neighbour_help_requests show approved requests: a change drops kept pages (as 0025).
CREATE TRIGGER neighbour_help_requests_notify_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON neighbour_help_requests FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
