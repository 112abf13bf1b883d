import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { stopTime } from "./support/clock";
import { holdScripts } from "./support/scripts";

/*
 * Toasts, loading bar, unsaved-changes guard and relative time (spec §3, §4,
 * §9) on their demonstration page of the developer gallery, /test/toaster
 * (admins only in production).
 */

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin@demo.example");
});

/** A toast by the whole text of its title or message. */
const toastOf = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /^(Meldingen|Notifications)$/ })
    .locator("[role=status], [role=alert]")
    .filter({ has: page.getByText(text, { exact: true }) });

/** The first click may come before hydration: retry it until the toast shows. */
async function raise(page: Page, button: string, title: string): Promise<Locator> {
  const toast = toastOf(page, title);
  await expect(async () => {
    if ((await toast.count()) === 0) await page.getByRole("button", { name: button, exact: true }).click();
    await expect(toast).toHaveCount(1, { timeout: 500 });
  }).toPass();
  return toast;
}

/** The form's guard watches from hydration on: wait for the page to be interactive first. */
async function interactive(page: Page) {
  await raise(page, "Neutraal", "Melding");
}

async function progressWidth(toast: Locator): Promise<number> {
  return (await toast.locator("[data-toast-progress]").boundingBox())?.width ?? 0;
}

test("a toast counts down, pauses while hovered and leaves after the remaining time", async ({ page }) => {
  await page.clock.install();
  await page.goto("/test/toaster");
  await page.mouse.move(0, 0);
  // Time stands still before the toast is raised: none of its 5 s pass while the machine is busy.
  await stopTime(page);
  const toast = await raise(page, "Succes", "Gelukt");
  await expect(toast).toHaveAttribute("aria-live", "polite");
  await expect(toast).toContainText("Dit is een voorbeeldmelding.");

  const first = await progressWidth(toast);
  await page.clock.runFor(1000);
  await expect.poll(() => progressWidth(toast)).toBeGreaterThan(first);

  await toast.hover();
  const paused = await progressWidth(toast);
  // Well past the 5 s duration: still there while the pointer rests on it, the bar where it stopped.
  await page.clock.runFor(6000);
  await expect(toast).toBeVisible();
  expect(Math.abs((await progressWidth(toast)) - paused)).toBeLessThan(2);

  await page.mouse.move(0, 0);
  // It resumes where it paused (the remaining time), not from the start: gone after the rest of 5 s.
  await page.clock.runFor(1000);
  await expect(toast).toBeVisible();
  expect(await progressWidth(toast)).toBeGreaterThanOrEqual(paused - 1);
  await page.clock.runFor(5000);
  await expect(toast).toBeHidden();
});

test("a toast closes with its close button, by keyboard too; a sticky one waits for it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/test/toaster");
  const sticky = await raise(page, "Blijvende melding", "Deze melding blijft staan tot je hem sluit.");
  await expect(sticky.locator("[data-toast-progress]")).toHaveCount(0);
  await page.clock.runFor(6000);
  await expect(sticky).toBeVisible();
  await sticky.getByRole("button", { name: "Melding sluiten" }).focus();
  await page.keyboard.press("Enter");
  await expect(sticky).toHaveCount(0);

  const info = await raise(page, "Informatie", "Informatie");
  await info.getByRole("button", { name: "Melding sluiten" }).click();
  await expect(info).toHaveCount(0);
});

test("an error toast is an assertive alert; titles follow the colour; the page passes axe with toasts", async ({ page }) => {
  await page.goto("/test/toaster");
  await raise(page, "Blijvende melding", "Informatie");
  await raise(page, "Waarschuwing", "Waarschuwing");
  const error = await raise(page, "Fout", "Fout");
  await expect(error).toHaveAttribute("role", "alert");
  await expect(error).toHaveAttribute("aria-live", "assertive");
  await raise(page, "Melding", "Melding");
  await expectAccessible(page);
});

test("titles are English under /en", async ({ page }) => {
  await page.goto("/en/test/toaster");
  const toast = await raise(page, "Success", "Success");
  await expect(toast).toContainText("This is an example notification.");
  await expect(page.locator("time").first()).toHaveText("just now");
});

