-- Issue 14 (decision 043): a signed-in user's private calendar feed of the activities they signed up for. The feed
-- address carries a secret token; only its SHA-256 hash is stored, one per user and tenant. Renewing replaces the
-- hash (the old address answers 404 at once), revoking deletes the row.
CREATE TABLE "calendar_feed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_tenant_user_idx" ON "calendar_feed_tokens" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_token_hash_idx" ON "calendar_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE calendar_feed_tokens ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE calendar_feed_tokens FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON calendar_feed_tokens USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_feed_tokens TO volunteerly_app;
