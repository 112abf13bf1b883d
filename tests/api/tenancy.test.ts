import { describe, expect, it } from "vitest";
import { withTenant } from "~/modules/db/client.server";
import { createCenter, createTenant, setDefaultCenter } from "~/modules/db/factories.server";
import { testApi, testDatabase } from "../support/api";

type CurrentCenter = {
  data: { id: string; attributes: { name: string } };
  meta: { tenant: { slug: string; app_name: string; app_context: string | null; features: Record<string, boolean> } };
};

async function currentCenter(host: string, headers: Record<string, string> = {}): Promise<CurrentCenter> {
  const { request } = await testApi();
  const response = await request("/api/v1/volunteer_centers/current", { host, headers });
  expect(response.status).toBe(200);
  return (await response.json()) as CurrentCenter;
}

describe("tenant and center of a request (spec §1)", () => {
  it("finds the exact host in the hosts data", async () => {
    const body = await currentCenter("partner.localhost");
    expect(body.data.attributes.name).toBe("Vrijwilligerspunt Partner");
    expect(body.meta.tenant.slug).toBe("public");
  });

  it("falls back to a wildcard subdomain of BASE_DOMAIN naming a tenant", async () => {
    const { db } = await testDatabase();
    const slug = `wild${Date.now()}`;
    const tenant = await createTenant(db, {
      slug,
      appName: "Wild",
      features: { p2p: false, centerSharing: false, i18n: false, volunteerProfiles: true, activities: true },
    });
    const center = await withTenant(db, tenant.id, (tx) => createCenter(tx, { tenantId: tenant.id, slug: "wild", name: "Wild Centrum" }));
    await setDefaultCenter(db, tenant.id, center.id);
    const body = await currentCenter(`${slug}.localhost`);
    expect(body.meta.tenant.slug).toBe(slug);
    expect(body.data.attributes.name).toBe("Wild Centrum");
  });

  it("uses the default tenant and its default center for an unknown host", async () => {
    const body = await currentCenter("elders.example");
    expect(body.meta.tenant.slug).toBe("public");
    expect(body.data.attributes.name).toBe("Vrijwilligerscentrale Demo");
  });

  it("takes the tenant from X-Tenant before the host", async () => {
    const body = await currentCenter("localhost", { "X-Tenant": "oldebroek" });
    expect(body.meta.tenant.slug).toBe("oldebroek");
    expect(body.data.attributes.name).toBe("Vrijwilligerscentrale Oldebroek");
  });

  it("has the feature flags and app names of the spec per tenant", async () => {
    const publicTenant = await currentCenter("localhost");
    expect(publicTenant.meta.tenant).toMatchObject({
      app_name: "Volunteerly",
      features: { p2p: true, center_sharing: true, i18n: true, volunteer_profiles: true, activities: true },
    });
    const oldebroek = await currentCenter("oldebroek.localhost");
    expect(oldebroek.meta.tenant.features).toMatchObject({ p2p: true, center_sharing: false, i18n: false });
    const meedoen = await currentCenter("meedoen.localhost");
    expect(meedoen.meta.tenant).toMatchObject({
      app_name: "Meedoen",
      app_context: "meedoen",
      features: { p2p: false, i18n: true, volunteer_profiles: false, activities: false },
    });
  });

  it("honours App-Context: the meedoen context has no volunteer profiles or activities", async () => {
    const body = await currentCenter("localhost", { "App-Context": "meedoen" });
    expect(body.meta.tenant.app_context).toBe("meedoen");
    expect(body.meta.tenant.features).toMatchObject({ volunteer_profiles: false, activities: false, p2p: true });
  });
});
