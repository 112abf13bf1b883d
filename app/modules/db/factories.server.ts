import { directoryOf } from "~/modules/tenancy/directory.server";
import { eq } from "drizzle-orm";
import { hashPassword } from "~/modules/auth/password.server";
import type { Database, Tx } from "./client.server";
import {
  addresses,
  hosts,
  nonProfitProfiles,
  organizationMemberships,
  organizations,
  tenants,
  userRoles,
  users,
  vacancies,
  volunteerCenters,
  type TenantConfigOverrides,
  type TenantFeatures,
} from "./schema";

/*
 * Factories build rows for the demo seed and for tests alike. Tenant-owned
 * rows are written through a transaction that has the tenant set (RLS applies).
 */

export type Role = (typeof userRoles.$inferInsert)["role"];
export type OrganizationType = (typeof organizations.$inferInsert)["type"];
export type OrganizationStatus = NonNullable<(typeof organizations.$inferInsert)["status"]>;

/** Tenants are platform rows: created by the database owner, not the app role. */
export async function createTenant(
  db: Database,
  input: { slug: string; appName: string; appContext?: string | null; features: TenantFeatures; config?: Partial<TenantConfigOverrides> },
) {
  const [row] = await db
    .insert(tenants)
    .values({ slug: input.slug, appName: input.appName, appContext: input.appContext ?? null, features: input.features, config: input.config ?? {} })
    .returning();
  // This process sees the change at once; others when the notification of migration 0010 arrives.
  directoryOf(db).invalidate();
  return row!;
}

export async function setDefaultCenter(db: Database, tenantId: string, centerId: string) {
  await db.update(tenants).set({ defaultCenterId: centerId }).where(eq(tenants.id, tenantId));
  directoryOf(db).invalidate();
}

export async function createCenter(
  tx: Tx,
  input: { tenantId: string; slug: string; name: string; hosts?: string[]; profile?: Record<string, unknown> },
) {
  const [center] = await tx
    .insert(volunteerCenters)
    .values({ tenantId: input.tenantId, slug: input.slug, name: input.name, profile: input.profile ?? {} })
    .returning();
  for (const host of input.hosts ?? []) {
    await tx.insert(hosts).values({ host, tenantId: input.tenantId, centerId: center!.id });
  }
  return center!;
}

export async function createUser(
  tx: Tx,
  input: {
    tenantId: string;
    centerId: string;
    email: string;
    password?: string;
    passwordHash?: string;
    firstName?: string;
    lastName?: string;
    roles?: Role[];
    status?: (typeof users.$inferInsert)["status"];
    confirmed?: boolean;
    signupMethod?: (typeof users.$inferInsert)["signupMethod"];
    phoneNumber?: string;
  },
) {
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  const [user] = await tx
    .insert(users)
    .values({
      tenantId: input.tenantId,
      centerId: input.centerId,
      email: input.email.toLowerCase(),
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
      phoneNumber: input.phoneNumber ?? null,
      status: input.status ?? "active",
      signupMethod: input.signupMethod ?? "created_by_admin",
      passwordHash,
      confirmedAt: input.confirmed === false ? null : new Date(),
      acceptedTermsAt: new Date(),
    })
    .returning();
  for (const role of input.roles ?? []) {
    await tx.insert(userRoles).values({ tenantId: input.tenantId, userId: user!.id, role });
  }
  return user!;
}

export async function createOrganization(
  tx: Tx,
  input: {
    tenantId: string;
    centerId: string;
    name: string;
    type: OrganizationType;
    status?: OrganizationStatus;
    description?: string;
    website?: string;
    phoneNumber?: string;
    address?: { street?: string; houseNumber?: string; postalCode?: string; city?: string };
    profile?: { nonProfitTypeId?: number; showOnSocialMap?: boolean; activityTypeIds?: number[] };
    memberIds?: string[];
  },
) {
  let addressId: string | null = null;
  if (input.address) {
    const [address] = await tx.insert(addresses).values({ tenantId: input.tenantId, ...input.address }).returning();
    addressId = address!.id;
  }
  const [organization] = await tx
    .insert(organizations)
    .values({
      tenantId: input.tenantId,
      centerId: input.centerId,
      name: input.name,
      type: input.type,
      status: input.status ?? "approved",
      description: input.description ?? null,
      website: input.website ?? null,
      phoneNumber: input.phoneNumber ?? null,
      addressId,
    })
    .returning();
  if (input.type === "NonProfit" || input.profile) {
    await tx.insert(nonProfitProfiles).values({
      tenantId: input.tenantId,
      organizationId: organization!.id,
      nonProfitTypeId: input.profile?.nonProfitTypeId ?? null,
      showOnSocialMap: input.profile?.showOnSocialMap ?? false,
      activityTypeIds: input.profile?.activityTypeIds ?? [],
    });
  }
  for (const userId of input.memberIds ?? []) {
    await addMembership(tx, { tenantId: input.tenantId, organizationId: organization!.id, userId });
  }
  return organization!;
}

export async function addMembership(tx: Tx, input: { tenantId: string; organizationId: string; userId: string }) {
  await tx.insert(organizationMemberships).values(input).onConflictDoNothing();
}

export async function createVacancy(
  tx: Tx,
  input: Omit<typeof vacancies.$inferInsert, "id" | "createdAt" | "updatedAt">,
) {
  const [vacancy] = await tx.insert(vacancies).values(input).returning();
  return vacancy!;
}
