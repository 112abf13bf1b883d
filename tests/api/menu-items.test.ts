import { beforeAll, describe, expect, it } from "vitest";
import { testApi, tokenHeadersFor, type TestApi } from "../support/api";

/*
 * Menu items (issue 12, decision 025): the center's menu editors (admin, center_superuser, content_manager)
 * write the header menu and footer columns; visitors read what they can follow; page managers and the rest
 * get 403; other centers and tenants see nothing (404).
 */
type Item = { id: string; attributes: Record<string, unknown> };
type Errors = { errors: Array<{ status: string; code: string; detail: string; source?: { pointer?: string } }> };
type List = { data: Item[]; meta: { total: number } };

let t: TestApi;
let editor: Record<string, string>;
let aboutUs: string;
let draftPage: string;
const unique = () => `m${Math.random().toString(36).slice(2, 9)}`;

async function create(attributes: Record<string, unknown>, headers = editor) {
  return t.request("/api/v1/menu-items", { method: "POST", headers, json: { data: { type: "menu_items", attributes } } });
}
async function made(attributes: Record<string, unknown>): Promise<Item> {
  const response = await create(attributes);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return ((await response.json()) as { data: Item }).data;
}
const patch = (id: string, attributes: Record<string, unknown>, headers = editor) =>
  t.request(`/api/v1/menu-items/${id}`, { method: "PATCH", headers, json: { data: { type: "menu_items", id, attributes } } });
