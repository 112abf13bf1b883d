import { and, asc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { countsByStatus } from "~/modules/db/status-counts.server";
import type { Tx } from "~/modules/db/client.server";
import { addresses, nonProfitProfiles, organizationMemberships, organizations, userRoles, users, vacancies, volunteerCenters } from "~/modules/db/schema";
import { CENTER_ROLES, hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import { containsPattern, type OrganizationFilters } from "./filters.server";
import { SETTABLE_ORGANIZATION_STATUSES } from "./schema";

/** Who is looking: the signed-in user (or nobody) on the request's center. */
export type Viewer = { user: CurrentUser | null; centerId: string | null };

export type OrganizationRow = typeof organizations.$inferSelect & { city: string | null };
export type AddressRow = typeof addresses.$inferSelect;
export type ProfileRow = typeof nonProfitProfiles.$inferSelect;
export type VacancyRow = typeof vacancies.$inferSelect;

/** An organization with the relations that were asked for loaded (absent ones stay undefined). */
export type OrganizationResource = OrganizationRow & {
  address?: AddressRow | null;
  profile?: ProfileRow | null;
  vacancies?: VacancyRow[];
};

export const ORGANIZATION_INCLUDES = ["vacancies", "profile", "address"] as const;

const organizationColumns = { ...getTableColumns(organizations), city: addresses.city };

/**
 * What a viewer may read: the approved organizations of the request's center;
 * center roles every organization of their own center; members also their own
 * organizations whatever their status.
 */
export function visibleOrganizations(viewer: Viewer): SQL {
  const { user } = viewer;
  const own = user && user.organizationIds.length > 0 ? inArray(organizations.id, user.organizationIds) : undefined;
  const center =
    user && hasRole(user, ...CENTER_ROLES)
      ? eq(organizations.centerId, user.centerId)
      : viewer.centerId
        ? and(eq(organizations.centerId, viewer.centerId), eq(organizations.status, "approved"))
        : undefined;
  // Deleted is a soft delete: gone for everyone (spec §3 status "deleted").
  return and(ne(organizations.status, "deleted"), or(center, own) ?? sql`false`)!;
}

/** Managing an organization (center role of its center, or member) shows its unpublished vacancies too. */
export function managesOrganization(user: CurrentUser | null, organization: Pick<OrganizationRow, "id" | "centerId">): boolean {
  if (!user) return false;
  return (
    (hasRole(user, ...CENTER_ROLES) && organization.centerId === user.centerId) ||
    user.organizationIds.includes(organization.id)
  );
}

/** The filters but status, which the status counts ignore. */
function filterConditions(filters: OrganizationFilters): (SQL | undefined)[] {
  return [
    filters.type ? eq(organizations.type, filters.type) : undefined,
    filters.q ? ilike(organizations.name, containsPattern(filters.q)) : undefined,
  ];
}

type ListedStatus = (typeof SETTABLE_ORGANIZATION_STATUSES)[number];

/**
 * A page of the organizations the viewer may read, and how many of them each status has under the other filters
 * (the managers' status tabs; a facet ignores its own choice) — one count grouped by status, the list's total among
 * them. "deleted" is never readable, so never counted.
 */
export async function listOrganizations(
  tx: Tx,
  input: { tenantId: string; viewer: Viewer; filters: OrganizationFilters; page: { size: number; offset: number } },
): Promise<{ rows: OrganizationRow[]; total: number; statusCounts: Record<ListedStatus, number> }> {
  const { status } = input.filters;
  const matching = and(eq(organizations.tenantId, input.tenantId), visibleOrganizations(input.viewer), ...filterConditions(input.filters));
  const rows = await tx
    .select(organizationColumns)
    .from(organizations)
    .leftJoin(addresses, eq(addresses.id, organizations.addressId))
    .where(and(matching, status ? eq(organizations.status, status) : undefined))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(input.page.size)
    .offset(input.page.offset);
  const statusCounts = await countsByStatus(tx, { table: organizations, column: organizations.status, where: matching, statuses: SETTABLE_ORGANIZATION_STATUSES });
  const total = SETTABLE_ORGANIZATION_STATUSES.reduce((sum, each) => (!status || each === status ? sum + statusCounts[each] : sum), 0);
  return { rows, total, statusCounts };
}

export async function findOrganization(
  tx: Tx,
  input: { tenantId: string; viewer: Viewer; id: string },
): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .select(organizationColumns)
    .from(organizations)
    .leftJoin(addresses, eq(addresses.id, organizations.addressId))
    .where(and(eq(organizations.tenantId, input.tenantId), eq(organizations.id, input.id), visibleOrganizations(input.viewer)))
    .limit(1);
  return row;
}

/**
 * The organizations a user belongs to, in the order they joined (the "first"
 * of spec §4). Deleted organizations are gone for their members.
 */
export function listMemberOrganizations(tx: Tx, input: { tenantId: string; userId: string }): Promise<OrganizationRow[]> {
  return tx
    .select(organizationColumns)
    .from(organizationMemberships)
    .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
    .leftJoin(addresses, eq(addresses.id, organizations.addressId))
    .where(
      and(
        eq(organizationMemberships.tenantId, input.tenantId),
        eq(organizationMemberships.userId, input.userId),
        ne(organizations.status, "deleted"),
      ),
    )
    .orderBy(asc(organizationMemberships.createdAt), asc(sql`lower(${organizations.name})`), asc(organizations.id));
}

/** The organizations of several users at once, as far as the viewer may see them. */
export async function listOrganizationsOfUsers(
  tx: Tx,
  input: { tenantId: string; viewer: Viewer; userIds: string[] },
): Promise<Map<string, OrganizationRow[]>> {
  const byUser = new Map<string, OrganizationRow[]>(input.userIds.map((id) => [id, []]));
  if (input.userIds.length === 0) return byUser;
  const rows = await tx
    .select({ userId: organizationMemberships.userId, organization: organizationColumns })
    .from(organizationMemberships)
    .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
    .leftJoin(addresses, eq(addresses.id, organizations.addressId))
    .where(
      and(
        eq(organizationMemberships.tenantId, input.tenantId),
        inArray(organizationMemberships.userId, input.userIds),
        visibleOrganizations(input.viewer),
      ),
    )
    .orderBy(asc(organizationMemberships.createdAt), asc(organizations.id));
  for (const row of rows) byUser.get(row.userId)?.push(row.organization);
  return byUser;
}

/**
 * Loads the asked-for relations of a page of organizations in one query each.
 * Vacancies: published ones only, unless the viewer manages the organization.
 */
export async function withOrganizationRelations(
  tx: Tx,
  input: { tenantId: string; viewer: Viewer; rows: OrganizationRow[]; include: ReadonlySet<string> },
): Promise<OrganizationResource[]> {
  const { rows, include, tenantId } = input;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const addressIds = rows.flatMap((row) => (row.addressId ? [row.addressId] : []));
  const addressById = new Map<string, AddressRow>();
  if (include.has("address") && addressIds.length > 0) {
    const found = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.tenantId, tenantId), inArray(addresses.id, addressIds)));
    for (const address of found) addressById.set(address.id, address);
  }

  const profileByOrganization = new Map<string, ProfileRow>();
  if (include.has("profile")) {
    const found = await tx
      .select()
      .from(nonProfitProfiles)
      .where(and(eq(nonProfitProfiles.tenantId, tenantId), inArray(nonProfitProfiles.organizationId, ids)));
    for (const profile of found) profileByOrganization.set(profile.organizationId, profile);
  }

  const vacanciesByOrganization = new Map<string, VacancyRow[]>(ids.map((id) => [id, []]));
  if (include.has("vacancies")) {
    const managed = rows.filter((row) => managesOrganization(input.viewer.user, row)).map((row) => row.id);
    const found = await tx
      .select()
      .from(vacancies)
      .where(
        and(
          eq(vacancies.tenantId, tenantId),
          inArray(vacancies.organizationId, ids),
          managed.length > 0 ? or(eq(vacancies.status, "published"), inArray(vacancies.organizationId, managed)) : eq(vacancies.status, "published"),
        ),
      )
      .orderBy(asc(vacancies.createdAt), asc(vacancies.id));
    for (const vacancy of found) vacanciesByOrganization.get(vacancy.organizationId)?.push(vacancy);
  }

  return rows.map((row) => ({
    ...row,
    ...(include.has("address") ? { address: row.addressId ? (addressById.get(row.addressId) ?? null) : null } : {}),
    ...(include.has("profile") ? { profile: profileByOrganization.get(row.id) ?? null } : {}),
    ...(include.has("vacancies") ? { vacancies: vacanciesByOrganization.get(row.id) ?? [] } : {}),
  }));
}

