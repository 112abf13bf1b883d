import { and, arrayOverlaps, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "~/modules/db/client.server";
import { addresses, nonProfitProfiles, organizations } from "~/modules/db/schema";
import { ACTIVITY_TYPE_IDS, NON_PROFIT_TYPE_IDS } from "~/modules/organizations/profile-types";

/*
 * The social map (spec §2, public): the approved organizations of the request's
 * center whose non-profit profile says "show on the social map", with their
 * address (and its coordinates) and profile.
 */

export type SocialMapAddress = typeof addresses.$inferSelect;
export type SocialMapProfile = typeof nonProfitProfiles.$inferSelect;
export type SocialMapOrganization = typeof organizations.$inferSelect & {
  address: SocialMapAddress | null;
  profile: SocialMapProfile;
};

/** "3" or "1,4": one or more known ids (any of them matches). */
const idList = (known: readonly number[]) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const ids = value.split(",").map((part) => Number(part.trim()));
      if (ids.some((id) => !known.includes(id))) {
        ctx.addIssue({ code: "custom", message: `must be one or more of ${known.join(", ")}` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    });

/** filter[non_profit_type_id] and filter[activity_type_id] of GET /api/v1/social_map. */
export const SocialMapFiltersSchema = z
  .object({ non_profit_type_id: idList(NON_PROFIT_TYPE_IDS).optional(), activity_type_id: idList(ACTIVITY_TYPE_IDS).optional() })
  .strict();
export type SocialMapFilters = z.infer<typeof SocialMapFiltersSchema>;

function onTheMap(input: { tenantId: string; centerId: string }): SQL {
  return and(
    eq(organizations.tenantId, input.tenantId),
    eq(organizations.centerId, input.centerId),
    eq(organizations.status, "approved"),
    eq(nonProfitProfiles.showOnSocialMap, true),
  )!;
}

function select(tx: Tx) {
  return tx
    .select({ organization: organizations, address: addresses, profile: nonProfitProfiles })
    .from(organizations)
    .innerJoin(nonProfitProfiles, eq(nonProfitProfiles.organizationId, organizations.id))
    .leftJoin(addresses, eq(addresses.id, organizations.addressId));
}

const flatten = (row: { organization: typeof organizations.$inferSelect; address: SocialMapAddress | null; profile: SocialMapProfile }): SocialMapOrganization => ({
  ...row.organization,
  address: row.address,
  profile: row.profile,
});

export async function listSocialMap(
  tx: Tx,
  input: { tenantId: string; centerId: string; filters: SocialMapFilters; page: { size: number; offset: number } },
): Promise<{ rows: SocialMapOrganization[]; total: number }> {
  const { filters } = input;
  const where = and(
    onTheMap(input),
    filters.non_profit_type_id ? inArray(nonProfitProfiles.nonProfitTypeId, filters.non_profit_type_id) : undefined,
    filters.activity_type_id ? arrayOverlaps(nonProfitProfiles.activityTypeIds, filters.activity_type_id) : undefined,
  );
  const rows = await select(tx)
    .where(where)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(input.page.size)
    .offset(input.page.offset);
  const [counted] = await tx
    .select({ total: count() })
    .from(organizations)
    .innerJoin(nonProfitProfiles, eq(nonProfitProfiles.organizationId, organizations.id))
    .where(where);
  return { rows: rows.map(flatten), total: counted?.total ?? 0 };
}

/** One organization of the map, or undefined when it is not (or no longer) on it. */
export async function findOnSocialMap(tx: Tx, input: { tenantId: string; centerId: string; id: string }): Promise<SocialMapOrganization | undefined> {
  const [row] = await select(tx).where(and(onTheMap(input), eq(organizations.id, input.id)));
  return row ? flatten(row) : undefined;
}
