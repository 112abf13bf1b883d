import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessibleNoJs, hostUrl, signIn, test } from "./support/fixtures";
import { tamperPost } from "./support/tamper";

/*
 * The design editor (/instellingen/design, issue 15) without JavaScript (the JS spec uses meedoen). On the partner
 * center, whose colours no other spec changes: shades made by a button, the preview frame filled by a plain post
 * while visitors keep the old theme, a save that publishes the new primary colour; an oversized favicon, a partly
 * filled shade set and a colour that is none refused with the theme unchanged; a contrast warning that needs
 * "save anyway", with a pair that fails in dark mode only (no spec runs axe on partner in dark mode until the
 * shades are readable again; then a dark-preferring visitor's page takes shade 300 and passes axe). On
 * oldebroek a favicon upload: a save writes only what was changed, so the colours, analytics id and settings
 * other specs give oldebroek stay as they are. One test after another.
 */
test.describe.configure({ mode: "serial" });

const PARTNER = "partner.localhost";
const OLDEBROEK = "oldebroek.localhost";

async function publicTheme(browser: Browser, host: string) {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto(hostUrl(host, "/"));
  const html = await page.content();
  await visitor.close();
  return html.match(/--(?:color|font|radius)-[a-z0-9-]+:[^;}]+/g) ?? [];
}

test("shades, preview and save work with plain form posts; visitors see the colour only after saving", async ({ page, browser }) => {
  const before = await publicTheme(browser, PARTNER);
  expect(before).not.toContain("--color-primary:#14532d");
  await signIn(page, "admin@partner.example", { host: PARTNER });
  await page.goto(hostUrl(PARTNER, "/instellingen/design"));
  const primary = page.getByLabel("Hoofdkleur (optioneel)", { exact: true });
  const shades = page.getByRole("group", { name: "Tinten van Hoofdkleur" });

  await primary.fill("#14532d");
  await page.getByRole("button", { name: "Tinten maken van Hoofdkleur" }).click();
  await expect(shades.getByLabel("Tint 500 (optioneel)", { exact: true })).toHaveValue("#14532d");
  await expect(shades.getByLabel("Tint 50 (optioneel)", { exact: true })).not.toHaveValue("");
  await expect(primary).toHaveValue("#14532d");

  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  const frame = () => page.frame({ name: "design-preview" });
  await expect.poll(() => frame()?.url() ?? "").toContain("themePreview=");
  await expect.poll(async () => (await frame()?.content()) ?? "").toContain("--color-primary:#14532d");
  expect(await publicTheme(browser, PARTNER)).toEqual(before);

  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen")).toBeVisible();
  await expect(page).toHaveURL(/\/instellingen\/design$/);
  await expect.poll(async () => publicTheme(browser, PARTNER)).toContain("--color-primary:#14532d");
});

test("a preview of a colour that is none names it in the form, keeps what was typed and leaves the frame and the theme as they were", async ({ page, browser }) => {
  const before = await publicTheme(browser, PARTNER);
  await signIn(page, "admin@partner.example", { host: PARTNER });
  await page.goto(hostUrl(PARTNER, "/instellingen/design"));
  const primary = page.getByLabel("Hoofdkleur (optioneel)", { exact: true });
  const shades = page.getByRole("group", { name: "Tinten van Hoofdkleur" });
  await primary.fill("rood");
  await shades.getByLabel("Tint 50 (optioneel)", { exact: true }).fill("");
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();

  // The answer is the page itself, with the form's error summary: not the settings page inside the frame.
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  await expect(page.getByRole("alert").getByRole("link", { name: "Hoofdkleur – Vul een kleur in als #rrggbb of #rgb, bijvoorbeeld #1d4ed8" })).toBeVisible();
  await expect(page.getByRole("alert").getByRole("link", { name: /^Tint 50 van Hoofdkleur – Vul deze tint in/ })).toBeVisible();
  await expect(primary).toHaveAttribute("aria-invalid", "true");
  await expect(primary).toHaveValue("rood");
  // The frame shows the live home page, as before the post.
  await expect.poll(() => page.frame({ name: "design-preview" })?.url()).toBe(hostUrl(PARTNER, "/"));
  await expect(page.frame({ name: "design-preview" })!.locator("form#design")).toHaveCount(0);
  expect(await publicTheme(browser, PARTNER)).toEqual(before);

  // Put right, the preview shows it in the frame; nothing is saved.
  await primary.fill("#14532d");
  await page.getByRole("button", { name: "Tinten maken van Hoofdkleur" }).click();
  await page.getByLabel("Tekstkleur (optioneel)", { exact: true }).fill("#0c0a09");
  // A chosen file cannot come back with the page: the preview says so.
  await page.getByRole("group", { name: "Favicon (optioneel)" }).getByLabel("Nieuwe afbeelding uploaden (optioneel)", { exact: true }).setInputFiles({ name: "favicon.png", mimeType: "image/png", buffer: Buffer.alloc(1024, 1) });
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  // The page comes back at its preview.
  await expect(page.getByRole("region", { name: "Voorbeeld" })).toBeInViewport();
  await expect(page.getByText("Het voorbeeld toont de vormgeving van het formulier; die is nog niet opgeslagen.")).toBeVisible();
  await expect(page.getByText("De gekozen afbeeldingen staan niet in het voorbeeld en zijn niet bewaard: kies ze opnieuw voordat je opslaat.")).toBeVisible();
  await expect(page.getByLabel("Tekstkleur (optioneel)", { exact: true })).toHaveValue("#0c0a09");
  await expect.poll(async () => (await page.frame({ name: "design-preview" })?.content()) ?? "").toContain("--color-text:#0c0a09");
  expect(await publicTheme(browser, PARTNER)).toEqual(before);
});

