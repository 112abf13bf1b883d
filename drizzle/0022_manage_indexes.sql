-- Issue 10: the managers' vacancy list sorts (newest, title, expiry date) and the organizations by name, per
-- tenant and center, so a page of the list is read in order instead of sorting the center's vacancies.
CREATE INDEX "vacancies_tenant_center_created_at_index" ON "vacancies" USING btree ("tenant_id","center_id","created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "vacancies_tenant_center_title_index" ON "vacancies" USING btree ("tenant_id","center_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "vacancies_tenant_center_expires_at_index" ON "vacancies" USING btree ("tenant_id","center_id","expires_at","created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "organizations_tenant_center_name_index" ON "organizations" USING btree ("tenant_id","center_id",lower("name"),"id");
