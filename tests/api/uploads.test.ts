import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "~/modules/auth/rate-limit.server";
import { IMAGE_MAX_BYTES } from "~/modules/media/limits";
import { serveUpload } from "~/modules/media/serve.server";
import { mediaStorage, type LocalDiskStorage } from "~/modules/media/storage.server";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";

/*
 * Uploads (issue 12, decision 026): content editors upload images, which are checked by their bytes and
 * stored as re-encoded variants; a refused file leaves nothing on disk; another tenant sees nothing.
 */
type UploadDocument = { data: { id: string; type: string; attributes: Record<string, unknown> & { url: string; variants: Array<{ name: string; width: number; format: string }> } } };
type Errors = { errors: Array<{ status: string; code: string; detail: string; source?: { pointer?: string } }> };

let t: TestApi;
let editor: Record<string, string>;
let demoTenantId: string;
let seed = 0;

/** A JPEG no other test uploads (its pixels differ), so its files are its own. */
async function uniqueJpeg(width = 1600, height = 1000) {
  const pixels = Buffer.alloc(width * height * 3);
  const salt = (++seed * 7919 + Math.floor(Math.random() * 1e6)) >>> 0;
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + salt) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

let peer = 0;
function multipart(bytes: Uint8Array, name: string, headers: Record<string, string> = editor, host = "localhost") {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/jpeg" }));
  return t.api.fetch(
    new Request(`http://${host}/api/v1/uploads`, { method: "POST", headers: { ...headers, host, [PEER_ADDRESS_HEADER]: `2001:db8:face::${(++peer).toString(16)}` }, body: form }),
  );
}

const json = (bytes: Uint8Array, fileName: string, headers: Record<string, string> = editor) =>
  t.request("/api/v1/uploads", { method: "POST", headers, json: { data: { type: "uploads", attributes: { file_name: fileName, content: Buffer.from(bytes).toString("base64") } } } });