/** Center roles of the organization's center decide its status (approve, deny, archive, delete). */
export function decidesOrganizationStatus(user: CurrentUser, organization: Pick<OrganizationRow, "centerId">): boolean {
  return hasRole(user, ...CENTER_ROLES) && organization.centerId === user.centerId;
}

export type OrganizationChanges = Partial<Pick<typeof organizations.$inferInsert, "status" | "name" | "website" | "phoneNumber" | "description" | "email" | "type">>;

export async function updateOrganization(tx: Tx, input: { tenantId: string; id: string; changes: OrganizationChanges }): Promise<void> {
  await tx
    .update(organizations)
    .set({ ...input.changes, updatedAt: new Date() })
    .where(and(eq(organizations.tenantId, input.tenantId), eq(organizations.id, input.id)));
}

export type AddressChanges = Partial<Pick<typeof addresses.$inferInsert, "street" | "houseNumber" | "postalCode" | "city" | "country">>;
export type ProfileChanges = Partial<Pick<typeof nonProfitProfiles.$inferInsert, "nonProfitTypeId" | "showOnSocialMap" | "activityTypeIds">>;

/** A new organization of a center, with its address and non-profit profile when given. Returns its id. */
export async function insertOrganization(
  tx: Tx,
  input: {
    tenantId: string;
    centerId: string;
    values: Required<Pick<OrganizationChanges, "name" | "type">> & OrganizationChanges;
    address?: AddressChanges;
    profile?: ProfileChanges;
  },
): Promise<string> {
  let addressId: string | null = null;
  if (input.address && Object.values(input.address).some((value) => value !== undefined && value !== null && value !== "")) {
    const [address] = await tx.insert(addresses).values({ tenantId: input.tenantId, ...input.address }).returning({ id: addresses.id });
    addressId = address!.id;
  }
  const [organization] = await tx
    .insert(organizations)
    .values({ tenantId: input.tenantId, centerId: input.centerId, status: "approved", ...input.values, addressId })
    .returning({ id: organizations.id });
  if (input.profile) await saveNonProfitProfile(tx, { tenantId: input.tenantId, organizationId: organization!.id, profile: input.profile });
  return organization!.id;
}

