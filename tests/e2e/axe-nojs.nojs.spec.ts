import type { Page } from "@playwright/test";
import { expect, noJsViolations, test, withNoJsCopy } from "./support/fixtures";

// The no-JS axe scan (expectAccessibleNoJs) itself: it must see what a visitor without JavaScript sees, and fail on it.

test("the no-JS axe scan reads the page without its scripts, with its noscript content, and reports violations and stylesheets that did not load", async ({
  page,
}) => {
  // A page of this site's origin (the scan opens its copy at the same URL) that only this browser context gets.
  await page.route("**/axe-zelftest", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html lang="nl"><head><title>Zelftest</title><link rel="stylesheet" href="/assets/bestaat-niet.css"></head>
<body><main><h1>Zelftest</h1>
<noscript><input id="zonder-label"></noscript>
<p id="te-licht" style="color:#ccc;background:#fff">Te licht</p>
<script>document.querySelector("main").remove()</script>
<script type="module">document.body.replaceChildren()</script>
</main></body></html>`,
    }),
  );
  // Its stylesheet is there for this page; the scan's copy asks the server for it, which has none.
  await page.route("**/assets/bestaat-niet.css", (route) => route.fulfill({ contentType: "text/css", body: "" }));
  await page.goto("/axe-zelftest");
  await expect(page.getByRole("heading", { name: "Zelftest" })).toBeVisible();

  const violations = await noJsViolations(page);
  // If the page's scripts had run, main would be gone and nothing reported; if noscript were text, the input would be.
  expect(violations).toEqual([
    expect.stringMatching(/^stylesheet not loaded: http:\/\/localhost:\d+\/assets\/bestaat-niet\.css /),
    "color-contrast: #te-licht",
    "label: #zonder-label",
  ]);
});

async function languageAndScheme(copy: Page) {
  return copy.evaluate(() => ({ language: navigator.language, dark: matchMedia("(prefers-color-scheme: dark)").matches }));
}

test("the no-JS axe scan's copy has the project's language and colour scheme", async ({ page }) => {
  await page.route("**/axe-zelftest", (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: zelftestPage }));
  await page.goto("/axe-zelftest");
  expect(await withNoJsCopy(page, languageAndScheme)).toEqual({ language: "nl-NL", dark: false });
});

test.describe("an English page in dark mode", () => {
  test.use({ locale: "en-GB", colorScheme: "dark" });

  test("the no-JS axe scan's copy has the page's language and colour scheme, and sees its dark-mode contrast", async ({ page }) => {
    await page.route("**/en/axe-selftest", (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: selftestPage }));
    await page.goto("/en/axe-selftest");
    await expect(page.getByRole("heading", { name: "Self-test" })).toBeVisible();

    expect(await withNoJsCopy(page, languageAndScheme)).toEqual({ language: "en-GB", dark: true });
    // The paragraph is too light only in dark mode.
    expect(await noJsViolations(page)).toEqual(["color-contrast: #too-dark"]);
    // Passed in, the options win over the context's.
    expect(await withNoJsCopy(page, languageAndScheme, { locale: "de-DE", colorScheme: "light" })).toEqual({ language: "de-DE", dark: false });
  });
});

const zelftestPage = `<!doctype html><html lang="nl"><head><title>Zelftest</title></head><body><main><h1>Zelftest</h1></main></body></html>`;
const selftestPage = `<!doctype html><html lang="en"><head><title>Self-test</title>
<style>#too-dark{color:#000;background:#fff} @media (prefers-color-scheme: dark){#too-dark{color:#333;background:#000}}</style></head>
<body><main><h1>Self-test</h1><p id="too-dark">Too dark in dark mode</p></main></body></html>`;
