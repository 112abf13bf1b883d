import { afterAll, describe, expect, it } from "vitest";
import { testApi, tokenHeadersFor } from "../support/api";

/** PATCH /api/v1/volunteer_centers/current/profile: the center's branding (spec §3). */
const path = "/api/v1/volunteer_centers/current/profile";
const body = (attributes: Record<string, unknown>) => ({ data: { type: "volunteer_center_profiles", attributes } });

async function currentProfile(host = "partner.localhost") {
  const { request } = await testApi();
  const response = await request("/api/v1/volunteer_centers/current?include=profile", { host });
  const document = (await response.json()) as { included: Array<{ attributes: Record<string, unknown> }> };
  return document.included[0]!.attributes;
}

describe("center profile", () => {
  afterAll(async () => {
    const { request } = await testApi();
    await request(path, {
      method: "PATCH",
      host: "partner.localhost",
      headers: await tokenHeadersFor("admin@partner.example", "partner.localhost"),
      json: body({ primary_color: "#1d4ed8", theme_config: null }),
    });
  });

  it("lets the center's admin change colours and theme, keeping CSS variable names", async () => {
    const { request } = await testApi();
    const response = await request(path, {
      method: "PATCH",
      host: "partner.localhost",
      headers: await tokenHeadersFor("admin@partner.example", "partner.localhost"),
      json: body({ primary_color: "#7c3aed", theme_config: { default_shape: "straight", css_variables: { "--hero-height": "24rem" } } }),
    });
    expect(response.status).toBe(200);
    const profile = await currentProfile();
    expect(profile).toMatchObject({ primary_color: "#7c3aed", theme_config: { default_shape: "straight", css_variables: { "--hero-height": "24rem" } } });
    // Other values stay as they were.
    expect(profile.secondary_color).toBe("#0f766e");
  });

  it("refuses an invalid colour with a pointer to the field", async () => {
    const { request } = await testApi();
    const response = await request(path, {
      method: "PATCH",
      host: "partner.localhost",
      headers: await tokenHeadersFor("center_superuser@partner.example", "partner.localhost"),
      json: body({ primary_color: "red;}body{display:none" }),
    });
    expect(response.status).toBe(422);
    const document = (await response.json()) as { errors: Array<{ source: { pointer: string } }> };
    expect(document.errors[0]!.source.pointer).toBe("/data/attributes/primary_color");
  });

  it("ignores an incomplete shade set, saves the rest and says so in meta (spec §5, issue 17)", async () => {
    const { request } = await testApi();
    const headers = await tokenHeadersFor("admin@partner.example", "partner.localhost");
    const response = await request(path, {
      method: "PATCH",
      host: "partner.localhost",
      headers,
      json: body({ primary_color: "#123456", primary_color_shades: { "50": "#eff6ff", "100": "#dbeafe" } }),
    });
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.meta.ignored).toEqual(["primary_color_shades"]);
    expect(JSON.stringify(document)).toContain("#123456");
    expect(JSON.stringify(document)).not.toContain("#dbeafe");
    // A complete set with a colour that is none is still refused.
    const complete = Object.fromEntries(["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"].map((key) => [key, key === "500" ? "blauw" : "#eff6ff"]));
    const bad = await request(path, { method: "PATCH", host: "partner.localhost", headers, json: body({ primary_color_shades: complete }) });
    expect(bad.status).toBe(422);
  });

  it("is not for volunteers or visitors", async () => {
    const { request } = await testApi();
    const asVolunteer = await request(path, {
      method: "PATCH",
      host: "partner.localhost",
      headers: await tokenHeadersFor("volunteer@partner.example", "partner.localhost"),
      json: body({ primary_color: "#000000" }),
    });
    expect(asVolunteer.status).toBe(403);
    const anonymous = await request(path, { method: "PATCH", host: "partner.localhost", json: body({ primary_color: "#000000" }) });
    expect(anonymous.status).toBe(401);
  });
});
