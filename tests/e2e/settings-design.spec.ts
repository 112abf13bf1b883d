import type { Browser } from "@playwright/test";
import { expect, expectAccessible, hostUrl, signIn, test } from "./support/fixtures";
import { tamperPost } from "./support/tamper";

/*
 * The design editor (/instellingen/design, issue 15) with JavaScript, on the meedoen center (the no-JS journey
 * uses oldebroek): the preview shows a new primary colour before the public page does, saving publishes it, a
 * colour that is none is refused on blur and changes nothing, the analytics id loads gtag only after consent,
 * and the page passes axe in light and dark mode. One center's theme: the tests run one after another.
 */
test.describe.configure({ mode: "serial" });

const host = "meedoen.localhost";
/** The public home page as a visitor without a session gets it (a fresh browser context: *.localhost resolves there). */
async function publicHtml(browser: Browser) {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(hostUrl(host, "/"));
  const html = await page.content();
  await visitor.close();
  return html;
}
/** The theme's custom properties in a page's inline style (the nonce differs per response). */
const themeOf = (html: string) => html.match(/--(?:color|font|radius)-[a-z0-9-]+:[^;}]+/g) ?? [];

test("a new primary colour shows in the preview first and on the public page only after saving", async ({ page, browser }) => {
  expect(await publicHtml(browser)).not.toContain("--color-primary:#7c2d12");
  await signIn(page, "admin@meedoen.example", { host });
  await page.goto(hostUrl(host, "/instellingen/design"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Vormgeving" })).toBeVisible();

  await page.getByLabel("Hoofdkleur (optioneel)", { exact: true }).fill("#7c2d12");
  await page.getByLabel("Hoofdkleur (optioneel)", { exact: true }).blur();
  // The shade set follows the new base colour at once (500 is the base) and the contrast check stays green.
  await expect(page.getByRole("group", { name: "Tinten van Hoofdkleur" }).getByLabel("Tint 500 (optioneel)", { exact: true })).toHaveValue("#7c2d12");
  await expect(page.getByText("Alle kleurparen zijn goed leesbaar.")).toBeVisible();

  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  const frame = () => page.frame({ name: "design-preview" });
  await expect.poll(() => frame()?.url() ?? "").toContain("themePreview=");
  await expect.poll(async () => (await frame()?.content()) ?? "").toContain("--color-primary:#7c2d12");
  // Not saved yet: visitors still get the old theme.
  expect(await publicHtml(browser)).not.toContain("--color-primary:#7c2d12");

  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen")).toBeVisible();
  await expect(page.getByLabel("Hoofdkleur (optioneel)", { exact: true })).toHaveValue("#7c2d12");
  expect(await publicHtml(browser)).toContain("--color-primary:#7c2d12");
});

test("a colour that is not one is named when the field is left, and nothing changes", async ({ page, browser }) => {
  const before = await publicHtml(browser);
  await signIn(page, "center_superuser@meedoen.example", { host });
  await page.goto(hostUrl(host, "/instellingen/design"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const field = page.getByLabel("Achtergrondkleur (optioneel)", { exact: true });
  await field.fill("lichtgeel");
  await field.blur();
  await expect(page.getByText("Vul een kleur in als #rrggbb of #rgb, bijvoorbeeld #1d4ed8")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(field).toBeFocused();
  await expect(page.getByText("De vormgeving is opgeslagen")).toHaveCount(0);
  expect(themeOf(await publicHtml(browser))).toEqual(themeOf(before));
});

test("a preview with a colour that is none shows the error in the form, not in the frame, whoever finds it", async ({ page, browser }) => {
  const before = await publicHtml(browser);
  await signIn(page, "admin@meedoen.example", { host });
  await page.goto(hostUrl(host, "/instellingen/design"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const frame = () => page.frame({ name: "design-preview" })!;
  const primary = page.getByLabel("Hoofdkleur (optioneel)", { exact: true });
  // The browser's own check: the field in error gets the focus, no post.
  await primary.fill("rood");
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(primary).toBeFocused();
  await expect(page.getByText("Vul een kleur in als #rrggbb of #rgb, bijvoorbeeld #1d4ed8")).toBeVisible();
  expect(frame().url()).not.toContain("themePreview=");

  // What only the server finds (here a value changed on the way): the page comes back with the summary and the value.
  await primary.fill("#7c2d12");
  await primary.blur();
  await tamperPost(page, /\/instellingen\/design$/, (body) => body.set("primaryColor", "rood"));
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(primary).toHaveAttribute("aria-invalid", "true");
  await expect(primary).toHaveValue("rood");
  await expect.poll(() => page.frame({ name: "design-preview" })?.url()).toBe(hostUrl(host, "/"));
  await expect(frame().locator("form#design")).toHaveCount(0);
  expect(themeOf(await publicHtml(browser))).toEqual(themeOf(before));
});

test("the design page passes axe in light and dark mode", async ({ page }) => {
  await signIn(page, "admin@meedoen.example", { host });
  await page.goto(hostUrl(host, "/instellingen/design"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectAccessible(page);
});

test("the page is in English too, and a content manager gets 403", async ({ page }) => {
  await signIn(page, "center_superuser@meedoen.example", { host });
  await page.goto(hostUrl(host, "/en/instellingen/design"));
  await expect(page.getByRole("heading", { level: 2, name: "Design" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show preview" })).toBeVisible();
  // Leave the page first, so that nothing of it (the live-notification stream reconnecting without cookies, say)
  // runs beside the next step. Since decision 019 only answers that hand a token to a form set a CSRF cookie; this
  // step was the workaround for the race that rule fixed (f09f409).
  await page.goto("about:blank");
  await page.context().clearCookies();
  await signIn(page, "content_manager@meedoen.example", { host });
  const response = await page.goto(hostUrl(host, "/instellingen/design"));
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("button", { name: "Opslaan" })).toHaveCount(0);
});
