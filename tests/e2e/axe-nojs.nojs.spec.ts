import { expect, noJsViolations, test } from "./support/fixtures";

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