const ADDRESS_KEYS = ["street", "houseNumber", "postalCode", "city", "country"] as const;

/**
 * Changes (or creates) an organization's address. When the address really
 * changed its coordinates are cleared and geocoded_at set to NULL: the
 * geocoding job picks up rows with geocoded_at NULL.
 */
export async function saveOrganizationAddress(tx: Tx, input: { tenantId: string; organizationId: string; address: AddressChanges }): Promise<void> {
  const [organization] = await tx
    .select({ addressId: organizations.addressId })
    .from(organizations)
    .where(and(eq(organizations.tenantId, input.tenantId), eq(organizations.id, input.organizationId)));
  if (!organization) return;
  const changes = Object.fromEntries(Object.entries(input.address).filter(([, value]) => value !== undefined)) as AddressChanges;
  if (!organization.addressId) {
    if (!Object.values(changes).some((value) => value !== null && value !== "")) return;
    const [address] = await tx.insert(addresses).values({ tenantId: input.tenantId, ...changes }).returning({ id: addresses.id });
    await tx.update(organizations).set({ addressId: address!.id, updatedAt: new Date() }).where(eq(organizations.id, input.organizationId));
    return;
  }
  const [current] = await tx.select().from(addresses).where(and(eq(addresses.tenantId, input.tenantId), eq(addresses.id, organization.addressId)));
  if (!current) return;
  const changed = ADDRESS_KEYS.some((key) => key in changes && (changes[key] ?? null) !== (current[key] ?? null));
  if (!changed) return;
  await tx
    .update(addresses)
    .set({ ...changes, latitude: null, longitude: null, geocodedAt: null })
    .where(and(eq(addresses.tenantId, input.tenantId), eq(addresses.id, current.id)));
}