test("a partly filled shade set, a colour that is none and an oversized favicon are field errors; nothing changes", async ({ page, browser }) => {
  const before = await publicTheme(browser, PARTNER);
  await signIn(page, "center_superuser@partner.example", { host: PARTNER });
  await page.goto(hostUrl(PARTNER, "/instellingen/design"));
  await page.getByLabel("Tekstkleur (optioneel)", { exact: true }).fill("zwart");
  await page.getByRole("group", { name: "Tinten van Tweede kleur" }).getByLabel("Tint 300 (optioneel)", { exact: true }).fill("#5eead4");
  await page.getByLabel("Nieuwe afbeelding uploaden", { exact: false }).last().setInputFiles({ name: "favicon.png", mimeType: "image/png", buffer: Buffer.alloc(600 * 1024, 1) });
  await page.getByRole("button", { name: "Opslaan" }).click();

  await expect(page.getByText("Vul een kleur in als #rrggbb of #rgb, bijvoorbeeld #1d4ed8", { exact: true })).toBeVisible();
  await expect(page.getByText("Vul deze tint in: een reeks telt alleen met alle tinten 50 tot en met 950", { exact: true })).toHaveCount(10);
  await expect(page.getByText("De grootte van de favicon moet kleiner zijn dan 512 kB", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Tekstkleur (optioneel)", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await publicTheme(browser, PARTNER)).toEqual(before);
});

test("a font, a header and a check box value the form does not offer are field errors; nothing of the post is saved", async ({ page, browser }) => {
  const before = await publicTheme(browser, PARTNER);
  await signIn(page, "center_superuser@partner.example", { host: PARTNER });
  await page.goto(hostUrl(PARTNER, "/instellingen/design"));
  const font = page.getByLabel("Lettertype van de tekst (optioneel)", { exact: true });
  const header = page.getByLabel(/^Soort kop/);
  const sticky = page.getByLabel(/^Kop blijft bovenaan bij scrollen/);
  const saved = { font: await font.inputValue(), header: await header.inputValue(), sticky: await sticky.isChecked() };
  // A change the form offers, in the same post as the tampered values: refused with them.
  await page.getByLabel("Tekstkleur (optioneel)", { exact: true }).fill("#1c1917");
  // The multipart post as the browser made it, with one select, another select and a check box changed on the way.
  await tamperPost(page, /\/instellingen\/design$/, (body) => {
    body.set("fontSans", "Comic Sans MS");
    body.set("headerVariant", "mega");
    body.set("headerSticky", "ja");
  });
  await page.getByRole("button", { name: "Opslaan" }).click();

  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 3 velden vragen aandacht" })).toBeVisible();
  await expect(font).toHaveAttribute("aria-invalid", "true");
  await expect(font).toHaveAccessibleDescription(/Kies een lettertype uit de lijst/);
  for (const field of [header, sticky]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Dit veld is niet geldig/);
  }
  expect(await publicTheme(browser, PARTNER)).toEqual(before);
  await page.unrouteAll();
  await page.goto(hostUrl(PARTNER, "/instellingen/design"));
  await expect(page.getByLabel("Tekstkleur (optioneel)", { exact: true })).not.toHaveValue("#1c1917");
  expect({ font: await font.inputValue(), header: await header.inputValue(), sticky: await sticky.isChecked() }).toEqual(saved);
});

test("a pair with too little contrast is saved only after 'save anyway'", async ({ page, browser }) => {
  await signIn(page, "admin@partner.example", { host: PARTNER });
  await page.goto(hostUrl(PARTNER, "/instellingen/design"));
  const shades = page.getByRole("group", { name: "Tinten van Hoofdkleur" });
  await page.getByRole("button", { name: "Tinten maken van Hoofdkleur" }).click();
  // Grey at 300: dark mode's primary, which neither black nor white text reads well on.
  await shades.getByLabel("Tint 300 (optioneel)", { exact: true }).fill("#7a7a7a");
  await page.getByRole("button", { name: "Opslaan" }).click();
  const warning = page.getByRole("alert").filter({ hasText: "te weinig contrast" });
  await expect(warning).toContainText("Tekst op de hoofdkleur in donkere modus");
  expect(await publicTheme(browser, PARTNER)).not.toContain("--color-primary-300:#7a7a7a");

  await page.getByLabel("Toch opslaan met te weinig contrast", { exact: true }).check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen")).toBeVisible();
  await expect.poll(async () => publicTheme(browser, PARTNER)).toContain("--color-primary-300:#7a7a7a");

  // Readable shades again.
  await page.getByRole("button", { name: "Tinten maken van Hoofdkleur" }).click();
  await expect(shades.getByLabel("Tint 300 (optioneel)", { exact: true })).not.toHaveValue("#7a7a7a");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen")).toBeVisible();
  // Visitors get it: on a PostgreSQL server another process hears of the change by the database's notification.
  await expect.poll(async () => publicTheme(browser, PARTNER)).not.toContain("--color-primary-300:#7a7a7a");
});

test("a dark-preferring visitor in system mode gets the center's dark-mode shade, readable, without JavaScript", async ({ page, browser }) => {
  const shade = (await publicTheme(browser, PARTNER)).find((declaration) => declaration.startsWith("--color-primary-300:"))?.slice("--color-primary-300:".length);
  expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  const rgb = `rgb(${[1, 3, 5].map((at) => parseInt(shade!.slice(at, at + 2), 16)).join(", ")})`;
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(hostUrl(PARTNER, "/"));
  await expect(page.locator("html")).toHaveAttribute("data-color-mode", "system");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(11, 18, 32)");
  // The logo (the center's name) is in the primary colour: dark mode's shade 300, not the light one.
  await expect(page.getByTestId("logo")).toHaveCSS("color", rgb);
  await expectAccessibleNoJs(page, { colorScheme: "dark" });
});

test("a favicon uploaded with the form becomes the pages' icon", async ({ page, browser }) => {
  await page.context().addCookies([{ name: "consent", value: encodeURIComponent(Buffer.from(JSON.stringify("no")).toString("base64")), url: hostUrl(OLDEBROEK, "/") }]);
  await signIn(page, "center_superuser@oldebroek.example", { host: OLDEBROEK });
  await page.goto(hostUrl(OLDEBROEK, "/instellingen/design"));
  const favicon = page.getByRole("group", { name: "Favicon (optioneel)" });
  const icon = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#14532d" } }).png().toBuffer();
  await favicon.getByLabel("Nieuwe afbeelding uploaden (optioneel)", { exact: true }).setInputFiles({ name: "favicon.png", mimeType: "image/png", buffer: icon });
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen")).toBeVisible();
  // Stored by the upload service as its re-encoded variant, and shown in the form.
  await expect(favicon.getByLabel("Adres van de afbeelding (optioneel)", { exact: true })).toHaveValue(/^\/uploads\/[0-9a-f]{32}-64x64\.png$/);
  await expect(favicon.getByRole("img", { name: "Huidige Favicon" })).toBeVisible();
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  await visit.goto(hostUrl(OLDEBROEK, "/"));
  await expect(visit.locator('link[rel="icon"]')).toHaveAttribute("href", /^\/uploads\/[0-9a-f]{32}-64x64\.png$/);
  await visitor.close();
});
