-- Vacancy search indexes without GIN fast update (decision 007): a bulk edit's pending list would otherwise
-- be scanned by every search until the next vacuum.
ALTER INDEX "vacancies_tenant_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "vacancies_tenant_title_trgm_idx" SET (fastupdate = off);