test("a toast rendered by the server counts down once the page is interactive", async ({ page }) => {
  await page.clock.install();
  await page.goto("/test/toaster");
  // A full page load after the redirect: the flash toast is in the server's HTML.
  await page.getByLabel("Kleur", { exact: true }).selectOption({ label: "Fout" });
  await page.getByRole("button", { name: "Melding na doorsturen tonen" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Fout" });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("button", { name: "Melding sluiten" })).toBeVisible();
  // Its 5 seconds on the page's clock, however long the machine takes.
  await page.clock.runFor(6000);
  await expect(toast).toBeHidden();
});

test("the loading bar shows during a slow navigation and is gone after", async ({ page }) => {
  await page.goto("/test/toaster");
  // Before hydration the link is a full page load, which shows no loading bar: wait for the hydrated marker.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const bar = page.getByRole("progressbar", { name: "Pagina wordt geladen" });
  await expect(bar).toHaveCount(0);
  await page.getByRole("link", { name: "Naar een trage pagina" }).click();
  await expect(bar).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trage pagina");
  await expect(bar).toHaveCount(0);
});

test("leaving a changed form asks first: Stay keeps the page, Leave goes", async ({ page }) => {
  await page.goto("/test/toaster");
  await interactive(page);
  await page.getByLabel("Naam").fill("Anne");
  const leave = page.getByRole("link", { name: "Naar de startpagina" });
  const dialog = page.getByRole("dialog", { name: "Niet-opgeslagen wijzigingen" });

  // By keyboard: staying (Escape) puts the focus back on the link that asked, not on the page's start (WCAG 2.4.3).
  await leave.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Je hebt niet-opgeslagen wijzigingen. Weet je zeker dat je deze pagina wilt verlaten?");
  await expect(dialog.getByRole("button", { name: "Blijven" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/test\/toaster$/);
  await expect(leave).toBeFocused();

  await leave.click();
  await dialog.getByRole("button", { name: "Blijven" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/test\/toaster$/);
  await expect(leave).toBeFocused();
  await expect(page.getByLabel("Naam")).toHaveValue("Anne");

  await leave.click();
  await dialog.getByRole("button", { name: "Pagina verlaten" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a saved form leaves without asking; an unchanged one too", async ({ page }) => {
  await page.goto("/test/toaster");
  await interactive(page);
  await page.getByLabel("Naam").fill("Anne");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(toastOf(page, "De wijzigingen zijn opgeslagen.")).toBeVisible();
  await expect(page.getByLabel("Naam")).toHaveValue("Anne");
  // The saved values became the baseline (after the router went idle again).
  await expect(page.locator("form", { has: page.getByLabel("Naam") })).toHaveAttribute("data-dirty", "false");
  await page.getByRole("link", { name: "Naar de startpagina" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/test/toaster");
  await interactive(page);
  await page.getByLabel("Naam").fill("Anne");
  await page.getByLabel("Naam").fill("");
  await page.getByRole("link", { name: "Naar de startpagina" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("what was typed before the page became interactive counts as a change (issue 17)", async ({ page }) => {
  // The page's scripts are held back until the field is filled: typing on a slow connection.
  const { release } = await holdScripts(page);
  await page.goto("/test/toaster", { waitUntil: "commit" });
  await page.getByLabel("Naam").fill("Anne");
  await expect(page.locator("form[data-dirty]", { has: page.getByLabel("Naam") })).toHaveAttribute("data-dirty", "false");
  release();
  await expect(page.locator("form[data-dirty]", { has: page.getByLabel("Naam") })).toHaveAttribute("data-dirty", "true");
  await page.getByRole("link", { name: "Naar de startpagina" }).click();
  await expect(page.getByRole("dialog", { name: "Niet-opgeslagen wijzigingen" })).toBeVisible();
  await expect(page.getByLabel("Naam")).toHaveValue("Anne");
});

test("closing the tab with unsaved changes asks the browser's question", async ({ page }) => {
  await page.goto("/test/toaster");
  await interactive(page);
  await page.getByLabel("Naam").fill("Anne");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();
});

test("relative time: 'zojuist' for now, the full date in the tooltip, and it moves on with time", async ({ page }) => {
  await page.clock.install();
  await page.goto("/test/toaster");
  const times = page.locator("main time");
  await expect(times.first()).toHaveText("zojuist");
  // It refreshes itself (every 30 s) once hydrated: a few minutes on the page's clock later it says so.
  await expect(times.first()).toHaveAttribute("data-live", "true");
  await page.clock.runFor(3 * 60_000);
  await expect(times.first()).toHaveText(/minuten geleden$/);
  await expect(times.first()).toHaveAttribute("title", /\d{4}/);
  await expect(times.nth(1)).toHaveText("gisteren");
});
