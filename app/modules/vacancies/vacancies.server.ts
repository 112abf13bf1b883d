import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { AppError, forbidden, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import type { Tx } from "~/modules/db/client.server";
import { addresses, organizations, users, vacancies } from "~/modules/db/schema";
import { containsPattern } from "~/modules/organizations/filters.server";
import type { OrganizationRow } from "~/modules/organizations/organizations.server";
import { CENTER_ROLES, hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import type { VacancyFilters, VacancySortParam } from "./filters.server";
import { canTransition, restoreTarget, type VacancyStatus } from "./life-cycle";
import { sanitizeDescription } from "./sanitize.server";
import type { VacancyCreate, VacancyUpdate } from "./schema";
import { defaultContactPerson } from "~/modules/settings/settings.server";

/** Who is looking, on which center, and whether the tenant shares published vacancies across its centers. */
export type VacancyViewer = { user: CurrentUser | null; centerId: string | null; centerSharing: boolean };

// The search document and the normalized title are the database's business; rows leave without them.
const { search: _search, titleNormalized: _titleNormalized, ...vacancyColumns } = getTableColumns(vacancies);
export type VacancyRow = Omit<typeof vacancies.$inferSelect, "search" | "titleNormalized">;
export type ContactPersonRow = Pick<typeof users.$inferSelect, "id" | "firstName" | "lastName" | "email" | "phoneNumber">;

/** A vacancy with the relations that were asked for, and whether the viewer may change it. */
export type VacancyResource = VacancyRow & {
  organization?: OrganizationRow | null;
  contactPerson?: ContactPersonRow | null;
  /** Phone numbers of contact persons are public only when the vacancy says so; managers always see them. */
  showContactPhone: boolean;
  /**
   * E-mail addresses of contact persons have no consent of their own (spec §3 has contactPhoneVisible
   * only): signed-in users see them, anonymous visitors and clients see the name and respond through the
   * response form, which reaches the contact person (issue 18, decision 019).
   */
  showContactEmail: boolean;
  canManage: boolean;
  rank?: number;
};

export const VACANCY_INCLUDES = ["organization", "contact_person"] as const;

/** Vacancies the user may change: center roles all of their center's, organization members their organizations'. */
export function managedVacancies(user: CurrentUser | null): SQL | undefined {
  if (!user) return undefined;
  return or(
    hasRole(user, ...CENTER_ROLES) ? eq(vacancies.centerId, user.centerId) : undefined,
    user.organizationIds.length > 0 ? inArray(vacancies.organizationId, user.organizationIds) : undefined,
  );
}

export function canManageVacancy(user: CurrentUser | null, vacancy: Pick<VacancyRow, "centerId" | "organizationId">): boolean {
  if (!user) return false;
  return (hasRole(user, ...CENTER_ROLES) && vacancy.centerId === user.centerId) || user.organizationIds.includes(vacancy.organizationId);
}

/** Published vacancies of the request's center, or of every center of the tenant with center sharing on. */
export function publicVacancies(viewer: VacancyViewer, statuses: VacancyStatus[]): SQL | undefined {
  const where = statuses.length === 1 ? eq(vacancies.status, statuses[0]!) : inArray(vacancies.status, statuses);
  if (viewer.centerSharing) return where;
  return viewer.centerId ? and(where, eq(vacancies.centerId, viewer.centerId)) : undefined;
}

/**
 * What a viewer may read in lists: published vacancies (see publicVacancies) and
 * everything they manage. Deleted vacancies are hidden from everyone.
 */
export function visibleVacancies(viewer: VacancyViewer): SQL {
  return and(ne(vacancies.status, "deleted"), or(publicVacancies(viewer, ["published"]), managedVacancies(viewer.user)) ?? sql`false`)!;
}

/**
 * A single vacancy: also filled and expired ones, so a shared link shows that
 * the vacancy is closed instead of a missing page.
 */
function readableVacancy(viewer: VacancyViewer): SQL {
  return and(
    ne(vacancies.status, "deleted"),
    or(publicVacancies(viewer, ["published", "filled", "expired"]), managedVacancies(viewer.user)) ?? sql`false`,
  )!;
}

/** Words of a search as a prefix tsquery (`fiets:* & maatje:*`): stems in the query, partial words while typing. */
export function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.slice(0, 10).map((word) => `${word}:*`).join(" & ") : null;
}

type Search = { match: SQL; rank: SQL };

/**
 * Full text in Dutch and English (stemming, accents ignored) with a trigram
 * fallback on the title for typos (`chaufeur` finds `Chauffeur`).
 */
function searchOf(q: string): Search {
  const terms = prefixQuery(q);
  const normalized = sql`app.immutable_unaccent(lower(${q}))`;
  // The stored column (not the expression) keeps the condition indexable under row-level security.
  const title = sql`${vacancies.titleNormalized}`;
  const fuzzy = sql`${normalized} <% ${title}`;
  if (!terms) return { match: fuzzy, rank: sql`word_similarity(${normalized}, ${title})` };
  const query = sql`(to_tsquery('dutch', app.immutable_unaccent(${terms})) || to_tsquery('english', app.immutable_unaccent(${terms})))`;
  // Matches of the words themselves first (title above description, by the search document's
  // weights), then matches of a misspelling by their likeness to the title. The likeness is
  // worked out only for the latter: it is the costly part on a common word with many matches.
  return {
    match: sql`(${vacancies.search} @@ ${query} or ${fuzzy})`,
    rank: sql`(case when ${vacancies.search} @@ ${query} then 1 + ts_rank(${vacancies.search}, ${query}) else word_similarity(${normalized}, ${title}) end)`,
  };
}

function filterConditions(filters: VacancyFilters, viewer: VacancyViewer, search: Search | null): (SQL | undefined)[] {
  const place = filters.place?.replace(/\s+/g, "");
  return [
    search?.match,
    // The stored normalized title, so the trigram index serves the contains-match.
    filters.title ? sql`${vacancies.titleNormalized} like app.immutable_unaccent(lower(${containsPattern(filters.title)}))` : undefined,
    filters.vacancy_type ? inArray(vacancies.vacancyType, filters.vacancy_type) : undefined,
    filters.status ? inArray(vacancies.status, filters.status) : undefined,
    // Any of the chosen tags, as checkboxes of one facet usually mean.
    filters.tags ? sql`${vacancies.tags} && ${toTextArray(filters.tags)}` : undefined,
    filters.organization_id ? eq(vacancies.organizationId, filters.organization_id) : undefined,
    filters.contact_person_id ? eq(vacancies.contactPersonId, filters.contact_person_id) : undefined,
    filters.age_group ? sql`${vacancies.ageGroupIds} @> array[${filters.age_group}]::integer[]` : undefined,
    place
      ? /^\d/.test(place)
        ? sql`replace(coalesce(${vacancies.postalCode}, ''), ' ', '') ilike ${`${place.replace(/[\\%_]/g, "")}%`}`
        : sql`app.immutable_unaccent(lower(coalesce(${vacancies.city}, ''))) like app.immutable_unaccent(lower(${containsPattern(filters.place!)}))`
      : undefined,
    filters.date ? and(or(isNull(vacancies.startDate), lte(vacancies.startDate, filters.date)), or(isNull(vacancies.endDate), gte(vacancies.endDate, filters.date))) : undefined,
    filters.scope === "managed" ? (managedVacancies(viewer.user) ?? sql`false`) : undefined,
  ];
}

const toTextArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

function orderOf(sort: VacancySortParam, search: Search | null): SQL[] {
  switch (sort) {
    case "relevance":
      return search ? [desc(search.rank), desc(vacancies.createdAt), asc(vacancies.id)] : [desc(vacancies.createdAt), asc(vacancies.id)];
    case "expires_at":
      return [sql`${vacancies.expiresAt} asc nulls last`, desc(vacancies.createdAt), asc(vacancies.id)];
    case "-expires_at":
      return [sql`${vacancies.expiresAt} desc nulls last`, desc(vacancies.createdAt), asc(vacancies.id)];
    case "title":
      return [asc(sql`lower(${vacancies.title})`), asc(vacancies.id)];
    case "-title":
      return [desc(sql`lower(${vacancies.title})`), asc(vacancies.id)];
    case "created_at":
      return [asc(vacancies.createdAt), asc(vacancies.id)];
    default:
      return [desc(vacancies.createdAt), asc(vacancies.id)];
  }
}

function whereOf(input: { tenantId: string; viewer: VacancyViewer; filters: VacancyFilters }, search: Search | null): SQL {
  return and(eq(vacancies.tenantId, input.tenantId), visibleVacancies(input.viewer), ...filterConditions(input.filters, input.viewer, search))!;
}

export async function listVacancies(
  tx: Tx,
  input: {
    tenantId: string;
    viewer: VacancyViewer;
    filters: VacancyFilters;
    sort: VacancySortParam;
    page: { size: number; offset: number };
    /** false: descriptions are left unread (empty), for result lists that do not show them. */
    withDescription?: boolean;
  },
): Promise<{ rows: Array<VacancyRow & { rank?: number }>; total: number }> {
  const search = input.filters.q ? searchOf(input.filters.q) : null;
  const where = whereOf(input, search);
  // One pass: the window count comes with the page (the matches are all read for the sort anyway).
  const found = await tx
    .select({
      ...vacancyColumns,
      ...(input.withDescription === false ? { description: sql<string>`''` } : {}),
      ...(search ? { rank: sql<number>`${search.rank}`.mapWith(Number) } : {}),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(vacancies)
    .where(where)
    .orderBy(...orderOf(input.sort, search))
    .limit(input.page.size)
    .offset(input.page.offset);
  // A page past the end has no rows to carry the count: count separately then.
  const total =
    found.length > 0 || input.page.offset === 0
      ? (found[0]?.total ?? 0)
      : ((await tx.select({ total: count() }).from(vacancies).where(where))[0]?.total ?? 0);
  const rows = found.map(({ total: _total, ...row }) => row);
  return { rows, total };
}

/**
 * The vacancy bank's organization facet: the organizations with vacancies that
 * match the other filters (a facet ignores its own choice, so the other
 * organizations stay selectable), and how many each has. One aggregate over
 * the tenant's matches, with center sharing the partners' too.
 */
export function listVacancyOrganizations(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; filters: VacancyFilters }) {
  const filters = { ...input.filters, organization_id: undefined };
  const search = filters.q ? searchOf(filters.q) : null;
  return tx
    .select({ id: organizations.id, name: organizations.name, vacancyCount: count() })
    .from(vacancies)
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(whereOf({ tenantId: input.tenantId, viewer: input.viewer, filters }, search))
    .groupBy(organizations.id, organizations.name)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id));
}