function filesOf(tenantId: string): string[] {
  const dir = path.join((mediaStorage() as LocalDiskStorage).root, tenantId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

beforeAll(async () => {
  t = await testApi();
  editor = await tokenHeadersFor("content_manager@demo.example");
  demoTenantId = (await demoCenter()).tenantId;
});

describe("uploads", () => {
  it("an editor uploads a JPEG (multipart): its variants are stored, listed newest first and served with srcset, cache headers and their type", async () => {
    const response = await multipart(await uniqueJpeg(2400, 1600), "fietsers.jpg");
    expect(response.status).toBe(201);
    const upload = ((await response.json()) as UploadDocument).data;
    expect(upload.type).toBe("uploads");
    expect(upload.attributes).toMatchObject({ original_name: "fietsers.jpg", content_type: "image/jpeg", width: 2400, height: 1600 });
    expect(upload.attributes.url).toMatch(/^\/uploads\/[0-9a-f]{32}-1920x1280\.jpg$/);
    expect(upload.attributes.variants.map((v) => `${v.format}${v.width}`).sort()).toEqual(["jpeg1280", "jpeg1920", "jpeg320", "jpeg640", "webp1280", "webp1920", "webp320", "webp640"]);
    for (const variant of upload.attributes.variants) expect(filesOf(demoTenantId)).toContain(variant.name);

    const list = (await (await t.request("/api/v1/uploads?page[size]=1", { headers: editor })).json()) as { data: Array<{ id: string }>; meta: { total: number } };
    expect(list.data.map((row) => row.id)).toEqual([upload.id]);
    expect((await t.request(`/api/v1/uploads/${upload.id}`, { headers: editor })).status).toBe(200);

    const served = await serveUpload(new Request(`http://localhost${upload.attributes.url}`), upload.attributes.url.slice("/uploads/".length));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1920);
    const webp = upload.attributes.variants.find((v) => v.format === "webp" && v.width === 640)!;
    const small = await serveUpload(new Request(`http://localhost/uploads/${webp.name}`), webp.name);
    expect(small.headers.get("content-type")).toBe("image/webp");
    const etag = small.headers.get("etag")!;
    expect((await serveUpload(new Request(`http://localhost/uploads/${webp.name}`, { headers: { "if-none-match": etag } }), webp.name)).status).toBe(304);
  });

  it("takes a JSON:API document with the bytes in base64 (clients without multipart)", async () => {
    const response = await json(await uniqueJpeg(500, 400), "logo.jpg");
    expect(response.status).toBe(201);
    const upload = ((await response.json()) as UploadDocument).data;
    expect(upload.attributes).toMatchObject({ original_name: "logo.jpg", width: 500, height: 400 });
    expect(upload.attributes.variants.map((v) => v.width).sort()).toEqual([320, 320, 500, 500]);
  });

  it("a renamed executable or a text file named .jpg is a 422 on the file and leaves no file on disk", async () => {
    const before = filesOf(demoTenantId);
    const exe = new Uint8Array(2048);
    exe.set(new TextEncoder().encode("MZ\u0090\u0000This program cannot be run in DOS mode."));
    const refused = await multipart(exe, "vakantie.jpg");
    expect(refused.status).toBe(422);
    const { errors } = (await refused.json()) as Errors;
    expect(errors).toEqual([expect.objectContaining({ code: "not_an_image", source: { pointer: "/data/attributes/file" } })]);
    expect(errors[0]!.detail).toContain("geen afbeelding");

    const text = await json(new TextEncoder().encode("Dit is geen foto"), "foto.jpg", { ...editor, "accept-language": "en" });
    expect(text.status).toBe(422);
    const textErrors = ((await text.json()) as Errors).errors;
    expect(textErrors[0]).toMatchObject({ source: { pointer: "/data/attributes/content" } });
    expect(textErrors[0]!.detail).toContain("not an image");

    const svg = await multipart(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg");
    expect(svg.status).toBe(422);
    expect(filesOf(demoTenantId)).toEqual(before);
  });

  it("a file over the limit is a 422 with the spec's size message (nl and en) and leaves no file on disk", async () => {
    const before = filesOf(demoTenantId);
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const nl = await multipart(big, "groot.jpg");
    expect(nl.status).toBe(422);
    expect(((await nl.json()) as Errors).errors[0]).toMatchObject({ code: "too_large", detail: "De grootte van de afbeelding moet kleiner zijn dan 8 MB", source: { pointer: "/data/attributes/file" } });
    const en = await multipart(big, "big.jpg", { ...editor, "accept-language": "en" });
    expect(((await en.json()) as Errors).errors[0]!.detail).toBe("The size of the image must be smaller than 8 MB");
    // A body far beyond it is stopped at the edge with the same message.
    const huge = await multipart(new Uint8Array(IMAGE_MAX_BYTES * 2), "huge.jpg");
    expect(huge.status).toBe(422);
    expect(((await huge.json()) as Errors).errors[0]!.detail).toBe("De grootte van de afbeelding moet kleiner zijn dan 8 MB");
    expect(filesOf(demoTenantId)).toEqual(before);
  });

  it("only content editors upload and see uploads; page managers upload but do not delete", async () => {
    const bytes = await uniqueJpeg(400, 300);
    expect((await multipart(bytes, "a.jpg", {})).status).toBe(401);
    expect((await multipart(bytes, "a.jpg", await tokenHeadersFor("volunteer@demo.example"))).status).toBe(403);
    expect((await t.request("/api/v1/uploads", { headers: await tokenHeadersFor("organization_superuser@demo.example") })).status).toBe(403);
    const pageManager = await tokenHeadersFor("page_manager@demo.example");
    const made = await multipart(bytes, "b.jpg", pageManager);
    expect(made.status).toBe(201);
    const { id, attributes } = ((await made.json()) as UploadDocument).data;
    expect((await t.request(`/api/v1/uploads/${id}`, { method: "DELETE", headers: pageManager })).status).toBe(403);
    expect((await t.request(`/api/v1/uploads/${id}`, { method: "DELETE", headers: editor })).status).toBe(204);
    expect((await t.request(`/api/v1/uploads/${id}`, { headers: editor })).status).toBe(404);
    for (const variant of attributes.variants) expect(filesOf(demoTenantId)).not.toContain(variant.name);
  });

  it("another tenant's upload is a 404, through the API and at its address", async () => {
    const made = ((await (await multipart(await uniqueJpeg(400, 300), "demo.jpg")).json()) as UploadDocument).data;
    const other = await tokenHeadersFor("content_manager@oldebroek.example", "oldebroek.localhost");
    expect((await t.request(`/api/v1/uploads/${made.id}`, { host: "oldebroek.localhost", headers: other })).status).toBe(404);
    expect((await t.request(`/api/v1/uploads/${made.id}`, { method: "DELETE", host: "oldebroek.localhost", headers: other })).status).toBe(404);
    const name = made.attributes.url.slice("/uploads/".length);
    expect((await serveUpload(new Request(`http://oldebroek.localhost${made.attributes.url}`, { headers: { host: "oldebroek.localhost" } }), name)).status).toBe(404);
    expect((await serveUpload(new Request(`http://localhost${made.attributes.url}`), name)).status).toBe(200);
    for (const bad of ["../../etc/passwd", `..%2F${name}`, name.replace(".jpg", ".svg")]) {
      expect((await serveUpload(new Request("http://localhost/uploads/x"), bad)).status).toBe(404);
    }
  });

  it("the same image uploaded twice shares its files until the last of them is deleted", async () => {
    const bytes = await uniqueJpeg(700, 500);
    const first = ((await (await multipart(bytes, "een.jpg")).json()) as UploadDocument).data;
    const second = ((await (await multipart(bytes, "twee.jpg")).json()) as UploadDocument).data;
    expect(second.attributes.url).toBe(first.attributes.url);
    expect((await t.request(`/api/v1/uploads/${first.id}`, { method: "DELETE", headers: editor })).status).toBe(204);
    for (const variant of second.attributes.variants) expect(filesOf(demoTenantId)).toContain(variant.name);
    expect((await t.request(`/api/v1/uploads/${second.id}`, { method: "DELETE", headers: editor })).status).toBe(204);
    for (const variant of second.attributes.variants) expect(filesOf(demoTenantId)).not.toContain(variant.name);
  });

  it("is in the OpenAPI document, multipart and JSON", async () => {
    const document = (await (await t.request("/api/docs.json")).json()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
    expect(Object.keys(document.paths["/api/v1/uploads"]!.post!.requestBody!.content).sort()).toEqual(["application/json", "application/vnd.api+json", "multipart/form-data"]);
    expect(document.paths["/api/v1/uploads/{id}"]!.delete).toBeDefined();
  });
});
