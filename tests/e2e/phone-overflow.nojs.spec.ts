import { expect, signIn, test } from "./support/fixtures";
import type { Page } from "@playwright/test";

// Staff pages on a phone (375 px): a wide table scrolls within its own box (TableScroller: a labelled region the
// keyboard scrolls) and a form's fieldsets and selects shrink with the screen, so the page itself never scrolls
// sideways, in Dutch and in English.

test.use({ viewport: { width: 375, height: 740 } });

const PAGES = [
  "/een-op-een-hulp/beoordelen",
  "/analytics/index-2",
  "/instellingen/design",
  "/content/stock-images",
  "/admin/data-viewer?table=users",
  "/content",
  "/instellingen",
  "/instellingen/footer",
  "/notification_templates",
  "/conversations",
  "/activiteitenkalender",
  "/activiteitenkalender?view=month",
  "/activiteitenkalender/overzicht",
  "/vrijwilligerspool",
  "/analytics",
  "/dashboard",
  "/admin/data-viewer",
];

// One test per page (each in Dutch and English), not one walk of them all: the two workers share the pages out.
for (const path of PAGES) {
  test(`an admin's staff page ${path} fits a phone's width`, async ({ page }) => {
    await signIn(page, "admin@demo.example");
    expect(await pagesWiderThanPhone(page, [path])).toEqual([]);
  });
}

test("an admin's page editors fit a phone's width", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  // The page editors of the pages on /content: the palette's "after block n: type" choices are their widest part.
  await page.goto("/content");
  const editors = await page.locator('a[href^="/content/"][href$="/edit"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(editors.length).toBeGreaterThan(0);
  expect(await pagesWiderThanPhone(page, editors)).toEqual([]);
});

test("the activity calendar's month grid and the overview's date tables scroll in a region of their own, by keyboard too", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/activiteitenkalender?view=month");
  // The grid keeps seven readable columns: wider than the phone, it scrolls inside its region named by the month.
  const month = (await page.locator("#calendar-month").textContent())!;
  const grid = page.getByRole("region", { name: month });
  await expect(grid.getByRole("table", { name: month })).toBeVisible();
  const { scrollWidth, clientWidth } = await grid.evaluate((region) => ({ scrollWidth: region.scrollWidth, clientWidth: region.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await grid.focus();
  await expect(grid).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => grid.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto("/activiteitenkalender/overzicht");
  const tables = page.getByRole("table", { name: /^Komende datums van/ });
  await expect(tables).not.toHaveCount(0);
  for (const table of await tables.all()) {
    const name = (await table.locator("caption").textContent())!;
    await expect(page.getByRole("region", { name, exact: true })).toHaveAttribute("tabindex", "0");
  }
});

test("an organization user's bulk edit and e-mail settings fit a phone's width", async ({ page }) => {
  // Their bulk edit's contact person is a select of full names with e-mail addresses (a center's is a search field),
  // and their e-mail address is long: neither may widen the page.
  await signIn(page, "organization_superuser@demo.example");
  expect(await pagesWiderThanPhone(page, ["/vacancies/bulk-edit", "/profile-edit/email"])).toEqual([]);
});

test("the vacancy bank's search fields stay inside their box on a phone", async ({ page }) => {
  // Its widest organization in the select sized the form's one column: every field stuck out over the box's edge.
  for (const path of ["/vacancies/search", "/en/vacancies/search"]) {
    await page.goto(path);
    const form = page.getByRole("search");
    await expect(form).toBeVisible();
    const outside = await form.evaluate((box) => {
      const inner = box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).borderRightWidth);
      return Array.from(box.querySelectorAll("input, select")).flatMap((control) => {
        const { right, width } = control.getBoundingClientRect();
        return width > 0 && right > inner ? [`${control.getAttribute("name")}: ${Math.round(right - inner)}px`] : [];
      });
    });
    expect(outside, path).toEqual([]);
  }
});

/** The pages, in Dutch and under /en, that are wider than the phone's 375 px, with their width. */
async function pagesWiderThanPhone(page: Page, paths: string[]): Promise<string[]> {
  const tooWide: string[] = [];
  for (const path of paths) {
    for (const prefix of ["", "/en"]) {
      await page.goto(prefix + path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) tooWide.push(`${prefix}${path}: ${width}px`);
    }
  }
  return tooWide;
}