/**
 * The status facet of the managers' list: how many vacancies each status has
 * under the other filters (a facet ignores its own choice). One aggregate.
 */
export function listVacancyStatuses(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; filters: VacancyFilters }) {
  const filters = { ...input.filters, status: undefined };
  const search = filters.q ? searchOf(filters.q) : null;
  return tx
    .select({ status: vacancies.status, vacancyCount: count() })
    .from(vacancies)
    .where(whereOf({ tenantId: input.tenantId, viewer: input.viewer, filters }, search))
    .groupBy(vacancies.status)
    .orderBy(asc(vacancies.status));
}

/** Every vacancy matching a filter that the viewer manages (a bulk edit's "all matching this filter"). */
export function listManagedIds(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; filters: VacancyFilters; limit: number }) {
  const search = input.filters.q ? searchOf(input.filters.q) : null;
  return tx
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(whereOf({ ...input, filters: { ...input.filters, scope: "managed" } }, search))
    .orderBy(desc(vacancies.createdAt), asc(vacancies.id))
    .limit(input.limit);
}

export async function findVacancy(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; id: string }): Promise<VacancyRow | undefined> {
  const [row] = await tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, input.tenantId), eq(vacancies.id, input.id), readableVacancy(input.viewer)))
    .limit(1);
  return row;
}

