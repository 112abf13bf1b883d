import { and, eq } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { volunteerCenters } from "~/modules/db/schema";

export type VolunteerCenterRow = typeof volunteerCenters.$inferSelect & { hosts?: string[] };

export const VOLUNTEER_CENTER_INCLUDES = ["profile"] as const;

export async function findVolunteerCenter(
  tx: Tx,
  input: { tenantId: string; centerId: string },
): Promise<VolunteerCenterRow | undefined> {
  const [row] = await tx
    .select()
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, input.tenantId), eq(volunteerCenters.id, input.centerId)))
    .limit(1);
  return row;
}

/** Merges new profile values into the center's profile (null clears a value). */
export async function updateVolunteerCenterProfile(
  tx: Tx,
  input: { tenantId: string; centerId: string; profile: Record<string, unknown> },
): Promise<VolunteerCenterRow | undefined> {
  const current = await findVolunteerCenter(tx, input);
  if (!current) return undefined;
  const merged = { ...current.profile, ...input.profile };
  for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
  const [row] = await tx
    .update(volunteerCenters)
    .set({ profile: merged })
    .where(and(eq(volunteerCenters.tenantId, input.tenantId), eq(volunteerCenters.id, input.centerId)))
    .returning();
  return row;
}