async function listOf(query: string, headers: Record<string, string> = {}): Promise<List> {
  const response = await t.request(`/api/v1/menu-items?${query}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as List;
}
async function pointersOf(response: Response) {
  expect(response.status).toBe(422);
  return ((await response.json()) as Errors).errors.map((error) => [error.source?.pointer, error.detail]);
}

beforeAll(async () => {
  t = await testApi();
  editor = await tokenHeadersFor("content_manager@demo.example");
  const pages = (await (await t.request("/api/v1/pages?filter[slug]=over-ons&filter[locale]=nl")).json()) as { data: Item[] };
  aboutUs = pages.data[0]!.id;
  const draft = await t.request("/api/v1/pages", { method: "POST", headers: editor, json: { data: { type: "pages", attributes: { title: "Concept", slug: unique() } } } });
  draftPage = ((await draft.json()) as { data: Item }).data.id;
});

describe("menu items", () => {
  it("the demo center has a header menu with a submenu and footer columns, in Dutch and English", async () => {
    const nl = await listOf("filter[locale]=nl&page[size]=300");
    const header = nl.data.filter((item) => item.attributes.menu === "header");
    expect(header.map((item) => item.attributes.name)).toEqual(expect.arrayContaining(["Vacaturebank", "Sociale kaart", "Over ons", "Veelgestelde vragen"]));
    const about = header.find((item) => item.attributes.name === "Over ons")!;
    expect(about.attributes).toMatchObject({ link_type: "content_page", path: "/over-ons", parent_id: null, visible: true });
    expect(header.filter((item) => item.attributes.parent_id === about.id).length).toBeGreaterThan(0);
    expect(new Set(nl.data.map((item) => item.attributes.menu))).toEqual(new Set(["header", "footer_1", "footer_2", "footer_3"]));
    const en = await listOf("filter[locale]=en&filter[menu]=header");
    expect(en.data.map((item) => item.attributes.path)).toContain("/en/about-us");
    expect(en.data.find((item) => item.attributes.system_page_id === "vacancy_bank")!.attributes.path).toBe("/en/vacancies/search");
  });

  it("an editor adds items at the end or at a place, moves them and deletes an item with its submenu", async () => {
    const top = await made({ name: `Eerste ${unique()}`, menu: "footer_4", link_type: "system_page", system_page_id: "news" });
    const second = await made({ name: `Tweede ${unique()}`, menu: "footer_4", link_type: "content_page", page_id: aboutUs });
    const before = await made({ name: `Vooraan ${unique()}`, menu: "footer_4", link_type: "system_page", system_page_id: "partners", order: 0 });
    const child = await made({ name: `Kind ${unique()}`, menu: "footer_4", link_type: "system_page", system_page_id: "social_map", parent_id: top.id });
    expect(child.attributes).toMatchObject({ parent_id: top.id, order: 0, path: "/sociale-kaart" });

    const names = async () => (await listOf("filter[menu]=footer_4&filter[locale]=nl")).data.map((item) => item.id);
    expect(await names()).toEqual([before.id, top.id, child.id, second.id]);

    const moved = await patch(second.id, { order: 0 });
    expect(moved.status).toBe(200);
    expect(await names()).toEqual([second.id, before.id, top.id, child.id]);
    const renamed = await patch(top.id, { name: "Nieuws en meer" });
    expect(((await renamed.json()) as { data: Item }).data.attributes).toMatchObject({ name: "Nieuws en meer", order: 2 });

    expect((await t.request(`/api/v1/menu-items/${top.id}`, { method: "DELETE", headers: editor })).status).toBe(204);
    expect(await names()).toEqual([second.id, before.id]);
    expect((await t.request(`/api/v1/menu-items/${child.id}`, { headers: editor })).status).toBe(404);
    const orders = (await listOf("filter[menu]=footer_4&filter[locale]=nl")).data.map((item) => item.attributes.order);
    expect(orders).toEqual([0, 1]);
    for (const item of [second, before]) await t.request(`/api/v1/menu-items/${item.id}`, { method: "DELETE", headers: editor });
  });

  it("visitors read only items they can follow: not one of a draft page, nor the submenu under it", async () => {
    const draft = await made({ name: `Concept ${unique()}`, menu: "footer_4", link_type: "content_page", page_id: draftPage });
    const under = await made({ name: `Eronder ${unique()}`, menu: "footer_4", link_type: "system_page", system_page_id: "home", parent_id: draft.id });
    const visitorIds = (await listOf("filter[menu]=footer_4")).data.map((item) => item.id);
    expect(visitorIds).not.toContain(draft.id);
    expect(visitorIds).not.toContain(under.id);
    expect((await t.request(`/api/v1/menu-items/${draft.id}`)).status).toBe(404);
    const editorView = (await listOf("filter[menu]=footer_4", editor)).data.find((item) => item.id === draft.id)!;
    expect(editorView.attributes).toMatchObject({ visible: false, page_title: "Concept" });
    await t.request(`/api/v1/menu-items/${draft.id}`, { method: "DELETE", headers: editor });
  });

  it("a deleted page takes its menu items along", async () => {
    const page = await t.request("/api/v1/pages", { method: "POST", headers: editor, json: { data: { type: "pages", attributes: { title: "Tijdelijk", slug: unique() } } } });
    const pageId = ((await page.json()) as { data: Item }).data.id;
    const item = await made({ name: "Tijdelijk", menu: "footer_4", link_type: "content_page", page_id: pageId });
    expect((await t.request(`/api/v1/pages/${pageId}`, { method: "DELETE", headers: editor })).status).toBe(204);
    expect((await t.request(`/api/v1/menu-items/${item.id}`, { headers: editor })).status).toBe(404);
  });

  it("validation: a 422 pointing at the field, in the request's language", async () => {
    expect(await pointersOf(await create({ menu: "footer_4", link_type: "system_page", system_page_id: "news" }))).toEqual([["/data/attributes/name", "Dit veld is verplicht"]]);
    expect(await pointersOf(await create({ name: "Zonder pagina", menu: "footer_4", link_type: "content_page" }))).toEqual([
      ["/data/attributes/page_id", "Kies de pagina waar dit menu-item naartoe leidt"],
    ]);
    expect(await pointersOf(await create({ name: "Onbekend", menu: "footer_4", link_type: "system_page", system_page_id: "casino" }))).toEqual([
      ["/data/attributes/system_page_id", "Dit veld is niet geldig"],
    ]);
    expect(await pointersOf(await create({ name: "Menu?", menu: "sidebar", link_type: "system_page", system_page_id: "news" }))).toEqual([
      ["/data/attributes/menu", "Dit veld is niet geldig"],
    ]);

    const partnerPages = (await (await t.request("/api/v1/pages?filter[slug]=over-ons", { host: "partner.localhost" })).json()) as { data: Item[] };
    const foreign = await create({ name: "Van de partner", menu: "footer_4", link_type: "content_page", page_id: partnerPages.data[0]!.id });
    expect(await pointersOf(foreign)).toEqual([["/data/attributes/page_id", "Deze pagina bestaat niet (meer) op de website van deze vrijwilligerscentrale"]]);
    const english = (await (await t.request("/api/v1/pages?filter[slug]=about-us&filter[locale]=en")).json()) as { data: Item[] };
    const wrongLanguage = await create({ name: "About", menu: "footer_4", link_type: "content_page", page_id: english.data[0]!.id });
    expect((await pointersOf(wrongLanguage))[0]![0]).toBe("/data/attributes/page_id");

    const top = await made({ name: `Boven ${unique()}`, menu: "footer_4", link_type: "system_page", system_page_id: "news" });
    const child = await made({ name: `Midden ${unique()}`, menu: "footer_4", link_type: "system_page", system_page_id: "news", parent_id: top.id });
    const grandchild = await t.request("/api/v1/menu-items", {
      method: "POST",
      headers: { ...editor, "accept-language": "en" },
      json: { data: { type: "menu_items", attributes: { name: "Onder", menu: "footer_4", link_type: "system_page", system_page_id: "news", parent_id: child.id } } },
    });
    expect(await pointersOf(grandchild)).toEqual([["/data/attributes/parent_id", "A submenu cannot have a submenu of its own: choose an item from the top level"]]);
    const otherMenu = await create({ name: "Elders", menu: "footer_3", link_type: "system_page", system_page_id: "news", parent_id: top.id });
    expect((await pointersOf(otherMenu))[0]![0]).toBe("/data/attributes/parent_id");
    const sibling = await made({ name: `Naast ${unique()}`, menu: "footer_4", link_type: "system_page", system_page_id: "news" });
    expect((await pointersOf(await patch(top.id, { parent_id: sibling.id })))[0]).toEqual(["/data/attributes/parent_id", "Dit item heeft een submenu en kan daarom zelf niet in een submenu staan"]);
    expect((await pointersOf(await patch(sibling.id, { link_type: "content_page" })))[0]![0]).toBe("/data/attributes/page_id");
    // The relationship form of a parent works as well as the attribute.
    const related = await t.request("/api/v1/menu-items", {
      method: "POST",
      headers: editor,
      json: { data: { type: "menu_items", attributes: { name: "Via relatie", menu: "footer_4", link_type: "system_page", system_page_id: "news" }, relationships: { parent: { data: { type: "menu_items", id: top.id } } } } },
    });
    expect(((await related.json()) as { data: Item }).data.attributes.parent_id).toBe(top.id);
    for (const item of [top, sibling]) await t.request(`/api/v1/menu-items/${item.id}`, { method: "DELETE", headers: editor });
  });

  it("only admins, center superusers and content managers write; page managers and the rest get 403, visitors 401", async () => {
    const item = await made({ name: `Rechten ${unique()}`, menu: "footer_4", link_type: "system_page", system_page_id: "news" });
    for (const role of ["page_manager", "volunteer", "organization_superuser", "mentor", "student"]) {
      const headers = await tokenHeadersFor(`${role}@demo.example`);
      expect((await create({ name: "Niet", menu: "footer_4", link_type: "system_page", system_page_id: "news" }, headers)).status, role).toBe(403);
      expect((await patch(item.id, { name: "Niet" }, headers)).status, role).toBe(403);
      expect((await t.request(`/api/v1/menu-items/${item.id}`, { method: "DELETE", headers })).status, role).toBe(403);
    }
    expect((await create({ name: "Anoniem", menu: "footer_4", link_type: "system_page", system_page_id: "news" }, {})).status).toBe(401);
    for (const role of ["admin", "center_superuser"]) {
      const headers = await tokenHeadersFor(`${role}@demo.example`);
      expect((await patch(item.id, { name: `Door ${role}` }, headers)).status, role).toBe(200);
    }
    expect((await t.request(`/api/v1/menu-items/${item.id}`, { method: "DELETE", headers: editor })).status).toBe(204);
  });

  it("another center or tenant neither sees nor changes the center's items (404)", async () => {
    const item = await made({ name: `Eigen ${unique()}`, menu: "footer_4", link_type: "system_page", system_page_id: "news" });
    const partner = await tokenHeadersFor("content_manager@partner.example", "partner.localhost");
    expect((await t.request(`/api/v1/menu-items/${item.id}`, { host: "partner.localhost", headers: partner })).status).toBe(404);
    expect((await t.request(`/api/v1/menu-items/${item.id}`, { method: "PATCH", host: "partner.localhost", headers: partner, json: { name: "Overgenomen" } })).status).toBe(404);
    const partnerList = await t.request("/api/v1/menu-items?filter[menu]=footer_4", { host: "partner.localhost", headers: partner });
    expect(((await partnerList.json()) as List).data.map((row) => row.id)).not.toContain(item.id);
    const oldebroek = await tokenHeadersFor("content_manager@oldebroek.example", "oldebroek.localhost");
    expect((await t.request(`/api/v1/menu-items/${item.id}`, { host: "oldebroek.localhost", headers: oldebroek })).status).toBe(404);
    expect((await t.request(`/api/v1/menu-items/${item.id}`, { method: "DELETE", host: "oldebroek.localhost", headers: oldebroek })).status).toBe(404);
    expect((await t.request(`/api/v1/menu-items/${item.id}`, { headers: editor })).status).toBe(200);
    await t.request(`/api/v1/menu-items/${item.id}`, { method: "DELETE", headers: editor });
  });

  it("refuses unknown filters and sorts (400), another type (409), and is in the OpenAPI document", async () => {
    expect((await t.request("/api/v1/menu-items?filter[colour]=red")).status).toBe(400);
    expect((await t.request("/api/v1/menu-items?sort=name")).status).toBe(400);
    const mismatch = await t.request("/api/v1/menu-items", { method: "POST", headers: editor, json: { data: { type: "pages", attributes: { name: "x" } } } });
    expect(mismatch.status).toBe(409);
    const docs = (await (await t.request("/api/docs.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(docs.paths["/api/v1/menu-items"] ?? {})).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(docs.paths["/api/v1/menu-items/{id}"] ?? {})).toEqual(expect.arrayContaining(["get", "patch", "delete"]));
  });
});
