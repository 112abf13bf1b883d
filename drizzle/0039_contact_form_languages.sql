-- Decision 067: a center has a contact form per language it offers (/contactformulier in Dutch, /en/contactformulier
-- in English). Every form gets the language it is written in; the existing forms are Dutch, the default, so a
-- center's existing contact form and its submissions stay as they are and remain its Dutch one. Only DDL: the new
-- column's default fills the existing rows, so nothing here depends on the migrating role seeing the rows past the
-- forced row-level security. The unique index keeps tenant_id in front, as every tenant-owned index does.
ALTER TABLE "forms" ADD COLUMN "language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_language_check" CHECK ("language" IN ('nl', 'en'));--> statement-breakpoint
DROP INDEX "forms_center_purpose_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "forms_center_purpose_language_idx" ON "forms" USING btree ("tenant_id","center_id","purpose","language");
