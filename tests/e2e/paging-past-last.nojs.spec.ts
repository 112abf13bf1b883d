import { expect, test } from "./support/fixtures";

// An old link past a list's last page (the list has shrunk since) says so and leads back to the last page, instead of
// an empty page that claims there is nothing, or whose "Vorige" leads to another empty page.

test("the vacancy bank past its last page leads back to the results", async ({ page }) => {
  await page.goto("/vacancies/search?q=fietsen&page=9");
  const paging = page.getByRole("navigation", { name: "Paginering" });
  await expect(paging).toContainText("Deze pagina is leeg: de lijst is korter.");
  await paging.getByRole("link", { name: "Vorige" }).click();
  await expect(page).toHaveURL(/[?&]q=fietsen/);
  await expect(page.getByRole("link", { name: "Fietsmaatje voor ouderen" }).first()).toBeVisible();
});

test("news past its last page does not say there is no news, in Dutch and in English", async ({ page }) => {
  await page.goto("/nieuws?page=99");
  await expect(page.getByText("Er is nog geen nieuws.")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Vorige" }).click();
  await expect(page.getByRole("link", { name: "Nieuwe vacaturebank online" })).toBeVisible();

  await page.goto("/en/nieuws?page=99");
  const paging = page.getByRole("navigation", { name: "Pagination" });
  await expect(paging).toContainText("This page is empty: the list is shorter.");
  await paging.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/en\/nieuws/);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
});

test("the activity calendar and neighbour help past their last page lead back to their items", async ({ page }) => {
  await page.goto("/activiteitenkalender?page=99");
  await expect(page.getByText("Er zijn geen activiteiten gevonden")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Vorige" }).click();
  await expect(page.getByTestId("calendar-occurrence").first()).toBeVisible();

  await page.goto("/een-op-een-hulp?page=99");
  await expect(page.getByText("Geen berichten gevonden")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Vorige" }).click();
  await expect(page.getByTestId("help-results").getByRole("listitem").first()).toBeVisible();
});
