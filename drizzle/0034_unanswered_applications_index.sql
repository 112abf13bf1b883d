-- The dashboard's oldest unanswered responses (issue 15): walked in order, only the unanswered ones.
CREATE INDEX IF NOT EXISTS "applications_unanswered_idx" ON "applications" USING btree ("tenant_id","created_at","id") WHERE "status" IS NULL;
