import type { Browser } from "@playwright/test";
import { expect, hostUrl, signIn, test } from "./support/fixtures";

/*
 * The design editor (/instellingen/design, issue 15) without JavaScript, on the oldebroek center (the JS spec uses
 * meedoen): shades made by a button, the preview frame filled by a plain post while visitors keep the old theme,
 * a contrast warning that needs "save anyway", an oversized favicon and a colour that is none refused with the
 * theme unchanged, and a save that publishes the new primary colour. One center's theme: one test after another.
 */
test.describe.configure({ mode: "serial" });

const host = "oldebroek.localhost";

async function publicTheme(browser: Browser) {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto(hostUrl(host, "/"));
  const html = await page.content();
  await visitor.close();
  return html.match(/--(?:color|font|radius)-[a-z0-9-]+:[^;}]+/g) ?? [];
}

test("shades, preview and save work with plain form posts; visitors see the colour only after saving", async ({ page, browser }) => {
  const before = await publicTheme(browser);
  expect(before).not.toContain("--color-primary:#14532d");
  await signIn(page, "admin@oldebroek.example", { host });
  await page.goto(hostUrl(host, "/instellingen/design"));
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
  expect(await publicTheme(browser)).toEqual(before);

  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen")).toBeVisible();
  await expect(page).toHaveURL(/\/instellingen\/design$/);
  expect(await publicTheme(browser)).toContain("--color-primary:#14532d");
});

test("a partly filled shade set, a colour that is none and an oversized favicon are field errors; nothing changes", async ({ page, browser }) => {
  const before = await publicTheme(browser);
  await signIn(page, "center_superuser@oldebroek.example", { host });
  await page.goto(hostUrl(host, "/instellingen/design"));
  await page.getByLabel("Tekstkleur (optioneel)", { exact: true }).fill("zwart");
  await page.getByRole("group", { name: "Tinten van Tweede kleur" }).getByLabel("Tint 300 (optioneel)", { exact: true }).fill("#5eead4");
  await page.getByLabel("Nieuwe afbeelding uploaden", { exact: false }).last().setInputFiles({ name: "favicon.png", mimeType: "image/png", buffer: Buffer.alloc(600 * 1024, 1) });
  await page.getByRole("button", { name: "Opslaan" }).click();

  await expect(page.getByText("Vul een kleur in als #rrggbb of #rgb, bijvoorbeeld #1d4ed8")).toBeVisible();
  await expect(page.getByText("Vul deze tint in: een reeks telt alleen met alle tinten 50 tot en met 950")).toHaveCount(10);
  await expect(page.getByText("De grootte van de favicon moet kleiner zijn dan 512 kB")).toBeVisible();
  await expect(page.getByLabel("Tekstkleur (optioneel)", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await publicTheme(browser)).toEqual(before);
});

test("a pair with too little contrast is saved only after 'save anyway'", async ({ page, browser }) => {
  await signIn(page, "admin@oldebroek.example", { host });
  await page.goto(hostUrl(host, "/instellingen/design"));
  await page.getByLabel("Tekstkleur (optioneel)", { exact: true }).fill("#b0b0b0");
  await page.getByLabel("Achtergrondkleur (optioneel)", { exact: true }).fill("#ffffff");
  await page.getByRole("button", { name: "Opslaan" }).click();
  const warning = page.getByRole("alert").filter({ hasText: "te weinig contrast" });
  await expect(warning).toContainText("Tekst op de achtergrond");
  expect(await publicTheme(browser)).not.toContain("--color-text:#b0b0b0");

  await page.getByLabel("Toch opslaan met te weinig contrast", { exact: true }).check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen")).toBeVisible();
  expect(await publicTheme(browser)).toContain("--color-text:#b0b0b0");

  // Back to readable text for the other tests of this host.
  await page.getByLabel("Tekstkleur (optioneel)", { exact: true }).fill("#0f172a");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen")).toBeVisible();
});