/** The vacancies of these ids that the viewer can read (others simply are not there). */
export function findVacancies(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; ids: string[] }): Promise<VacancyRow[]> {
  return tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, input.tenantId), inArray(vacancies.id, input.ids), readableVacancy(input.viewer)));
}

/** A vacancy the viewer may change, else 404 (cannot see it) or 403 (can see, not theirs). */
export async function findManagedVacancy(tx: Tx, input: { tenantId: string; viewer: VacancyViewer; id: string }): Promise<VacancyRow> {
  const row = await findVacancy(tx, input);
  if (!row) throw notFound();
  if (!canManageVacancy(input.viewer.user, row)) throw forbidden();
  return row;
}

/** Loads the asked-for relations of a page of vacancies, one query each. */
export async function withVacancyRelations(
  tx: Tx,
  input: { tenantId: string; viewer: VacancyViewer; rows: Array<VacancyRow & { rank?: number }>; include: ReadonlySet<string> },
): Promise<VacancyResource[]> {
  const { rows, include, tenantId, viewer } = input;
  const organizationById = new Map<string, OrganizationRow>();
  const organizationIds = [...new Set(rows.map((row) => row.organizationId))];
  if (include.has("organization") && organizationIds.length > 0) {
    const found = await tx
      .select({ ...getTableColumns(organizations), city: addresses.city })
      .from(organizations)
      .leftJoin(addresses, eq(addresses.id, organizations.addressId))
      .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, organizationIds)));
    for (const organization of found) organizationById.set(organization.id, organization);
  }
  const contactById = new Map<string, ContactPersonRow>();
  const contactIds = [...new Set(rows.flatMap((row) => (row.contactPersonId ? [row.contactPersonId] : [])))];
  if (include.has("contact_person") && contactIds.length > 0) {
    const found = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, contactIds)));
    for (const person of found) contactById.set(person.id, person);
  }
  return rows.map((row) => {
    const canManage = canManageVacancy(viewer.user, row);
    return {
      ...row,
      canManage,
      showContactPhone: canManage || row.contactPhoneVisible,
      showContactEmail: viewer.user !== null,
      ...(include.has("organization") ? { organization: organizationById.get(row.organizationId) ?? null } : {}),
      ...(include.has("contact_person") ? { contactPerson: row.contactPersonId ? (contactById.get(row.contactPersonId) ?? null) : null } : {}),
    };
  });
}

