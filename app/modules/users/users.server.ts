import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import type { Role } from "~/modules/db/factories.server";
import { organizationMemberships, organizations, userRoles, users } from "~/modules/db/schema";
import { containsPattern } from "~/modules/organizations/filters.server";
import { listOrganizationsOfUsers, visibleOrganizations, type OrganizationRow, type Viewer } from "~/modules/organizations/organizations.server";
import { CENTER_ROLES, hasRole, type CurrentUser } from "./current-user.server";
import type { UserFilters } from "./filters.server";

/** The columns a user resource is made of: never the password or token hashes. */
const userColumns = {
  id: users.id,
  tenantId: users.tenantId,
  centerId: users.centerId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  jobTitle: users.jobTitle,
  gender: users.gender,
  status: users.status,
  digestDays: users.digestDays,
  signupMethod: users.signupMethod,
  confirmedAt: users.confirmedAt,
  acceptedTermsAt: users.acceptedTermsAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type UserRecord = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

/** The columns an API user shows, taken from a full row already read (the authentication's). */
export function userRecordOf(row: typeof users.$inferSelect): UserRecord {
  const record = {} as Record<string, unknown>;
  for (const key of Object.keys(userColumns)) record[key] = row[key as keyof typeof userColumns];
  return record as UserRecord;
}
export type RoleResource = { id: Role; name: Role };
/**
 * `organizationId`: the user's first organization as the viewer sees them (spec §3 User organizationId), the first
 * of `organizations`: memberships have no "primary", so the oldest one (then the lowest organization id), null when
 * the viewer sees none. Left out where it was not loaded.
 */
export type UserResource = UserRecord & { roles?: RoleResource[]; organizations?: OrganizationRow[]; organizationId?: string | null };

export const USER_INCLUDES = ["roles", "organizations"] as const;

/**
 * Whose accounts a user may read: center roles the users of their own center,
 * an organization superuser the members of their organizations, everyone
 * their own account.
 */
export type UserVisibility =
  | { kind: "center"; selfId: string; centerId: string }
  | { kind: "organizations"; selfId: string; organizationIds: string[] }
  | { kind: "self"; selfId: string };

export function userVisibilityOf(viewer: CurrentUser): UserVisibility {
  if (hasRole(viewer, ...CENTER_ROLES)) return { kind: "center", selfId: viewer.id, centerId: viewer.centerId };
  if (hasRole(viewer, "organization_superuser")) {
    return { kind: "organizations", selfId: viewer.id, organizationIds: viewer.organizationIds };
  }
  return { kind: "self", selfId: viewer.id };
}

/** Listing users is for those who manage people; the others may only read themselves. */
export const canListUsers = (visibility: UserVisibility) => visibility.kind !== "self";

function membersOf(tx: Tx, organizationIds: string[]) {
  return inArray(
    users.id,
    tx
      .select({ userId: organizationMemberships.userId })
      .from(organizationMemberships)
      .where(inArray(organizationMemberships.organizationId, organizationIds)),
  );
}

function visibleUsers(tx: Tx, visibility: UserVisibility): SQL {
  const self = eq(users.id, visibility.selfId);
  switch (visibility.kind) {
    case "center":
      return or(eq(users.centerId, visibility.centerId), self)!;
    case "organizations":
      return visibility.organizationIds.length > 0 ? or(membersOf(tx, visibility.organizationIds), self)! : self;
    case "self":
      return self;
  }
}

function filterConditions(tx: Tx, filters: UserFilters): (SQL | undefined)[] {
  const q = filters.q ? containsPattern(filters.q) : undefined;
  return [
    filters.with_role
      ? inArray(users.id, tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, filters.with_role)))
      : undefined,
    filters.organization_id_eq ? membersOf(tx, [filters.organization_id_eq]) : undefined,
    filters.status ? eq(users.status, filters.status) : undefined,
    q ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, q), ilike(users.email, q)) : undefined,
  ];
}

export async function listUsers(
  tx: Tx,
  input: { tenantId: string; visibility: UserVisibility; filters: UserFilters; page: { size: number; offset: number } },
): Promise<{ rows: UserRecord[]; total: number }> {
  const where = and(eq(users.tenantId, input.tenantId), visibleUsers(tx, input.visibility), ...filterConditions(tx, input.filters));
  const rows = await tx
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(input.page.size)
    .offset(input.page.offset);
  const [counted] = await tx.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findUser(
  tx: Tx,
  input: { tenantId: string; visibility: UserVisibility; id: string },
): Promise<UserRecord | undefined> {
  const [row] = await tx
    .select(userColumns)
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.id), visibleUsers(tx, input.visibility)))
    .limit(1);
  return row;
}

/**
 * Loads the asked-for relations of a page of users in one query each; their
 * organizations only as far as the viewer may see organizations.
 */
export async function withUserRelations(
  tx: Tx,
  input: { tenantId: string; viewer: Viewer; rows: UserRecord[]; include: ReadonlySet<string> },
): Promise<UserResource[]> {
  const { rows, include, tenantId } = input;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const rolesByUser = new Map<string, RoleResource[]>(ids.map((id) => [id, []]));
  if (include.has("roles")) {
    const found = await tx
      .select({ userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.userId, ids)))
      .orderBy(asc(userRoles.role));
    for (const { userId, role } of found) rolesByUser.get(userId)?.push({ id: role, name: role });
  }

  const organizationsByUser = include.has("organizations")
    ? await listOrganizationsOfUsers(tx, { tenantId, viewer: input.viewer, userIds: ids })
    : undefined;
  const firstOrganization = organizationsByUser
    ? new Map([...organizationsByUser].flatMap(([userId, found]) => (found[0] ? [[userId, found[0].id] as const] : [])))
    : await firstOrganizationIds(tx, { tenantId, viewer: input.viewer, userIds: ids });

  return rows.map((row) => ({
    ...row,
    organizationId: firstOrganization.get(row.id) ?? null,
    ...(include.has("roles") ? { roles: rolesByUser.get(row.id) ?? [] } : {}),
    ...(organizationsByUser ? { organizations: organizationsByUser.get(row.id) ?? [] } : {}),
  }));
}

/** Each user's first organization the viewer may see, in the order of `organizations` (listOrganizationsOfUsers). */
export async function firstOrganizationIds(tx: Tx, input: { tenantId: string; viewer: Viewer; userIds: string[] }): Promise<Map<string, string>> {
  if (input.userIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([organizationMemberships.userId], { userId: organizationMemberships.userId, organizationId: organizationMemberships.organizationId })
    .from(organizationMemberships)
    .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
    .where(
      and(
        eq(organizationMemberships.tenantId, input.tenantId),
        inArray(organizationMemberships.userId, input.userIds),
        visibleOrganizations(input.viewer),
      ),
    )
    .orderBy(organizationMemberships.userId, asc(organizationMemberships.createdAt), asc(organizations.id));
  return new Map(rows.map((row) => [row.userId, row.organizationId]));
}
