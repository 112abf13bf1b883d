import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { testApi, tokenHeadersFor, type TestApi } from "../support/api";

/*
 * The stock image library (spec §3 Stock image, issue 12): content editors search and read it; admins, center
 * superusers and content managers add, change and remove pictures; another tenant sees none of it.
 */
type StockDocument = { data: { id: string; type: string; attributes: Record<string, unknown>; relationships: { upload: { data: { id: string } } } }; included?: Array<{ type: string; id: string }> };
type ListDocument = { data: Array<{ id: string; attributes: Record<string, unknown> }>; meta: { total: number } };
type Errors = { errors: Array<{ status: string; code: string; detail: string; source?: { pointer?: string } }> };

let t: TestApi;
let editor: Record<string, string>;

async function uploadId(headers = editor, host = "localhost"): Promise<string> {
  const width = 300 + Math.floor(Math.random() * 200);
  const jpeg = await sharp({ create: { width, height: 200, channels: 3, background: { r: Math.floor(Math.random() * 255), g: 120, b: 40 } } }).jpeg().toBuffer();
  const response = await t.request("/api/v1/uploads", { method: "POST", host, headers, json: { data: { type: "uploads", attributes: { file_name: "x.jpg", content: jpeg.toString("base64") } } } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const create = (attributes: Record<string, unknown>, relationships: Record<string, unknown>, headers = editor) =>
  t.request("/api/v1/stock-images", { method: "POST", headers, json: { data: { type: "stock_images", attributes, relationships } } });

beforeAll(async () => {
  t = await testApi();
  editor = await tokenHeadersFor("content_manager@demo.example");
});

describe("stock images", () => {
  it("every center has the twelve demo pictures, searchable by name, description and keyword", async () => {
    const all = (await (await t.request("/api/v1/stock-images?page[size]=100", { headers: editor })).json()) as ListDocument;
    const names = all.data.map((row) => row.attributes.name);
    expect(names).toEqual(expect.arrayContaining(["Samen tuinieren", "Koffie-ochtend", "Op de fiets", "Avond in de wijk"]));
    expect(all.meta.total).toBeGreaterThanOrEqual(12);
    const first = all.data.find((row) => row.attributes.name === "Samen tuinieren")!;
    expect(first.attributes.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}-1280x853\.jpg$/);
    expect((first.attributes.image as { srcSet: string }).srcSet).toContain("-640.jpg 640w");

    const byKeyword = (await (await t.request("/api/v1/stock-images?filter[q]=fiets", { headers: editor })).json()) as ListDocument;
    expect(byKeyword.data.map((row) => row.attributes.name)).toContain("Op de fiets");
    const byDescription = (await (await t.request("/api/v1/stock-images?filter[q]=BUURTKEUKENS", { headers: editor })).json()) as ListDocument;
    expect(byDescription.data.map((row) => row.attributes.name)).toEqual(["Buurtkeuken"]);
    const none = (await (await t.request("/api/v1/stock-images?filter[q]=zzzgeenfoto", { headers: editor })).json()) as ListDocument;
    expect(none.data).toEqual([]);
    expect((await t.request("/api/v1/stock-images?filter[colour]=rood", { headers: editor })).status).toBe(400);
  });

  it("a content manager adds a picture from an upload, changes and removes it; include=upload gives the upload", async () => {
    const upload = await uploadId();
    const made = await create({ name: "Vrijwilligersmarkt", short_description: "Kraampjes", keywords: ["markt", "  kraam "] }, { upload: { data: { type: "uploads", id: upload } } });
    expect(made.status).toBe(201);
    const stock = ((await made.json()) as StockDocument).data;
    expect(stock.type).toBe("stock_images");
    expect(stock.attributes).toMatchObject({ name: "Vrijwilligersmarkt", short_description: "Kraampjes", description: "", keywords: ["markt", "kraam"] });
    expect(stock.relationships.upload.data.id).toBe(upload);

    const read = (await (await t.request(`/api/v1/stock-images/${stock.id}?include=upload`, { headers: editor })).json()) as StockDocument;
    expect(read.included?.map((row) => `${row.type}:${row.id}`)).toEqual([`uploads:${upload}`]);

    const changed = await t.request(`/api/v1/stock-images/${stock.id}`, { method: "PATCH", headers: editor, json: { data: { type: "stock_images", id: stock.id, attributes: { keywords: "markt, zomer" } } } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as StockDocument).data.attributes.keywords).toEqual(["markt", "zomer"]);

    // The upload is in use: it cannot be deleted while the picture is in the library.
    const inUse = await t.request(`/api/v1/uploads/${upload}`, { method: "DELETE", headers: editor });
    expect(inUse.status).toBe(409);
    expect(((await inUse.json()) as Errors).errors[0]!.detail).toContain("Vrijwilligersmarkt");

    expect((await t.request(`/api/v1/stock-images/${stock.id}`, { method: "DELETE", headers: editor })).status).toBe(204);
    expect((await t.request(`/api/v1/stock-images/${stock.id}`, { headers: editor })).status).toBe(404);
    expect((await t.request(`/api/v1/uploads/${upload}`, { method: "DELETE", headers: editor })).status).toBe(204);
  });

  it("422s point at the attribute or relationship; a document of another type is a 409", async () => {
    const upload = await uploadId();
    const nameless = await create({ name: " " }, { upload: { data: { type: "uploads", id: upload } } });
    expect(nameless.status).toBe(422);
    expect(((await nameless.json()) as Errors).errors.map((e) => e.source?.pointer)).toEqual(["/data/attributes/name"]);

    const otherCenter = await uploadId(await tokenHeadersFor("content_manager@partner.example", "partner.localhost"), "partner.localhost");
    const foreign = await create({ name: "Van een ander" }, { upload: { data: { type: "uploads", id: otherCenter } } });
    expect(foreign.status).toBe(422);
    expect(((await foreign.json()) as Errors).errors[0]).toMatchObject({ source: { pointer: "/data/relationships/upload" }, detail: "Kies een afbeelding die deze centrale heeft geüpload" });

    const wrongType = await t.request("/api/v1/stock-images", { method: "POST", headers: editor, json: { data: { type: "pages", attributes: { name: "x" } } } });
    expect(wrongType.status).toBe(409);
  });

  it("page managers search but do not change the library; others get 403, visitors 401", async () => {
    const pageManager = await tokenHeadersFor("page_manager@demo.example");
    expect((await t.request("/api/v1/stock-images", { headers: pageManager })).status).toBe(200);
    const upload = await uploadId();
    expect((await create({ name: "Niet van mij" }, { upload: { data: { type: "uploads", id: upload } } }, pageManager)).status).toBe(403);
    expect((await t.request("/api/v1/stock-images", { headers: await tokenHeadersFor("volunteer@demo.example") })).status).toBe(403);
    expect((await t.request("/api/v1/stock-images")).status).toBe(401);
  });

  it("another tenant's pictures are a 404 and not in its list", async () => {
    const list = (await (await t.request("/api/v1/stock-images?filter[q]=tuinieren", { headers: editor })).json()) as ListDocument;
    const id = list.data[0]!.id;
    const other = await tokenHeadersFor("content_manager@oldebroek.example", "oldebroek.localhost");
    expect((await t.request(`/api/v1/stock-images/${id}`, { host: "oldebroek.localhost", headers: other })).status).toBe(404);
    expect((await t.request(`/api/v1/stock-images/${id}`, { method: "PATCH", host: "oldebroek.localhost", headers: other, json: { name: "Overgenomen" } })).status).toBe(404);
    const theirs = (await (await t.request("/api/v1/stock-images?page[size]=100", { host: "oldebroek.localhost", headers: other })).json()) as ListDocument;
    expect(theirs.data.map((row) => row.id)).not.toContain(id);
  });
});
