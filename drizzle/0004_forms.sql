CREATE TYPE "public"."form_access_permission" AS ENUM('anonymous', 'token_holder');--> statement-breakpoint
CREATE TYPE "public"."form_question_type" AS ENUM('text', 'multiple_choice', 'date', 'number', 'checkbox', 'email', 'url', 'phone', 'info_section', 'time');--> statement-breakpoint
CREATE TABLE "form_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"single_use" boolean DEFAULT true NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"text" text NOT NULL,
	"question_type" "form_question_type" DEFAULT 'text' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"long_answer" boolean DEFAULT false NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"invitation_id" uuid,
	"idempotency_key" text NOT NULL,
	"answers" jsonb NOT NULL,
	"questions_snapshot" jsonb NOT NULL,
	"form_version" integer NOT NULL,
	"locale" text DEFAULT 'nl' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"organization_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"access_permission" "form_access_permission" DEFAULT 'anonymous' NOT NULL,
	"public_token" text NOT NULL,
	"purpose" text,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_invitations" ADD CONSTRAINT "form_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_invitations" ADD CONSTRAINT "form_invitations_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_invitation_id_form_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."form_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_center_id_volunteer_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_invitations_tenant_token_hash_idx" ON "form_invitations" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "form_invitations_form_id_created_at_index" ON "form_invitations" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE INDEX "form_questions_form_id_position_index" ON "form_questions" USING btree ("form_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_tenant_idempotency_key_idx" ON "form_submissions" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_id_form_id_created_at_index" ON "form_submissions" USING btree ("tenant_id","form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_tenant_public_token_idx" ON "forms" USING btree ("tenant_id","public_token");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_center_purpose_idx" ON "forms" USING btree ("tenant_id","center_id","purpose");--> statement-breakpoint
CREATE INDEX "forms_tenant_id_center_id_created_at_index" ON "forms" USING btree ("tenant_id","center_id","created_at");--> statement-breakpoint
ALTER TABLE forms ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE forms FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON forms USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON forms TO volunteerly_app;--> statement-breakpoint
ALTER TABLE form_questions ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE form_questions FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON form_questions USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON form_questions TO volunteerly_app;--> statement-breakpoint
ALTER TABLE form_invitations ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE form_invitations FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON form_invitations USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON form_invitations TO volunteerly_app;--> statement-breakpoint
ALTER TABLE form_submissions ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE form_submissions FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON form_submissions USING (tenant_id = app.current_tenant_id()) WITH CHECK (tenant_id = app.current_tenant_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON form_submissions TO volunteerly_app;