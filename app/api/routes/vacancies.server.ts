import { Hono, type Context } from "hono";
import { z } from "zod";
import { notFound } from "~/lib/app-error";
import { camelizeKeys, snakeizeKeys } from "~/lib/case";
import { languageOfAcceptLanguage } from "~/modules/i18n/accept-language";
import { bulkUpdateVacancies } from "~/modules/vacancies/bulk.server";
import { parseVacancyFilters, type VacancyFilters, type VacancySortParam } from "~/modules/vacancies/filters.server";
import { BulkUpdateSchema, VacancyCreateSchema, VacancyUpdateSchema } from "~/modules/vacancies/schema";
import { vacancyResource, vacancyTransformer } from "~/modules/vacancies/transformers.server";
import {
  createVacancy,
  findVacancy,
  listVacancies,
  listVacancyOrganizations,
  listVacancyStatuses,
  transitionVacancy,
  updateVacancy,
  withVacancyRelations,
  type VacancyRow,
  type VacancyViewer,
} from "~/modules/vacancies/vacancies.server";
import type { ApiEnv } from "../context.server";
import { readAttributes } from "../body.server";
import { messageText, readJson } from "../errors.server";
import { inTenant, requireUser } from "../guards.server";
import { jsonApi, parseFilters, toDocument, listDocument } from "../jsonapi.server";

export const vacancyRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;
const isUuid = (value: string | undefined): value is string => z.guid().safeParse(value).success;
export const vacancyViewerOf = (c: C): VacancyViewer => ({
  user: c.var.currentUser,
  centerId: c.var.tenancy.centerId,
  centerSharing: c.var.tenancy.tenant.features.centerSharing,
});

/** Answers one vacancy with the relations asked for. */
async function single(c: C, row: VacancyRow, status: 200 | 201 = 200) {
  const { include } = vacancyResource.readQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const [resource] = await inTenant(c, (tx) => withVacancyRelations(tx, { tenantId, viewer: vacancyViewerOf(c), rows: [row], include }));
  return jsonApi(c, toDocument(resource!, vacancyTransformer(), { include }), status);
}

/** The list and the public vacancy bank: filters, full-text search, sort and paging. */
vacancyRoutes.get("/vacancies", async (c) => {
  const query = vacancyResource.readListQuery<VacancyFilters>(c);
  const { include, filters, page, fields } = query;
  const sort = (query.sort as VacancySortParam | undefined) ?? (filters.q ? "relevance" : "-created_at");
  // A list that does not ask for descriptions (a result page) does not read them.
  const withDescription = fields.get("vacancies")?.has("description") ?? true;
  const tenantId = c.var.tenancy.tenant.id;
  const viewer = vacancyViewerOf(c);
  const { rows, total } = await inTenant(c, async (tx) => {
    const found = await listVacancies(tx, { tenantId, viewer, filters, sort, page, withDescription });
    return { rows: await withVacancyRelations(tx, { tenantId, viewer, rows: found.rows, include }), total: found.total };
  });
  return jsonApi(c, listDocument(c, rows, vacancyTransformer(), page, total, { include, fields, meta: { sort }, sorted: true }));
});

/**
 * The organization facet of the vacancy bank (type vacancy_organizations):
 * the organizations with vacancies matching the same filters as GET /vacancies
 * (except filter[organization_id]), each with its number of matches.
 */
vacancyRoutes.get("/vacancy_organizations", async (c) => {
  const filters = parseVacancyFilters(parseFilters(c));
  const tenantId = c.var.tenancy.tenant.id;
  const rows = await inTenant(c, (tx) => listVacancyOrganizations(tx, { tenantId, viewer: vacancyViewerOf(c), filters }));
  return jsonApi(c, {
    data: rows.map((row) => ({ type: "vacancy_organizations", id: row.id, attributes: { name: row.name, vacancy_count: row.vacancyCount } })),
    meta: { total: rows.length },
  });
});

/**
 * The status facet of the managers' list (type vacancy_statuses, id = the
 * status): the number of vacancies per status matching the same filters as
 * GET /vacancies except filter[status]. Statuses without matches are left out.
 */
