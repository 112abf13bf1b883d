-- Issue 18, defect 1: the outbox is read per volunteer center, and the secrets a mail carries (token links,
-- one-time codes) are kept apart from its text, so the outbox can be shown without them. Mail kept from
-- before has no center and is shown to nobody.
ALTER TABLE "mail_outbox" ADD COLUMN "center_id" uuid REFERENCES "volunteer_centers"("id");
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secrets" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
CREATE INDEX "mail_outbox_tenant_id_center_id_created_at_index" ON "mail_outbox" USING btree ("tenant_id","center_id","created_at");
