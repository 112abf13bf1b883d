import sharp from "sharp";
import { expect, signIn, test } from "./support/fixtures";
import { chooseWithArrows, retype, tabTo } from "./support/editor";
import { apiSession, uniqueTag } from "./support/manage";

// The page editor without JavaScript (issue 12): a page of three blocks built by keyboard only, a block
// moved and one removed after the question, an invalid save that keeps everything typed, a preview,
// publishing, and the page as a visitor sees it.

test("an editor builds a page of three blocks by keyboard, fixes an error, publishes it, and a visitor sees it", async ({ page }) => {
  // Dozens of Tab presses per field: a long walk on a busy machine.
  test.slow();
  const tag = uniqueTag();
  const title = `Buurtfeest ${tag}`;
  await signIn(page, "content_manager@demo.example");
  await page.goto("/content");
  await tabTo(page, page.getByRole("link", { name: "Nieuwe pagina" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nieuwe pagina");

  // No JavaScript: the address is left empty and follows from the title on the server.
  await tabTo(page, page.getByLabel("Titel"));
  await page.keyboard.type(title);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`‘${title}’ is gemaakt. Voeg nu blokken toe.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pagina bewerken: ${title}`);
  await expect(page.getByLabel("Adres (slug)")).toHaveValue(`buurtfeest-${tag.toLowerCase()}`);
  await expect(page.getByText("Deze pagina heeft nog geen blokken.")).toBeVisible();

  const typeSelect = page.getByLabel("Soort blok");
  const addBlock = async (value: string) => {
    await tabTo(page, typeSelect);
    await chooseWithArrows(page, typeSelect, value);
    await tabTo(page, page.getByRole("button", { name: "Blok toevoegen" }));
    await page.keyboard.press("Enter");
  };

  // 1: Markdown text
  await addBlock("MarkdownText");
  const text = page.getByRole("region", { name: "Blok 1: Tekst" });
  await tabTo(page, text.getByRole("textbox", { name: "Tekst", exact: true }));
  await page.keyboard.type("## Kom ook\n\nHet hele **dorp** viert mee.");

  // 2: Call to action, its link not a link yet
  await addBlock("CallToAction");
  const cta = page.getByRole("region", { name: "Blok 2: Oproep tot actie" });
  await expect(text.getByRole("textbox", { name: "Tekst", exact: true })).toHaveValue("## Kom ook\n\nHet hele **dorp** viert mee.");
  await tabTo(page, cta.getByRole("textbox", { name: "Titel", exact: true }));
  await page.keyboard.type("Help je mee?");
  const button = cta.getByRole("group", { name: "Knop" });
  await tabTo(page, button.getByRole("textbox", { name: "Tekst", exact: true }));
  await page.keyboard.type("Meld je aan");
  await tabTo(page, button.getByRole("textbox", { name: "Link", exact: true }));
  await page.keyboard.type("javascript:alert(1)");

  // 3: Quote
  await addBlock("QuoteBlock");
  const quote = page.getByRole("region", { name: "Blok 3: Citaat" });
  await tabTo(page, quote.getByRole("textbox", { name: "Citaat", exact: true }));
  await page.keyboard.type("Vorig jaar leerde ik al mijn buren kennen.");
  await tabTo(page, quote.getByRole("textbox", { name: "Naam", exact: true }));
  await page.keyboard.type("Joke");

  // A fourth block, removed after the question.
  await addBlock("SectionTitle");
  await tabTo(page, page.getByRole("button", { name: "Blok 4 (Tussenkop) verwijderen" }));
  await page.keyboard.press("Enter");
  const question = page.getByRole("group", { name: "Blok 4 (Tussenkop) verwijderen?" });
  await expect(question).toBeVisible();
  await tabTo(page, question.getByRole("button", { name: "Ja, blok verwijderen" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: /^Blok 4/ })).toHaveCount(0);

  // The quote moves above the call to action.
  await tabTo(page, page.getByRole("button", { name: "Blok 3 (Citaat) omhoog" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: /^Blok \d: / })).toHaveText([/^Blok 1: Tekst/, /^Blok 2: Citaat/, /^Blok 3: Oproep tot actie/]);

  // Saving with the bad link: the error at the field and in the summary, nothing typed lost, nothing saved.
  await tabTo(page, page.getByRole("button", { name: "Opslaan", exact: true }).first(), { backwards: true });
  await page.keyboard.press("Enter");
  // The summary's heading is every form's (decision 062): "not sent", and how many fields need attention.
  const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" }) });
  await expect(summary.getByRole("link", { name: "Blok 3: Oproep tot actie · Knop · Link: Vul een geldige URL in" })).toBeVisible();
  // The page came back whole: the summary has the focus, the keyboard goes on from there (decision 080).
  await expect(summary).toBeFocused();
  const movedCta = page.getByRole("region", { name: "Blok 3: Oproep tot actie" });
  const link = movedCta.getByRole("group", { name: "Knop" }).getByRole("textbox", { name: "Link", exact: true });
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(link).toHaveAccessibleDescription(/Vul een geldige URL in/);
  await expect(link).toHaveValue("javascript:alert(1)");
  await expect(page.getByRole("region", { name: "Blok 2: Citaat" }).getByRole("textbox", { name: "Citaat", exact: true })).toHaveValue("Vorig jaar leerde ik al mijn buren kennen.");
  await expect(page.getByRole("region", { name: "Blok 1: Tekst" }).getByRole("textbox", { name: "Tekst", exact: true })).toHaveValue("## Kom ook\n\nHet hele **dorp** viert mee.");

  // Fixed: the preview shows the blocks as visitors will, then publishing saves them.
  await tabTo(page, link);
  await retype(page, "/vacancies/search");
  await tabTo(page, page.getByRole("button", { name: "Voorbeeld bekijken" }).first(), { backwards: true });
  await page.keyboard.press("Enter");
  const preview = page.getByRole("region", { name: "Voorbeeld" });
  await expect(preview.getByText("Vorig jaar leerde ik al mijn buren kennen.")).toBeVisible();
  await expect(preview.getByRole("link", { name: "Meld je aan" })).toHaveAttribute("href", "/vacancies/search");
  await tabTo(page, page.getByRole("button", { name: "Opslaan en publiceren" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(`‘${title}’ is opgeslagen en gepubliceerd.`)).toBeVisible();
  await expect(page.getByText("Gepubliceerd", { exact: true })).toBeVisible();

  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  const response = await visitorPage.goto(`${new URL(page.url()).origin}/buurtfeest-${tag.toLowerCase()}`);
  expect(response?.status()).toBe(200);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitorPage.getByRole("heading", { name: "Kom ook" })).toBeVisible();
  await expect(visitorPage.locator("strong", { hasText: "dorp" })).toBeVisible();
  await expect(visitorPage.getByText("Vorig jaar leerde ik al mijn buren kennen.")).toBeVisible();
  await expect(visitorPage.getByRole("link", { name: "Meld je aan" })).toHaveAttribute("href", "/vacancies/search");
  // The quote comes before the call to action, as moved.
  const order = await visitorPage.locator("main").innerText();
  expect(order.indexOf("Vorig jaar")).toBeLessThan(order.indexOf("Help je mee?"));
  await visitor.close();
});

test("the editor is for the center's content editors: others get 403, an unknown page 404", async ({ page }) => {
  await signIn(page, "content_manager@demo.example");
  expect((await page.goto("/content/00000000-0000-4000-8000-000000000000/edit"))?.status()).toBe(404);
  await page.context().clearCookies();
  await signIn(page, "volunteer@demo.example", { until: null });
  expect((await page.goto("/content/new"))?.status()).toBe(403);
});

test("without JavaScript an Image block takes a stock image from the library and another an upload, and the published page shows them", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const slug = `beeldbank-${tag.toLowerCase()}`;
  const api = await apiSession(request, "content_manager@demo.example");
  const blocks = [
    { id: crypto.randomUUID(), type: "Image", image: { url: "/uploads/demo/oud.jpg", alt: "Oud", decorative: false } },
    { id: crypto.randomUUID(), type: "Image", image: { url: "/uploads/demo/ander.jpg", alt: "Ander", decorative: false } },
  ];
  const { data } = await api.call<{ data: { id: string } }>("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title: `Beeldbank ${tag}`, slug, blocks } } });
  await signIn(page, "content_manager@demo.example");
  await page.goto(`/content/${data.id}/edit`);

  // The library opens for the first block's image only; the page keeps one choice list at a time.
  const first = page.getByRole("region", { name: "Blok 1: Afbeelding" });
  await first.getByRole("textbox", { name: "Alternatieve tekst" }).fill("Twee fietsers op een dijk");
  await first.getByRole("button", { name: "Afbeelding: kiezen uit de beeldbank" }).click();
  await expect(page.getByRole("radio")).not.toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: "Zoeken in de beeldbank" })).toHaveCount(1);
  // What was typed before the post is kept.
  await expect(first.getByRole("textbox", { name: "Alternatieve tekst" })).toHaveValue("Twee fietsers op een dijk");
  await first.getByRole("searchbox", { name: "Zoeken in de beeldbank" }).fill("fiets");
  await first.getByRole("button", { name: "Zoeken", exact: true }).click();
  await expect(first.getByRole("radio", { name: "Op de fiets" })).toBeVisible();
  await expect(first.getByRole("radio", { name: "Samen tuinieren" })).toHaveCount(0);
  await first.getByRole("radio", { name: "Op de fiets" }).check();

  // The second block gets a new upload.
  const second = page.getByRole("region", { name: "Blok 2: Afbeelding" });
  const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 140, b: Math.floor(Math.random() * 255) } } }).jpeg().toBuffer();
  await second.getByLabel(/^Nieuwe afbeelding uploaden/).setInputFiles({ name: `zee-${tag}.jpg`, mimeType: "image/jpeg", buffer: jpeg });
  await page.getByRole("button", { name: "Opslaan en publiceren" }).click();
  // Saving first stores and resizes the upload: a slow step on a busy machine, so it gets its own budget. Should the
  // page answer with anything but the toast (a refused field, an error), the failure shows what the page says.
  const saved = `‘Beeldbank ${tag}’ is opgeslagen en gepubliceerd.`;
  await expect(page.getByText(saved).or(page.getByRole("alert"))).not.toHaveCount(0, { timeout: 30_000 });
  expect(await page.locator("body").innerText()).toContain(saved);
  await expect(page.getByRole("region", { name: "Blok 1: Afbeelding" }).getByRole("textbox", { name: /^Adres van de afbeelding/ })).toHaveValue(/^\/uploads\/[0-9a-f]{32}-1280x853\.jpg$/);
  await expect(page.getByRole("region", { name: "Blok 2: Afbeelding" }).getByRole("textbox", { name: /^Adres van de afbeelding/ })).toHaveValue(/^\/uploads\/[0-9a-f]{32}-800x500\.jpg$/);

  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(`${new URL(page.url()).origin}/${slug}`))?.status()).toBe(200);
  await expect(visitorPage.getByRole("img", { name: "Twee fietsers op een dijk" })).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-1280x853\.jpg$/);
  await expect(visitorPage.getByRole("img", { name: "Ander" })).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-800x500\.jpg$/);
  await visitor.close();
});
