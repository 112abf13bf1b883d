import { expect, signIn, test } from "./support/fixtures";

// Staff pages on a phone (375 px): a wide table scrolls within its own box and a form's fieldsets shrink with the
// screen, so the page itself never scrolls sideways, in Dutch and in English.

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
  "/activiteitenkalender/overzicht",
  "/vrijwilligerspool",
  "/analytics",
  "/dashboard",
  "/admin/data-viewer",
];

test("an admin's staff pages fit a phone's width", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  const tooWide: string[] = [];
  for (const path of PAGES) {
    for (const prefix of ["", "/en"]) {
      await page.goto(prefix + path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) tooWide.push(`${prefix}${path}: ${width}px`);
    }
  }
  expect(tooWide).toEqual([]);
});
