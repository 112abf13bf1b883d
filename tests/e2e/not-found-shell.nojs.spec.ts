import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

// A page that is not there (an unmatched path, a vacancy that does not exist) is answered 404 inside the center's own
// shell: its header with the logo and menu, the footer, and the ways on — home and the vacancy bank — for visitors and
// signed-in users, in Dutch and English, without JavaScript.

const CENTER = "Vrijwilligerscentrale Demo";

const WORDS = {
  nl: { title: "Pagina niet gevonden", menu: "Hoofdmenu", home: "Terug naar de startpagina", bank: "Zoek in de vacaturebank", homePath: "/", bankPath: "/vacancies/search" },
  en: { title: "Page not found", menu: "Main menu", home: "Back to home", bank: "Search the vacancy bank", homePath: "/en", bankPath: "/en/vacancies/search" },
} as const;

async function expectNotFoundInShell(page: Page, path: string, language: "nl" | "en") {
  const words = WORDS[language];
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: CENTER })).toBeVisible();
  await expect(banner.getByRole("navigation", { name: words.menu })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toHaveCount(1);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(words.title);
  await expect(main.getByRole("link", { name: words.home, exact: true })).toHaveAttribute("href", words.homePath);
  await expect(main.getByRole("link", { name: words.bank, exact: true })).toHaveAttribute("href", words.bankPath);
}

test.use({ javaScriptEnabled: false });

test("a visitor on a page that is not there keeps the center's header, menu and footer, and the ways home and to the bank, nl and en", async ({ page }) => {
  await expectNotFoundInShell(page, "/does-not-exist", "nl");
  await expectNotFoundInShell(page, "/bestaat/niet", "nl");
  await expectNotFoundInShell(page, "/en/does-not-exist", "en");
  await expectNotFoundInShell(page, "/vacancies/999999999", "nl");
  await expectNotFoundInShell(page, "/en/vacancies/999999999", "en");
  // The way on works: the vacancy bank opens.
  await page.getByRole("main").getByRole("link", { name: WORDS.en.bank, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/vacancies\/search$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a signed-in user on a page that is not there keeps the shell with their own way to the dashboard", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  for (const [path, language, dashboard] of [
    ["/bestaat/niet", "nl", "Dashboard"],
    ["/en/does/not/exist", "en", "Dashboard"],
  ] as const) {
    await expectNotFoundInShell(page, path, language);
    await expect(page.getByRole("banner").getByRole("link", { name: dashboard })).toBeVisible();
  }
});
