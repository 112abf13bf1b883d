import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/modules/db/factories.server";
import { volunteerProfiles } from "~/modules/db/schema";
import { IMAGE_MAX_BYTES } from "~/modules/media/limits";
import { mediaStorage, type LocalDiskStorage } from "~/modules/media/storage.server";
import { DEMO_PASSWORD, demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { vacancyFixture } from "../support/vacancies";

/*
 * A volunteer profile's optional photo (issue 14, decision 048): the volunteer sets and removes their own photo;
 * nobody sets another's; the pool shows it to organizations and the center, with its bytes only for them and the
 * owner — never under the public /uploads.
 */

type Attributes = Record<string, unknown> & { photo_url: string | null; name: string };
type Doc = { data: { id: string; attributes: Attributes } & Record<string, unknown>; errors?: Array<{ code: string; detail: string; source?: { pointer?: string } }> };
type ListDoc = { data: Array<{ id: string; attributes: Attributes }> };

let t: TestApi;
let tag: string;
let tenantId: string;
const headers: Record<string, Record<string, string>> = {};
let seed = 0;

async function uniqueJpeg(width = 800, height = 600) {
  const pixels = Buffer.alloc(width * height * 3);
  const salt = (++seed * 7919 + Math.floor(Math.random() * 1e6)) >>> 0;
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + salt) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

const putPhoto = (who: string, bytes: Uint8Array, fileName = "ik.jpg") =>
  t.request("/api/v1/volunteer_profile/photo", {
    method: "PUT",
    headers: headers[who],
    json: { data: { type: "volunteer_profile_photos", attributes: { file_name: fileName, content: Buffer.from(bytes).toString("base64") } } },
  });
const own = async (who: string) => ((await (await t.request("/api/v1/volunteer_profile", { headers: headers[who] })).json()) as Doc).data;
const photoFiles = () => {
  const dir = path.join((mediaStorage() as LocalDiskStorage).root, tenantId, "profile-photos");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
/** The API address behind a page's photo_url (`/vrijwilligerspool/{id}/foto?bestand=<file>`). */
const apiAddress = (photoUrl: string) => {
  const url = new URL(photoUrl, "http://localhost");
  return `/api/v1/volunteer_profiles/${url.pathname.split("/")[2]}/photo?file=${url.searchParams.get("bestand")}`;
};

beforeAll(async () => {
  t = await testApi();
  const f = await vacancyFixture();
  tag = f.tag;
  tenantId = f.demo.tenantId;
  const [demo, partner] = await Promise.all([demoCenter(), demoCenter("partner.localhost")]);
  const email = (name: string) => `photo-${name}-${tag}@demo.example`.toLowerCase();
  await demo.run(async (tx, base) => {
    for (const name of ["vera", "other"]) {
      await createUser(tx, { ...base, email: email(name), firstName: name, lastName: tag, roles: ["volunteer"] });
    }
    await createUser(tx, { tenantId: demo.tenantId, centerId: partner.centerId, email: email("partner"), firstName: "Piet", lastName: tag, roles: ["admin"] });
  });
  for (const name of ["vera", "other"]) headers[name] = await tokenHeadersFor(email(name));
  headers.partner = await tokenHeadersFor(email("partner"), "partner.localhost");
  headers.org = await tokenHeadersFor(f.orgUser);
  headers.admin = await tokenHeadersFor("admin@demo.example");
});

describe("a volunteer's own photo", () => {
  it("is uploaded by the volunteer, shown in the pool to organizations and the center, and its bytes go to them only", async () => {
    const put = await putPhoto("vera", await uniqueJpeg());
    expect(put.status).toBe(200);
    const photoUrl = ((await put.json()) as Doc).data.attributes.photo_url!;
    expect(photoUrl).toMatch(/^\/vrijwilligerspool\/[0-9a-f-]{36}\/foto\?bestand=[0-9a-f]{32}-320\.jpg$/);
    expect(photoFiles().length).toBeGreaterThan(0);
    // Not opted in yet: only the owner sees it.
    expect((await t.request(apiAddress(photoUrl), { headers: headers.vera })).status).toBe(200);
    expect((await t.request(apiAddress(photoUrl), { headers: headers.org })).status).toBe(404);

    await t.request("/api/v1/volunteer_profile", { method: "PATCH", headers: headers.vera, json: { data: { type: "volunteer_profiles", attributes: { opted_in: true, about: `Foto ${tag}` } } } });
    for (const who of ["org", "admin"]) {
      const pool = (await (await t.request(`/api/v1/volunteer_profiles?filter[q]=${encodeURIComponent(`Foto ${tag}`)}`, { headers: headers[who] })).json()) as ListDoc;
      expect(pool.data.map((row) => row.attributes.photo_url), who).toEqual([photoUrl]);
      const picture = await t.request(apiAddress(photoUrl), { headers: headers[who] });
      expect(picture.status, who).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/jpeg");
      expect(picture.headers.get("cache-control")).toContain("private");
      expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(320);
    }
    // Another volunteer, another center's admin, anyone signed out, and the public /uploads: nothing.
    expect((await t.request(apiAddress(photoUrl), { headers: headers.other })).status).toBe(404);
    expect((await t.request(apiAddress(photoUrl), { headers: headers.partner, host: "partner.localhost" })).status).toBe(404);
    expect((await t.request(apiAddress(photoUrl))).status).toBe(401);
    const file = new URL(photoUrl, "http://localhost").searchParams.get("bestand")!;
    expect((await t.request(`/uploads/${file}`)).status).toBe(404);
  });

  it("can only be set on one's own profile: another's profile id is not a way in", async () => {
    const target = await own("vera");
    const before = target.attributes.photo_url;
    // The only write is the caller's own profile: aiming at Vera's profile changes the caller's, never hers.
    const sneaky = await t.request("/api/v1/volunteer_profile/photo", {
      method: "PUT",
      headers: headers.other,
      json: { data: { type: "volunteer_profile_photos", id: target.id, attributes: { file_name: "x.jpg", content: Buffer.from(await uniqueJpeg(400, 300)).toString("base64") } } },
    });
    expect(sneaky.status).toBe(200);
    expect((await own("vera")).attributes.photo_url).toBe(before);
    expect((await own("other")).attributes.photo_url).not.toBeNull();
    expect((await t.request(`/api/v1/volunteer_profiles/${target.id}/photo`, { method: "PUT", headers: headers.other })).status).toBe(404);
    expect((await t.request(`/api/v1/volunteer_profiles/${target.id}/photo`, { method: "DELETE", headers: headers.other })).status).toBe(404);
    expect((await t.request("/api/v1/volunteer_profile/photo", { method: "PUT", json: {} })).status).toBe(401);
  });

  it("refuses what is not an image or is too large with a 422 on the file, keeping the photo there was", async () => {
    const before = (await own("vera")).attributes.photo_url;
    const files = photoFiles().length;
    const notImage = await putPhoto("vera", new TextEncoder().encode("<svg onload=alert(1)></svg>"), "ik.svg");
    expect(notImage.status).toBe(422);
    expect(((await notImage.json()) as Doc).errors![0]).toMatchObject({ code: "not_an_image", source: { pointer: "/data/attributes/content" } });
    const big = await putPhoto("vera", new Uint8Array(IMAGE_MAX_BYTES + 1));
    expect(big.status).toBe(422);
    expect(((await big.json()) as Doc).errors![0]!.code).toBe("too_large");
    expect((await own("vera")).attributes.photo_url).toBe(before);
    expect(photoFiles().length).toBe(files);
  });

  it("is replaced and removed by the volunteer, and its files go with it", async () => {
    const first = (await own("vera")).attributes.photo_url!;
    const replaced = ((await (await putPhoto("vera", await uniqueJpeg(500, 500))).json()) as Doc).data.attributes.photo_url!;
    expect(replaced).not.toBe(first);
    const firstFile = new URL(first, "http://localhost").searchParams.get("bestand")!;
    expect(photoFiles()).not.toContain(firstFile);
    expect((await t.request(apiAddress(first), { headers: headers.vera })).status).toBe(404);

    const removed = await t.request("/api/v1/volunteer_profile/photo", { method: "DELETE", headers: headers.vera });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Doc).data.attributes.photo_url).toBeNull();
    expect(photoFiles()).not.toContain(new URL(replaced, "http://localhost").searchParams.get("bestand"));
    expect((await t.request(apiAddress(replaced), { headers: headers.admin })).status).toBe(404);
  });

  it("goes with the account when the volunteer deletes it: the profile row and the photo's files", async () => {
    const demo = await demoCenter();
    const email = `photo-leaving-${tag}@demo.example`.toLowerCase();
    await demo.run((tx, base) =>
      createUser(tx, { ...base, email, password: DEMO_PASSWORD, firstName: "Lea", lastName: tag, roles: ["volunteer"] }),
    );
    headers.leaving = await tokenHeadersFor(email);
    const photoUrl = ((await (await putPhoto("leaving", await uniqueJpeg(300, 300))).json()) as Doc).data.attributes.photo_url!;
    const file = new URL(photoUrl, "http://localhost").searchParams.get("bestand")!;
    expect(photoFiles()).toContain(file);
    const deleted = await t.request("/api/v1/current_user", { method: "DELETE", headers: headers.leaving, json: { password: DEMO_PASSWORD } });
    expect(deleted.status).toBe(204);
    expect(photoFiles()).not.toContain(file);
    const rows = await demo.run((tx) => tx.select().from(volunteerProfiles).where(eq(volunteerProfiles.id, photoUrl.split("/")[2]!)));
    expect(rows).toEqual([]);
  });
});