function invalid(field: string, code: string, detail: string) {
  return new AppError({ status: 422, code, title: "Invalid attribute", detail, source: { pointer: `/data/attributes/${field}` } });
}

/** The statuses are not in the detail: the API says it in the request's language, and messageText carries numbers only. */
export function invalidTransition() {
  return invalid("status", "invalid_transition", apiMessages.vacancyTransition);
}

/** A contact person must be a user of the vacancy's own center. */
async function checkContactPerson(tx: Tx, input: { tenantId: string; centerId: string; contactPersonId: string }) {
  const [person] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), eq(users.centerId, input.centerId), eq(users.id, input.contactPersonId)))
    .limit(1);
  if (!person) throw invalid("contact_person_id", "invalid_contact_person", apiMessages.contactPersonOfCenter);
}

/** Publishing needs an expiry date in the future (or none): the expiry job would close it straight away. */
function checkPublishable(expiresAt: Date | null, now: Date) {
  if (expiresAt && expiresAt <= now) throw invalid("expires_at", "expires_in_past", apiMessages.expiresInPast);
}

export async function createVacancy(tx: Tx, input: { tenantId: string; user: CurrentUser; attributes: VacancyCreate; now: Date }): Promise<VacancyRow> {
  const { attributes: a, tenantId, user } = input;
  const [organization] = await tx
    .select({ id: organizations.id, centerId: organizations.centerId, status: organizations.status })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, a.organizationId), ne(organizations.status, "deleted")))
    .limit(1);
  // Another center's organization is as unknown to the writer's center as an id nobody has (as the users API says it,
  // decision 066): 422, not the 403 of an organization of the center that is not theirs, which would tell a probing
  // client that the id exists elsewhere in the tenant. A member of it may still write for it (canManageVacancy).
  const known = organization && (organization.centerId === user.centerId || user.organizationIds.includes(organization.id));
  if (!known) throw invalid("organization_id", "unknown_organization", apiMessages.unknownOrganization);
  if (!canManageVacancy(user, { centerId: organization.centerId, organizationId: organization.id })) throw forbidden();
  if (a.contactPersonId) await checkContactPerson(tx, { tenantId, centerId: organization.centerId, contactPersonId: a.contactPersonId });
  const expiresAt = a.expiresAt ? new Date(a.expiresAt) : null;
  if (a.status === "published") checkPublishable(expiresAt, input.now);
  const [row] = await tx
    .insert(vacancies)
    .values({
      tenantId,
      centerId: organization.centerId,
      organizationId: organization.id,
      // Not named at all: the center's default contact person (issue 15, decision 045), if it has one.
      contactPersonId: a.contactPersonId === undefined ? ((await defaultContactPerson(tx, { tenantId, centerId: organization.centerId }))?.id ?? null) : a.contactPersonId,
      title: a.title,
      status: a.status,
      vacancyType: a.vacancyType,
      description: sanitizeDescription(a.description),
      youtubeUrl: a.youtubeUrl ?? null,
      expiresAt,
      ageGroupIds: a.ageGroupIds,
      contactPhoneVisible: a.contactPhoneVisible,
      tags: [...new Set(a.tags)],
      street: a.street,
      houseNumber: a.houseNumber,
      postalCode: a.postalCode,
      city: a.city,
      frequency: a.frequency ?? null,
      startDate: a.startDate ?? null,
      endDate: a.endDate ?? null,
    })
    .returning(vacancyColumns);
  return row!;
}