/** Creates or changes the non-profit profile of an organization (absent keys stay as they are). */
export async function saveNonProfitProfile(tx: Tx, input: { tenantId: string; organizationId: string; profile: ProfileChanges }): Promise<void> {
  const changes = Object.fromEntries(Object.entries(input.profile).filter(([, value]) => value !== undefined)) as ProfileChanges;
  await tx
    .insert(nonProfitProfiles)
    .values({ tenantId: input.tenantId, organizationId: input.organizationId, ...changes })
    .onConflictDoUpdate({ target: nonProfitProfiles.organizationId, set: Object.keys(changes).length > 0 ? changes : { organizationId: input.organizationId } });
}

/** The center of a tenant, or undefined (unknown id or another tenant's: RLS hides those). */
export async function findCenterOfTenant(tx: Tx, input: { tenantId: string; centerId: string }) {
  const [center] = await tx
    .select({ id: volunteerCenters.id, name: volunteerCenters.name })
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, input.tenantId), eq(volunteerCenters.id, input.centerId)));
  return center;
}

/** Moves an organization with its vacancies to another center of the same tenant. */
export async function moveOrganization(tx: Tx, input: { tenantId: string; id: string; centerId: string }): Promise<void> {
  const now = new Date();
  await tx
    .update(organizations)
    .set({ centerId: input.centerId, updatedAt: now })
    .where(and(eq(organizations.tenantId, input.tenantId), eq(organizations.id, input.id)));
  await tx
    .update(vacancies)
    .set({ centerId: input.centerId, updatedAt: now })
    .where(and(eq(vacancies.tenantId, input.tenantId), eq(vacancies.organizationId, input.id)));
}

/** An organization by id whatever its center or status (for answers after a move; never for visibility). */
export async function findOrganizationById(tx: Tx, input: { tenantId: string; id: string }): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .select(organizationColumns)
    .from(organizations)
    .leftJoin(addresses, eq(addresses.id, organizations.addressId))
    .where(and(eq(organizations.tenantId, input.tenantId), eq(organizations.id, input.id)));
  return row;
}

/** Who hears about a decision: the organization's own address and its organization superusers, each once, with their language. */
export async function organizationMailRecipients(
  tx: Tx,
  input: { tenantId: string; organization: Pick<OrganizationRow, "id" | "email"> },
): Promise<Array<{ email: string; locale: string | null; firstName: string | null; lastName: string | null; gender: "male" | "female" | "other" | null }>> {
  const superusers = await tx
    .select({ email: users.email, locale: users.locale, firstName: users.firstName, lastName: users.lastName, gender: users.gender })
    .from(organizationMemberships)
    .innerJoin(users, eq(users.id, organizationMemberships.userId))
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "organization_superuser")))
    .where(
      and(
        eq(organizationMemberships.tenantId, input.tenantId),
        eq(organizationMemberships.organizationId, input.organization.id),
        ne(users.status, "archived"),
        sql`${users.deletedAt} is null`,
      ),
    )
    .orderBy(asc(organizationMemberships.createdAt));
  const recipients: Array<{ email: string; locale: string | null; firstName: string | null; lastName: string | null; gender: "male" | "female" | "other" | null }> = [];
  const seen = new Set<string>();
  for (const person of [...superusers, ...(input.organization.email ? [{ email: input.organization.email, locale: null, firstName: null, lastName: null, gender: null }] : [])]) {
    const key = person.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push(person);
  }
  return recipients;
}