vacancyRoutes.get("/vacancy_statuses", async (c) => {
  const filters = parseVacancyFilters(parseFilters(c));
  const tenantId = c.var.tenancy.tenant.id;
  const rows = await inTenant(c, (tx) => listVacancyStatuses(tx, { tenantId, viewer: vacancyViewerOf(c), filters }));
  return jsonApi(c, {
    data: rows.map((row) => ({ type: "vacancy_statuses", id: row.status, attributes: { vacancy_count: row.vacancyCount } })),
    meta: { total: rows.length },
  });
});

vacancyRoutes.post("/vacancies", async (c) => {
  const user = requireUser(c);
  const attributes = VacancyCreateSchema.parse(await readAttributes(c));
  const tenantId = c.var.tenancy.tenant.id;
  const row = await inTenant(c, (tx) => createVacancy(tx, { tenantId, user, attributes, now: c.var.deps.now() }));
  return single(c, row, 201);
});

/** Bulk edit (journey 2): a preview, or every change in one transaction; per-vacancy results in meta. */
vacancyRoutes.post("/vacancies/bulk_update", async (c) => {
  requireUser(c);
  const json = await readJson(c);
  const raw = typeof json === "object" && json !== null && "data" in json ? (json as { data: unknown }).data : json;
  // Filters keep their snake_case names: they are the list's `filter[...]` parameters.
  const { filter, ...rest } = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const body = BulkUpdateSchema.parse({ ...camelizeKeys<object>(rest), ...(filter !== undefined ? { filter } : {}) });
  const filters = body.filter ? parseVacancyFilters(body.filter) : undefined;
  const tenantId = c.var.tenancy.tenant.id;
  const outcome = await inTenant(c, (tx) => bulkUpdateVacancies(tx, { tenantId, viewer: vacancyViewerOf(c), body, filters, now: c.var.deps.now() }));
  // A vacancy's reason is its code; the detail says it in the request's language.
  const language = languageOfAcceptLanguage(c.req.header("accept-language"));
  const results = outcome.results.map((r) => (r.detail ? { ...r, detail: messageText(r.detail, language) } : r));
  return jsonApi(c, { meta: snakeizeKeys({ preview: body.preview, ...outcome, results }) });
});

vacancyRoutes.get("/vacancies/:id", async (c) => {
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const { include, fields } = vacancyResource.readQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const viewer = vacancyViewerOf(c);
  // The vacancy and its relations in one transaction: a vacancy page is among the most read.
  const resource = await inTenant(c, async (tx) => {
    const row = await findVacancy(tx, { tenantId, viewer, id });
    return row ? (await withVacancyRelations(tx, { tenantId, viewer, rows: [row], include }))[0] : undefined;
  });
  if (!resource) throw notFound();
  return jsonApi(c, toDocument(resource, vacancyTransformer(), { include, fields }));
});

vacancyRoutes.patch("/vacancies/:id", async (c) => {
  requireUser(c);
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const attributes = VacancyUpdateSchema.parse(await readAttributes(c));
  const tenantId = c.var.tenancy.tenant.id;
  const row = await inTenant(c, (tx) => updateVacancy(tx, { tenantId, viewer: vacancyViewerOf(c), id, attributes, now: c.var.deps.now() }));
  return single(c, row);
});

for (const action of ["archive", "restore"] as const) {
  vacancyRoutes.put(`/vacancies/:id/${action}`, async (c) => {
    requireUser(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound();
    const tenantId = c.var.tenancy.tenant.id;
    const row = await inTenant(c, (tx) => transitionVacancy(tx, { tenantId, viewer: vacancyViewerOf(c), id, action, now: c.var.deps.now() }));
    return single(c, row);
  });
}

/** Soft delete: the vacancy becomes `deleted` and is hidden everywhere. */
vacancyRoutes.delete("/vacancies/:id", async (c) => {
  requireUser(c);
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const tenantId = c.var.tenancy.tenant.id;
  await inTenant(c, (tx) => transitionVacancy(tx, { tenantId, viewer: vacancyViewerOf(c), id, action: "delete", now: c.var.deps.now() }));
  return c.body(null, 204);
});
