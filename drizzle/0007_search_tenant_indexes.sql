-- Searching vacancies reads only the tenant's matches (decision 007): tenant-leading GIN indexes need btree_gin.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "vacancies_search_idx";--> statement-breakpoint
DROP INDEX "vacancies_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "title_normalized" text GENERATED ALWAYS AS (app.immutable_unaccent(lower(title))) STORED;--> statement-breakpoint
CREATE INDEX "vacancies_tenant_search_idx" ON "vacancies" USING gin ("tenant_id","search");--> statement-breakpoint
CREATE INDEX "vacancies_tenant_title_trgm_idx" ON "vacancies" USING gin ("tenant_id","title_normalized" gin_trgm_ops);--> statement-breakpoint
-- Row-level security lets an index answer a condition before the tenant policy only when the condition's
-- operator is LEAKPROOF; else every search filters all the tenant's rows one by one. The three operators
-- of the vacancy search (tsvector @@ tsquery, and the trigram word-similarity pair) compute a boolean from
-- their arguments and raise no error that depends on row data. Only a superuser may mark them; elsewhere
-- (a managed server) the search stays correct, only slower.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION ts_match_vq(tsvector, tsquery) LEAKPROOF;
    ALTER FUNCTION word_similarity_op(text, text) LEAKPROOF;
    ALTER FUNCTION word_similarity_commutator_op(text, text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'Not a superuser: vacancy search operators not marked LEAKPROOF (see docs/decisions/007).';
  END IF;
END $$;--> statement-breakpoint
-- Tenant, center and status go together (a center belongs to one tenant): tell the planner.
CREATE STATISTICS IF NOT EXISTS vacancies_tenant_center_status_stats (dependencies, ndistinct) ON tenant_id, center_id, status FROM vacancies;
