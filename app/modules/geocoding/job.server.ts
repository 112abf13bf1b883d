import { and, asc, eq, isNull } from "drizzle-orm";
import { withoutTenant, withTenant, type Database } from "~/modules/db/client.server";
import { addresses, tenants } from "~/modules/db/schema";
import type { JobHandler } from "~/modules/jobs/queue.server";
import type { Geocoder } from "./geocoder";
import { createGeocoder } from "./geocoders.server";

export const GEOCODE_ADDRESSES_JOB = "geocode_addresses";
/** How often the job is scheduled; new and changed addresses wait at most this long. */
export const GEOCODE_INTERVAL_MS = 60_000;
/** Addresses per tenant per run: a run stays short, and the public geocoder is not flooded. */
export const GEOCODE_BATCH_SIZE = 50;

export type GeocodeResult = { geocoded: number; notFound: number; failed: number };

/**
 * Geocodes the addresses that have not been (geocoded_at is null), tenant by
 * tenant so row-level security applies. An address that is not found gets
 * geocoded_at with no coordinates and is not asked again until it changes. A
 * failed lookup ends the run (the service is down or refusing us: asking on
 * would only pile up timeouts); that address stays null for the next run.
 */
export async function geocodePendingAddresses(
  db: Database,
  input: { geocoder: Geocoder; now: Date; batchSize?: number },
): Promise<GeocodeResult> {
  const result: GeocodeResult = { geocoded: 0, notFound: 0, failed: 0 };
  const all = await withoutTenant(db, (tx) => tx.select({ id: tenants.id }).from(tenants));
  for (const { id: tenantId } of all) {
    const pending = await withTenant(db, tenantId, (tx) =>
      tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.tenantId, tenantId), isNull(addresses.geocodedAt)))
        .orderBy(asc(addresses.id))
        .limit(input.batchSize ?? GEOCODE_BATCH_SIZE),
    );
    for (const address of pending) {
      let found: Awaited<ReturnType<Geocoder["geocode"]>>;
      try {
        // Outside a transaction: the lookup may take a while.
        found = await input.geocoder.geocode(address);
      } catch {
        result.failed += 1;
        return result;
      }
      await withTenant(db, tenantId, (tx) =>
        tx
          .update(addresses)
          .set({ latitude: found?.latitude ?? null, longitude: found?.longitude ?? null, geocodedAt: input.now })
          // Only if nobody changed it meanwhile (a change sets geocoded_at back to null with new fields).
          .where(and(eq(addresses.id, address.id), isNull(addresses.geocodedAt))),
      );
      if (found) result.geocoded += 1;
      else result.notFound += 1;
    }
  }
  return result;
}

let geocoder: Geocoder | undefined;

export const geocodeAddressesJob: JobHandler = async (db, _job, { now }) => {
  geocoder ??= createGeocoder();
  return geocodePendingAddresses(db, { geocoder, now });
};
