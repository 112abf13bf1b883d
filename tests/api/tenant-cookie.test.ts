import { describe, expect, it } from "vitest";
import { tenantCookie } from "~/modules/session/session.server";
import { testApi } from "../support/api";

/*
 * Spec §9: the tenant cookie (named `tenant`) remembers the tenant of the last host that named one; an
 * API client on a host without a host-map entry is answered for that tenant instead of the default.
 */
const SHARED_HOST = "api.example.test";
const cookieFor = async (slug: string) => (await tenantCookie().serialize(slug)).split(";")[0]!;
const centerName = async (response: Response) => ((await response.json()) as { data: { attributes: { name: string } } }).data.attributes.name;

describe("the tenant cookie (spec §9)", () => {
  it("is named tenant", async () => {
    expect(await cookieFor("oldebroek")).toMatch(/^tenant=/);
  });

  it("chooses the tenant on a host that names none", async () => {
    const { request } = await testApi();
    const withoutCookie = await request("/api/v1/volunteer_centers/current", { host: SHARED_HOST });
    expect(await centerName(withoutCookie)).toBe("Vrijwilligerscentrale Demo");
    const remembered = await request("/api/v1/volunteer_centers/current", { host: SHARED_HOST, headers: { cookie: await cookieFor("oldebroek") } });
    expect(remembered.status).toBe(200);
    expect(await centerName(remembered)).toBe("Vrijwilligerscentrale Oldebroek");
    // Chosen per visitor: no shared cache may keep it.
    expect(remembered.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never overrides the host's own tenant or an explicit X-Tenant, and a forged or unknown one counts for nothing", async () => {
    const { request } = await testApi();
    const onTenantHost = await request("/api/v1/volunteer_centers/current", { host: "localhost", headers: { cookie: await cookieFor("oldebroek") } });
    expect(await centerName(onTenantHost)).toBe("Vrijwilligerscentrale Demo");
    const explicit = await request("/api/v1/volunteer_centers/current", { host: SHARED_HOST, headers: { cookie: await cookieFor("oldebroek"), "x-tenant": "meedoen" } });
    expect(await centerName(explicit)).toBe("Meedoen Centrum");
    const forged = await request("/api/v1/volunteer_centers/current", { host: SHARED_HOST, headers: { cookie: "tenant=oldebroek" } });
    expect(await centerName(forged)).toBe("Vrijwilligerscentrale Demo");
    const unknown = await request("/api/v1/volunteer_centers/current", { host: SHARED_HOST, headers: { cookie: await cookieFor("bestaat-niet") } });
    expect(await centerName(unknown)).toBe("Vrijwilligerscentrale Demo");
  });
});
