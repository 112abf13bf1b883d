import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

// The analytics' charts on a phone (375 px): their words — a bar's label and value, the scale's ends, the first and
// last day — are readable, at least 12 px as rendered. An SVG's text shrinks with the drawing (about 6 px there).

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

/** Today's date in Amsterdam, as the rollup notes the vacancies per status. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

/** Every piece of text drawn in the page's charts, with its font size and height as rendered (an SVG's scale applied). */
function chartWords(page: Page) {
  return page.locator("[data-chart]").evaluateAll((charts) =>
    charts.flatMap((chart) =>
      [...chart.querySelectorAll("*")]
        .filter((element) => element.children.length === 0 && element.textContent?.trim() && element.getClientRects().length > 0)
        .filter((element) => !["title", "desc"].includes(element.localName))
        .map((element) => {
          const matrix = element instanceof SVGGraphicsElement ? element.getScreenCTM() : null;
          const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
          return {
            chart: chart.getAttribute("data-chart"),
            text: element.textContent!.trim(),
            fontSize: parseFloat(getComputedStyle(element).fontSize) * scale,
            height: element.getBoundingClientRect().height,
          };
        }),
    ),
  );
}

test("on a phone, the analytics charts' labels and axis ends are at least 12 px", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/dashboard");
  // The rollup job notes today's vacancies per status shortly after the server starts: reload until the status
  // chart (the line chart) has a point.
  await expect
    .poll(async () => {
      await page.goto("/analytics?preset=thisYear");
      return page.getByRole("table", { name: "Vacatures per status" }).getByRole("rowheader", { name: today() }).count();
    })
    .toBe(1);
  await expect(page.getByRole("img", { name: "Vacatures per status door de tijd" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Van weergave naar acceptatie" })).toBeVisible();

  const words = await chartWords(page);
  // The funnel's three labels and values, the status chart's scale and its day.
  expect(words.filter((word) => word.chart === "bar").map((word) => word.text)).toEqual(expect.arrayContaining(["Weergaven", "Reacties", "Geaccepteerd"]));
  const line = words.filter((word) => word.chart === "line").map((word) => word.text);
  expect(line).toContain("0");
  expect(line.some((text) => /^\d{4}-\d{2}-\d{2}$/.test(text))).toBe(true);
  for (const word of words) {
    expect(word.fontSize, `"${word.text}" in the ${word.chart} chart`).toBeGreaterThanOrEqual(12);
    expect(word.height, `"${word.text}" in the ${word.chart} chart`).toBeGreaterThanOrEqual(12);
  }
  // The charts fit the phone: nothing wider than the screen.
  for (const box of await page.locator("[data-chart]").evaluateAll((charts) => charts.map((chart) => chart.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(375);
  }
});