export async function updateVacancy(
  tx: Tx,
  input: { tenantId: string; viewer: VacancyViewer; id: string; attributes: VacancyUpdate; now: Date },
): Promise<VacancyRow> {
  const { attributes: a, tenantId } = input;
  const row = await findManagedVacancy(tx, input);
  const set: Partial<typeof vacancies.$inferInsert> = {};
  if (a.status !== undefined && a.status !== row.status) {
    if (!canTransition(row.status, a.status)) throw invalidTransition();
    set.status = a.status;
    if (a.status === "archived") set.statusBeforeArchive = row.status;
  }
  if (a.contactPersonId) await checkContactPerson(tx, { tenantId, centerId: row.centerId, contactPersonId: a.contactPersonId });
  const expiresAt = a.expiresAt === undefined ? row.expiresAt : a.expiresAt ? new Date(a.expiresAt) : null;
  if ((set.status ?? row.status) === "published") checkPublishable(expiresAt, input.now);
  const startDate = a.startDate === undefined ? row.startDate : a.startDate;
  const endDate = a.endDate === undefined ? row.endDate : a.endDate;
  if (startDate && endDate && startDate > endDate) throw invalid("end_date", "invalid", apiMessages.endDateBeforeStart);

  const updated = await tx
    .update(vacancies)
    .set({
      ...set,
      ...(a.title !== undefined ? { title: a.title } : {}),
      ...(a.vacancyType !== undefined ? { vacancyType: a.vacancyType } : {}),
      ...(a.description !== undefined ? { description: sanitizeDescription(a.description) } : {}),
      ...(a.youtubeUrl !== undefined ? { youtubeUrl: a.youtubeUrl } : {}),
      ...(a.expiresAt !== undefined ? { expiresAt } : {}),
      ...(a.ageGroupIds !== undefined ? { ageGroupIds: a.ageGroupIds } : {}),
      ...(a.contactPhoneVisible !== undefined ? { contactPhoneVisible: a.contactPhoneVisible } : {}),
      ...(a.tags !== undefined ? { tags: [...new Set(a.tags)] } : {}),
      ...(a.contactPersonId !== undefined ? { contactPersonId: a.contactPersonId } : {}),
      ...(a.street !== undefined ? { street: a.street } : {}),
      ...(a.houseNumber !== undefined ? { houseNumber: a.houseNumber } : {}),
      ...(a.postalCode !== undefined ? { postalCode: a.postalCode } : {}),
      ...(a.city !== undefined ? { city: a.city } : {}),
      ...(a.frequency !== undefined ? { frequency: a.frequency } : {}),
      ...(a.startDate !== undefined ? { startDate: a.startDate } : {}),
      ...(a.endDate !== undefined ? { endDate: a.endDate } : {}),
      updatedAt: input.now,
    })
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, row.id)))
    .returning(vacancyColumns);
  return updated[0]!;
}

/** Archive, restore or delete: a status change with its own rules. */
export async function transitionVacancy(
  tx: Tx,
  input: { tenantId: string; viewer: VacancyViewer; id: string; action: "archive" | "restore" | "delete"; now: Date },
): Promise<VacancyRow> {
  const row = await findManagedVacancy(tx, input);
  const to = targetOf(row, input.action, input.now);
  if (!to || !canTransition(row.status, to)) throw invalidTransition();
  const [updated] = await tx
    .update(vacancies)
    .set({
      status: to,
      statusBeforeArchive: to === "archived" ? row.status : input.action === "restore" ? null : row.statusBeforeArchive,
      updatedAt: input.now,
    })
    .where(and(eq(vacancies.tenantId, input.tenantId), eq(vacancies.id, row.id)))
    .returning(vacancyColumns);
  return updated!;
}

/** Where an action leads; null when it does not apply (restoring what is not archived). */
export function targetOf(row: Pick<VacancyRow, "status" | "statusBeforeArchive" | "expiresAt">, action: "archive" | "restore" | "delete", now: Date): VacancyStatus | null {
  if (action === "archive") return "archived";
  if (action === "delete") return "deleted";
  if (row.status !== "archived") return null;
  const target = restoreTarget(row.statusBeforeArchive);
  // A vacancy that expired while archived comes back expired, not published.
  return target === "published" && row.expiresAt && row.expiresAt <= now ? "expired" : target;
}
