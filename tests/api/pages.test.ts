import { beforeAll, describe, expect, it } from "vitest";
import { exampleBlockList, exampleBlocks } from "~/modules/content/examples";
import { testApi, tokenHeadersFor, type TestApi } from "../support/api";

/*
 * Content pages (issue 12): editors of the center write them, visitors read the published ones.
 */
type PageDocument = { data: { id: string; attributes: Record<string, unknown> } };
type Errors = { errors: Array<{ status: string; code: string; detail: string; source?: { pointer?: string } }> };

let t: TestApi;
let editor: Record<string, string>;
const unique = () => `p${Math.random().toString(36).slice(2, 9)}`;

async function create(attributes: Record<string, unknown>, headers = editor) {
  return t.request("/api/v1/pages", { method: "POST", headers, json: { data: { type: "pages", attributes } } });
}

beforeAll(async () => {
  t = await testApi();
  editor = await tokenHeadersFor("content_manager@demo.example");
});

describe("pages", () => {
  it("an editor makes a page of all 19 block types; visitors see it once it is published", async () => {
    const slug = unique();
    const made = await create({ title: "Over ons", slug, summary: "Wie we zijn", blocks: exampleBlockList() });
    expect(made.status).toBe(201);
    const page = ((await made.json()) as PageDocument).data;
    expect(page.attributes).toMatchObject({ title: "Over ons", slug, page_type: "default", page_layout: "wide", is_published: false, published_at: null, can_edit: true });
    expect(page.attributes.blocks).toHaveLength(19);

    // Unpublished: not there for visitors, by id or by slug.
    expect((await t.request(`/api/v1/pages/${page.id}`)).status).toBe(404);
    const hidden = (await (await t.request(`/api/v1/pages?filter[slug]=${slug}`)).json()) as { data: unknown[] };
    expect(hidden.data).toHaveLength(0);

    const published = await t.request(`/api/v1/pages/${page.id}`, { method: "PATCH", headers: editor, json: { data: { type: "pages", id: page.id, attributes: { is_published: true } } } });
    expect(published.status).toBe(200);
    const publishedAt = ((await published.json()) as PageDocument).data.attributes.published_at;
    expect(publishedAt).toEqual(expect.any(String));

    const read = (await (await t.request(`/api/v1/pages?filter[slug]=${slug}`)).json()) as { data: Array<{ id: string; attributes: Record<string, unknown> }> };
    expect(read.data.map((p) => p.id)).toEqual([page.id]);
    expect(read.data[0]!.attributes.can_edit).toBe(false);

    // Unpublishing and publishing again keeps the first publication date.
    await t.request(`/api/v1/pages/${page.id}`, { method: "PATCH", headers: editor, json: { is_published: false } });
    const again = await t.request(`/api/v1/pages/${page.id}`, { method: "PATCH", headers: editor, json: { is_published: true } });
    expect(((await again.json()) as PageDocument).data.attributes.published_at).toBe(publishedAt);
  });

  it("takes its slug from the title when none is given", async () => {
    const title = `Nieuws uit de wijk ${unique()}`;
    const made = await create({ title, page_type: "news" });
    expect(made.status).toBe(201);
    expect(((await made.json()) as PageDocument).data.attributes.slug).toBe(title.toLowerCase().replaceAll(" ", "-"));
  });

  it("a slug clash is a 422 on slug that names the page holding it; another language may use it", async () => {
    const slug = unique();
    expect((await create({ title: "Eerste pagina", slug })).status).toBe(201);
    const clash = await create({ title: "Tweede pagina", slug });
    expect(clash.status).toBe(422);
    const { errors } = (await clash.json()) as Errors;
    expect(errors).toEqual([expect.objectContaining({ code: "taken", source: { pointer: "/data/attributes/slug" }, detail: "Dit adres is al in gebruik door de pagina ‘Eerste pagina’" })]);
    expect((await create({ title: "First page", slug, locale: "en" })).status).toBe(201);

    const other = ((await (await create({ title: "Derde pagina", slug: unique() })).json()) as PageDocument).data;
    const renamed = await t.request(`/api/v1/pages/${other.id}`, { method: "PATCH", headers: { ...editor, "accept-language": "en" }, json: { slug } });
    expect(renamed.status).toBe(422);
    expect(((await renamed.json()) as Errors).errors[0]!.detail).toBe("This address is already used by the page ‘Eerste pagina’");
  });

  it("refuses slugs of the platform's own pages and slugs that are no address", async () => {
    for (const slug of ["vacancies", "nieuws", "Over Ons", "a/b", "-x"]) {
      const response = await create({ title: "Pagina", slug });
      expect(response.status, slug).toBe(422);
      expect(((await response.json()) as Errors).errors[0]!.source?.pointer, slug).toBe("/data/attributes/slug");
    }
  });

  it("invalid block data is a 422 pointing at the block and field, and nothing is saved", async () => {
    const slug = unique();
    const blocks = exampleBlockList();
    const image = exampleBlocks().Image;
    blocks[3] = { ...image, image: { ...image.image, alt: "" } };
    const response = await create({ title: "Kapot", slug, blocks });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as Errors;
    expect(errors).toContainEqual(expect.objectContaining({ source: { pointer: "/data/attributes/blocks/3/image/alt" }, detail: "Dit veld is verplicht" }));
    const list = (await (await t.request(`/api/v1/pages?filter[slug]=${slug}`, { headers: editor })).json()) as { data: unknown[] };
    expect(list.data).toHaveLength(0);

    const unknown = await create({ title: "Onbekend", blocks: [{ id: crypto.randomUUID(), type: "Marquee", text: "hoi" }] });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as Errors).errors[0]!.source?.pointer).toBe("/data/attributes/blocks/0/type");
  });

  it("only content editors write; page managers do not delete", async () => {
    const volunteer = await tokenHeadersFor("volunteer@demo.example");
    expect((await create({ title: "Niet van mij" }, volunteer)).status).toBe(403);
    expect((await create({ title: "Anoniem" }, {})).status).toBe(401);

    const pageManager = await tokenHeadersFor("page_manager@demo.example");
    const made = await create({ title: "Van de paginabeheerder", slug: unique() }, pageManager);
    expect(made.status).toBe(201);
    const { id } = ((await made.json()) as PageDocument).data;
    expect((await t.request(`/api/v1/pages/${id}`, { method: "PATCH", headers: pageManager, json: { is_published: true } })).status).toBe(200);
    expect((await t.request(`/api/v1/pages/${id}`, { method: "DELETE", headers: pageManager })).status).toBe(403);
    expect((await t.request(`/api/v1/pages/${id}`, { method: "DELETE", headers: editor })).status).toBe(204);
    expect((await t.request(`/api/v1/pages/${id}`, { headers: editor })).status).toBe(404);
  });

  it("another center's editor neither sees nor changes the center's drafts", async () => {
    const made = await create({ title: "Concept", slug: unique() });
    const { id } = ((await made.json()) as PageDocument).data;
    const partner = await tokenHeadersFor("content_manager@partner.example", "partner.localhost");
    expect((await t.request(`/api/v1/pages/${id}`, { host: "partner.localhost", headers: partner })).status).toBe(404);
    expect((await t.request(`/api/v1/pages/${id}`, { method: "PATCH", host: "partner.localhost", headers: partner, json: { title: "Overgenomen" } })).status).toBe(404);
  });

  it("lists news newest first for visitors, filtered and paged", async () => {
    const tag = unique();
    for (const n of [1, 2, 3]) {
      const made = await create({ title: `Bericht ${n} ${tag}`, page_type: "news", is_published: true });
      expect(made.status).toBe(201);
      t.clock.advance(60_000);
    }
    const list = (await (await t.request(`/api/v1/pages?filter[page_type]=news&filter[q]=${tag}&page[size]=2`)).json()) as {
      data: Array<{ attributes: { title: string } }>;
      meta: Record<string, unknown>;
      links: Record<string, string>;
    };
    expect(list.data.map((p) => p.attributes.title)).toEqual([`Bericht 3 ${tag}`, `Bericht 2 ${tag}`]);
    expect(list.links.next).toContain("page[number]=2");
    expect((await t.request("/api/v1/pages?filter[page_type]=blog")).status).toBe(400);
    expect((await t.request("/api/v1/pages?sort=-popularity")).status).toBe(400);
    const byTitle = (await (await t.request(`/api/v1/pages?filter[q]=${tag}&sort=title`)).json()) as { data: Array<{ attributes: { title: string } }> };
    expect(byTitle.data.map((p) => p.attributes.title)).toEqual([1, 2, 3].map((n) => `Bericht ${n} ${tag}`));
  });
});
