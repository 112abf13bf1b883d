import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganization } from "~/modules/db/factories.server";
import { addresses } from "~/modules/db/schema";
import type { Geocoder } from "~/modules/geocoding/geocoder";
import { geocodePendingAddresses } from "~/modules/geocoding/job.server";
import { StubGeocoder } from "~/modules/geocoding/stub";
import { demoCenter, testApi, testDatabase } from "../support/api";

/** The geocode_addresses job fills in coordinates, which the social map then serves. */

async function mapOrganization(address: { street?: string; houseNumber?: string; postalCode?: string; city?: string }, host = "localhost") {
  return (await demoCenter(host)).run((tx, ids) =>
    createOrganization(tx, {
      ...ids,
      name: `Geocode ${crypto.randomUUID()}`,
      type: "NonProfit",
      status: "approved",
      address,
      profile: { showOnSocialMap: true, nonProfitTypeId: 1, activityTypeIds: [] },
    }),
  );
}

async function addressOf(organizationAddressId: string, host = "localhost") {
  const [row] = await (await demoCenter(host)).run((tx) => tx.select().from(addresses).where(eq(addresses.id, organizationAddressId)));
  return row!;
}

async function runUntilDone(geocoder: Geocoder, now: Date) {
  const { db } = await testDatabase();
  for (let run = 0; run < 50; run++) {
    const result = await geocodePendingAddresses(db, { geocoder, now, batchSize: 200 });
    if (result.geocoded + result.notFound === 0) return;
  }
}

describe("geocode_addresses job", () => {
  it("fills the coordinates of new addresses with the stub geocoder, in every tenant, and the social map serves them", async () => {
    const apeldoorn = await mapOrganization({ street: "Stationsstraat", houseNumber: "5", postalCode: "7311 MH", city: "Apeldoorn" });
    const zwolle = await mapOrganization({ street: "Grote Markt", houseNumber: "1", postalCode: "8011 LW", city: "Zwolle" }, "meedoen.localhost");
    expect((await addressOf(apeldoorn.addressId!)).geocodedAt).toBeNull();

    const { request } = await testApi();
    const before = await (await request(`/api/v1/social_map/${apeldoorn.id}`)).json();
    expect(before.included.find((r: { type: string }) => r.type === "addresses").attributes.latitude).toBeNull();

    const now = new Date();
    await runUntilDone(new StubGeocoder(), now);

    const filled = await addressOf(apeldoorn.addressId!);
    expect(filled.latitude).toBeCloseTo(52.21, 1);
    expect(filled.longitude).toBeCloseTo(5.97, 1);
    expect(filled.geocodedAt?.getTime()).toBe(now.getTime());
    expect((await addressOf(zwolle.addressId!, "meedoen.localhost")).latitude).toBeCloseTo(52.52, 1);

    const after = await (await request(`/api/v1/social_map/${apeldoorn.id}`)).json();
    const address = after.included.find((r: { type: string }) => r.type === "addresses").attributes;
    expect([address.latitude, address.longitude]).toEqual([filled.latitude, filled.longitude]);
  });

  it("marks an address it cannot find as geocoded without coordinates; a failed lookup ends the run and is retried", async () => {
    const nowhere = await mapOrganization({ street: "Nergensweg", houseNumber: "1" });
    const unlucky = await mapOrganization({ street: "Pechstraat", houseNumber: "13", postalCode: "7311 PP", city: "Apeldoorn" });
    const stub = new StubGeocoder();
    const failing: Geocoder = {
      geocode: async (address) => {
        if (address.street === "Pechstraat") throw new Error("service down");
        return stub.geocode(address);
      },
    };
    const now = new Date();
    const { db } = await testDatabase();
    const result = await geocodePendingAddresses(db, { geocoder: failing, now, batchSize: 500 });
    expect(result.failed).toBe(1);
    expect((await addressOf(unlucky.addressId!)).geocodedAt).toBeNull();

    await runUntilDone(stub, now);
    const notFound = await addressOf(nowhere.addressId!);
    expect(notFound).toMatchObject({ latitude: null, longitude: null });
    expect(notFound.geocodedAt).not.toBeNull();
    expect((await addressOf(unlucky.addressId!)).latitude).not.toBeNull();
    // Geocoded addresses are not asked again.
    const rows = await (await demoCenter()).run((tx) => tx.select().from(addresses).where(inArray(addresses.id, [nowhere.addressId!, unlucky.addressId!])));
    expect(rows.every((row) => row.geocodedAt !== null)).toBe(true);
  });
});
