import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateShades } from "~/modules/theme/shades";
import { resolveTheme } from "~/modules/theme/theme";
import { testApi, tokenHeadersFor, type TestApi } from "../support/api";

/*
 * The calls of the design editor (/instellingen/design, issue 15) on the oldebroek center: the profile's theme
 * fields (shade sets, fonts of the self-hosted set, header, footer, logos, favicon, analytics id) and the
 * uploads of its images — for admins and center superusers only.
 */
const host = "oldebroek.localhost";
const path = "/api/v1/volunteer_centers/current/profile";
const body = (attributes: Record<string, unknown>) => ({ data: { type: "volunteer_center_profiles", attributes } });
type Errors = { errors: Array<{ status: string; source?: { pointer?: string } }> };

let t: TestApi;
const headers = (email: string) => tokenHeadersFor(email, host);

async function profile(): Promise<Record<string, unknown>> {
  const response = await t.request("/api/v1/volunteer_centers/current?include=profile", { host });
  const document = (await response.json()) as { included: Array<{ attributes: Record<string, unknown> }> };
  return document.included[0]!.attributes;
}

async function upload(email: string, color: string) {
  const png = await sharp({ create: { width: 240, height: 80, channels: 4, background: color } }).png().toBuffer();
  return t.request("/api/v1/uploads", {
    method: "POST",
    host,
    headers: await headers(email),
    json: { data: { type: "uploads", attributes: { file_name: "logo.png", content: png.toString("base64") } } },
  });
}

const themeFields = {
  primary_color: "#7c2d12",
  primary_color_shades: generateShades("#7c2d12"),
  theme_config: {
    default_shape: "straight",
    fonts: { sans: "Atkinson Hyperlegible Next Variable", heading: "Bitter Variable" },
    header: { full_width: true, variant: "legacy", sticky: false, language_toggle: false, center_menu_items: true, menu_item_font_class: "font-bold" },
    footer: { variant: "tab" },
  },
  gtag_id: "G-OLDEBROEK1",
};

beforeAll(async () => {
  t = await testApi();
});

afterAll(async () => {
  await t.request(path, {
    method: "PATCH",
    host,
    headers: await headers("admin@oldebroek.example"),
    json: body({ primary_color: "#1d4ed8", primary_color_shades: null, theme_config: null, gtag_id: null, website_logo_url: null, website_logo_dark_mode_url: null, favicon_url: null }),
  });
});

describe("the design editor's calls", () => {
  it("lets the center's admin upload a logo and save every theme field with it", async () => {
    const uploaded = await upload("admin@oldebroek.example", "#7c2d12");
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { attributes: { url: string } } };
    const response = await t.request(path, {
      method: "PATCH",
      host,
      headers: await headers("admin@oldebroek.example"),
      json: body({ ...themeFields, website_logo_url: data.attributes.url, favicon_url: data.attributes.url }),
    });
    expect(response.status).toBe(200);
    const saved = await profile();
    expect(saved).toMatchObject({ ...themeFields, website_logo_url: data.attributes.url, favicon_url: data.attributes.url });
    // What the public pages then render (root loader → resolveTheme).
    const theme = resolveTheme({ primaryColor: "#7c2d12", primaryColorShades: generateShades("#7c2d12"), themeConfig: { fonts: { sans: "Bitter Variable" } }, faviconUrl: data.attributes.url });
    expect(theme.css).toContain("--color-primary:#7c2d12");
    expect(theme.favicon).toBe(data.attributes.url);
  });

  it("lets the center superuser upload the dark-mode logo and set it", async () => {
    const uploaded = await upload("center_superuser@oldebroek.example", "#f8fafc");
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { attributes: { url: string } } };
    const response = await t.request(path, { method: "PATCH", host, headers: await headers("center_superuser@oldebroek.example"), json: body({ website_logo_dark_mode_url: data.attributes.url }) });
    expect(response.status).toBe(200);
    expect((await profile()).website_logo_dark_mode_url).toBe(data.attributes.url);
  });

  it("refuses a font outside the self-hosted set and keeps the saved one", async () => {
    const before = await profile();
    const response = await t.request(path, {
      method: "PATCH",
      host,
      headers: await headers("admin@oldebroek.example"),
      json: body({ primary_color: "#000000", theme_config: { fonts: { sans: "Comic Sans MS" } } }),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Errors).errors[0]!.source?.pointer).toMatch(/^\/data\/attributes\/theme_config/);
    const after = await profile();
    expect(after.theme_config).toEqual(before.theme_config);
    expect(after.primary_color).toBe(before.primary_color);
  });

  it("refuses a logo address that is not one", async () => {
    const response = await t.request(path, { method: "PATCH", host, headers: await headers("admin@oldebroek.example"), json: body({ website_logo_url: "javascript:alert(1)" }) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Errors).errors[0]!.source?.pointer).toBe("/data/attributes/website_logo_url");
  });

  it.each(["content_manager", "page_manager", "organization_superuser", "volunteer"])("is a 403 for a %s, who cannot change the theme", async (role) => {
    const before = await profile();
    const response = await t.request(path, { method: "PATCH", host, headers: await headers(`${role}@oldebroek.example`), json: body({ primary_color: "#000000", favicon_url: "/uploads/x.png" }) });
    expect(response.status).toBe(403);
    expect((await profile()).primary_color).toBe(before.primary_color);
  });

  it("is a 401 for a visitor, and uploads are not for volunteers", async () => {
    expect((await t.request(path, { method: "PATCH", host, json: body({ primary_color: "#000000" }) })).status).toBe(401);
    expect((await upload("volunteer@oldebroek.example", "#000000")).status).toBe(403);
  });

  it("does not let another center's admin change this center's theme", async () => {
    const before = await profile();
    const response = await t.request(path, { method: "PATCH", host, headers: await tokenHeadersFor("admin@demo.example", "localhost"), json: body({ primary_color: "#000000" }) });
    expect([401, 403, 404]).toContain(response.status);
    expect((await profile()).primary_color).toBe(before.primary_color);
  });
});
