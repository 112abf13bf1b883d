import { expect, test } from "./support/fixtures";

/* The social map without JavaScript: the list is the view, with filters and links to each organization. */

const SEEDED = "Stichting Buurtkracht Apeldoorn";

test("the social map lists the center's organizations, filters them and links to each", async ({ page }) => {
  await page.goto("/sociale-kaart");
  await expect(page.getByRole("heading", { level: 1, name: "Sociale kaart" })).toBeVisible();
  await expect(page.getByText("Hier vind je een overzicht van alle organisaties.")).toBeVisible();
  // No map without JavaScript: the list is the whole view.
  await expect(page.getByRole("region", { name: "Kaart met organisaties" })).toHaveCount(0);
  const list = page.getByRole("region", { name: "Organisaties" });
  const link = list.getByRole("link", { name: SEEDED });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", /^\/sociale-kaart\/[0-9a-f-]{36}$/);
  // Pending and other centers' organizations are not on the map.
  await expect(list.getByText("Voedselbank Apeldoorn")).toHaveCount(0);
  await expect(list.getByText("Stichting Buurtkracht Deventer")).toHaveCount(0);

  await page.getByLabel("Soort organisatie").selectOption({ label: "Sport en bewegen" });
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/type=2/);
  await expect(list.getByRole("link", { name: SEEDED })).toHaveCount(0);

  await page.getByLabel("Soort organisatie").selectOption({ label: "Zorg en welzijn" });
  await page.getByLabel("Activiteit", { exact: true }).selectOption({ label: "Vervoer" });
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(list.getByRole("link", { name: SEEDED })).toBeVisible();
  await expect(page.getByLabel("Activiteit", { exact: true })).toHaveValue("2");

  await page.getByRole("link", { name: "Filters wissen" }).click();
  await list.getByRole("link", { name: SEEDED }).click();
  await expect(page).toHaveURL(/\/sociale-kaart\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: SEEDED })).toBeVisible();
  await expect(page.getByText("Zorg en welzijn").first()).toBeVisible();
  await expect(page.getByText("Maatje en bezoek, Vervoer")).toBeVisible();
  await expect(page.getByText("Dorpsstraat 10")).toBeVisible();
  await page.getByRole("link", { name: "Terug naar de sociale kaart" }).click();
  await expect(page).toHaveURL(/\/sociale-kaart$/);
});

test("an organization that is not on the map is not found", async ({ page }) => {
  const response = await page.goto(`/sociale-kaart/${crypto.randomUUID()}`);
  expect(response?.status()).toBe(404);
});
