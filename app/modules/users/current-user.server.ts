import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import type { Role } from "~/modules/db/factories.server";
import { authTokens, organizationMemberships, organizations, userRoles, users } from "~/modules/db/schema";
import { CENTER_ROLE_NAMES } from "./access";

export type CurrentUser = {
  id: string;
  tenantId: string;
  centerId: string;
  email: string;
  firstName: string;
  lastName: string;
  status: (typeof users.$inferSelect)["status"];
  roles: Role[];
  /** Oldest membership first: the first is the user's organization_id (users.server.ts) and their default organization. */
  organizationIds: string[];
  /**
   * Their organization_id as they read it themselves (decision 066): the oldest membership of an organization that
   * is not deleted, null when none. Read with the rest, so /current_user asks nothing more for it.
   */
  organizationId: string | null;
};

export type UserRow = typeof users.$inferSelect;
type TokenRow = typeof authTokens.$inferSelect;

export function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  return tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * The user's first organization that is not deleted, by the oldest membership (then the lowest organization id), as
 * `firstOrganizationIds` (users.server.ts) answers for the user themselves: all their own organizations are theirs
 * to see, and a deleted one nobody's.
 */
function firstOrganizationIdOf(userId: SQL | string): SQL<string | null> {
  return sql<string | null>`(select ${organizationMemberships.organizationId} from ${organizationMemberships}
    inner join ${organizations} on ${organizations.id} = ${organizationMemberships.organizationId} and ${organizations.tenantId} = ${organizationMemberships.tenantId}
    where ${organizationMemberships.userId} = ${userId} and ${organizations.status} <> 'deleted'
    order by ${organizationMemberships.createdAt}, ${organizations.id} limit 1)`;
}

export async function loadCurrentUser(tx: Tx, user: UserRow): Promise<CurrentUser> {
  // Roles and memberships in one statement: every signed-in request authenticates (issue 10).
  const result = await tx.execute(sql`
    select coalesce((select json_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${user.id}), '[]'::json) as roles,
           coalesce((select json_agg(${organizationMemberships.organizationId} order by ${organizationMemberships.createdAt}, ${organizationMemberships.organizationId}) from ${organizationMemberships} where ${organizationMemberships.userId} = ${user.id}), '[]'::json) as organization_ids,
           ${firstOrganizationIdOf(user.id)} as organization_id`);
  const [found] = (result as unknown as { rows: Array<{ roles: Role[] | string; organization_ids: string[] | string; organization_id: string | null }> }).rows;
  return currentUserOf(user, found?.roles, found?.organization_ids, found?.organization_id);
}

export type SignInCandidate = { user: UserRow; token: TokenRow | null; roles: Role[] | string; organizationIds: string[] | string; organizationId: string | null };

/**
 * What authenticating a request reads, in one statement (every signed-in request pays it; decision 053): the user
 * of the e-mail address, their token row of `client` (null when none), roles and organization memberships.
 */
export function findSignInCandidate(tx: Tx, email: string, client: string): Promise<SignInCandidate | undefined> {
  return tx
    .select({
      user: users,
      token: authTokens,
      roles: sql<Role[] | string>`coalesce((select json_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '[]'::json)`,
      organizationIds: sql<
        string[] | string
      >`coalesce((select json_agg(${organizationMemberships.organizationId} order by ${organizationMemberships.createdAt}, ${organizationMemberships.organizationId}) from ${organizationMemberships} where ${organizationMemberships.userId} = ${users.id}), '[]'::json)`,
      organizationId: firstOrganizationIdOf(sql`${users.id}`),
    })
    .from(users)
    .leftJoin(authTokens, and(eq(authTokens.userId, users.id), eq(authTokens.client, client)))
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** The current user from their row, roles and memberships (as json, parsed here when a driver hands over text). */
export function currentUserOf(
  user: UserRow,
  rolesJson: Role[] | string | undefined,
  organizationIdsJson: string[] | string | undefined,
  organizationId: string | null | undefined,
): CurrentUser {
  const roles = parseJson<Role[]>(rolesJson);
  const organizationIds = parseJson<string[]>(organizationIdsJson);
  return {
    id: user.id,
    tenantId: user.tenantId,
    centerId: user.centerId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    roles,
    organizationIds,
    organizationId: organizationId ?? null,
  };
}

/** A json column as both drivers answer it: parsed (node-postgres) or, should a driver hand over text, parsed here. */
function parseJson<T>(value: T | string | undefined): T {
  if (value === undefined) return [] as T;
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

export function hasRole(user: CurrentUser | null, ...roles: Role[]): boolean {
  return !!user && user.roles.some((role) => roles.includes(role));
}

/** Roles that run a volunteer center: they see and manage the whole center. */
export const CENTER_ROLES: Role[] = [...CENTER_ROLE_NAMES];
