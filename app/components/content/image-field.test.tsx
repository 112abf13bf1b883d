import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "~/modules/api-client/client.server";
import { i18nFor } from "~/modules/i18n/instance.server";
import { resolveImageFields } from "~/modules/media/image-field.server";
import { ImageField } from "./image-field";

const key = "0123456789abcdef0123456789abcdef";
const upload = `/uploads/${key}-1280x853.jpg`;

/** Whether an <input> carries all these attributes, in any order. */
const hasInput = (html: string, ...attributes: string[]) => [...html.matchAll(/<input[^>]*>/g)].some(([tag]) => attributes.every((attribute) => tag.includes(attribute)));

function render(node: React.ReactNode, language: "nl" | "en" = "nl") {
  return renderToString(<I18nextProvider i18n={i18nFor(language)}>{node}</I18nextProvider>).replaceAll("<!-- -->", "");
}

describe("ImageField", () => {
  it("shows the current upload with its srcset, the library as radio buttons, a search tied to the page's GET form, upload, alt and decorative", () => {
    const html = render(
      <ImageField
        name="blocks.2.image"
        label="Afbeelding"
        required
        value={{ url: upload, alt: "Fietsers", decorative: false }}
        stock={{ choices: [{ url: upload, name: "Op de fiets" }], query: "fiets", searchFormId: "image-search" }}
        allowUpload
      />,
    );
    expect(html).toContain(`srcSet="/uploads/${key}-320.webp 320w`);
    expect(hasInput(html, 'name="blocks.2.image.url"', 'value="/uploads/')).toBe(true);
    expect(hasInput(html, 'type="radio"', 'name="blocks.2.image.stock"', `value="${upload}"`)).toBe(true);
    expect(hasInput(html, 'type="search"', 'name="imageSearch"', 'form="image-search"', 'value="fiets"')).toBe(true);
    expect(html).toMatch(/<button type="submit" form="image-search"/);
    expect(hasInput(html, 'type="file"', 'name="blocks.2.image.file"')).toBe(true);
    expect(html).toContain("Alternatieve tekst");
    expect(html).toContain("kleiner dan 8 MB");
    // Every control has its label.
    for (const id of [...html.matchAll(/<input[^>]*id="([^"]+)"/g)].map((match) => match[1])) expect(html).toContain(`for="${id}"`);
  });

  it("searches through its own form's button where the page's form must be kept (the page editor), and offers an action in place of the library", () => {
    const html = render(<ImageField name="blocks.2.image" label="Afbeelding" stock={{ choices: [], query: "zee", searchIntent: "image-search:blocks[2].image" }} />);
    expect(hasInput(html, 'type="search"', 'name="imageSearch"', 'value="zee"')).toBe(true);
    expect(html).not.toContain('form="');
    const button = html.match(/<button[^>]*>/)![0];
    for (const attribute of ['type="submit"', 'name="intent"', 'value="image-search:blocks[2].image"', 'formNoValidate=""']) expect(button).toContain(attribute);
    const closed = render(<ImageField name="image" label="Afbeelding" stockAction={<button type="submit">Kiezen uit de beeldbank</button>} />);
    expect(closed).toContain("Kiezen uit de beeldbank");
    expect(closed).not.toContain('type="radio"');
  });

  it("says so when nothing is chosen or found, in English too", () => {
    const html = render(<ImageField name="image" label="Image" stock={{ choices: [], query: "zzz" }} />, "en");
    expect(html).toContain("No image chosen yet.");
    expect(html).toContain("No images found (try other search terms).");
    expect(html).toContain("(optional)");
  });
});

describe("resolveImageFields", () => {
  const api = (answer: () => Promise<Response>) => ({ post: answer }) as unknown as ApiClient;

  it("writes a chosen stock image into the field's url and drops the helper inputs", async () => {
    const form = new FormData();
    form.set("title", "Over ons");
    form.set("image.url", "https://example.org/oud.jpg");
    form.set("image.stock", upload);
    form.set("image.file", new File([], ""));
    const { form: resolved, errors } = await resolveImageFields(form, api(() => Promise.reject(new Error("no upload expected"))));
    expect(errors).toEqual({});
    expect([...resolved.entries()]).toEqual([
      ["title", "Over ons"],
      ["image.url", upload],
    ]);
  });

  it("uploads a new file, which goes before a stock choice; a refusal is a message on the url", async () => {
    const form = new FormData();
    form.set("image.url", "");
    form.set("image.stock", "/uploads/other");
    form.set("image.file", new File([new Uint8Array([0xff, 0xd8, 0xff])], "foto.jpg"));
    const made = await resolveImageFields(form, api(() => Promise.resolve(Response.json({ data: { attributes: { url: upload } } }))));
    expect(made.form.get("image.url")).toBe(upload);

    const refusal = { data: { status: 422, code: "too_large", message: "x", errors: [{ code: "too_large", title: "Invalid attribute", detail: "De grootte van de afbeelding moet kleiner zijn dan 8 MB" }] }, init: { status: 422 } };
    const refused = await resolveImageFields(form, api(() => Promise.reject(refusal)));
    expect(refused.errors).toEqual({ "image.url": ["De grootte van de afbeelding moet kleiner zijn dan 8 MB"] });
  });
});
