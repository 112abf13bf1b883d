import { exampleBlockList } from "~/modules/content/examples";
import { expect, expectAccessible, test } from "./support/fixtures";
import { apiSession, uniqueTag } from "./support/manage";

// Content pages (issue 12): a page that shows all 19 block types passes axe (WCAG 2.2 AA) in light and dark.

test("a page of all 19 block types is accessible in light and in dark mode", async ({ page, request }) => {
  const slug = `axe-${uniqueTag().toLowerCase()}`;
  const api = await apiSession(request, "content_manager@demo.example");
  await api.call("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title: "Alle blokken", slug, is_published: true, blocks: exampleBlockList() } } });

  await page.goto(`/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alle blokken");
  await expectAccessible(page);

  // The visitor's system prefers dark (the colour mode follows the system by default).
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`/${slug}`);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alle blokken");
  await expectAccessible(page);
});
