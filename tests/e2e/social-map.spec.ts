import { expect, expectAccessible, test } from "./support/fixtures";

/* The social map with JavaScript: a maplibre-gl map with (clustered) markers over the same list. */

const SEEDED = "Stichting Buurtkracht Apeldoorn";

test("the map renders with a marker per organization; a marker opens its details", async ({ page }) => {
  // WebGL in a software-rendered headless browser: map tiles and markers get a budget of their own.
  test.slow();
  await page.goto("/sociale-kaart");
  const map = page.getByRole("region", { name: "Kaart met organisaties" });
  await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 20_000 });
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible();
  const markers = Number(await map.getAttribute("data-marker-count"));
  const clusters = Number(await map.getAttribute("data-cluster-count"));
  expect(markers + clusters).toBeGreaterThan(0);

  const marker = map.getByRole("button", { name: SEEDED });
  await expect(marker).toBeVisible();
  await marker.click();
  const details = map.getByRole("link", { name: "Bekijk details" });
  await expect(details).toBeVisible();
  await expect(details).toHaveAttribute("href", /^\/sociale-kaart\/[0-9a-f-]{36}$/);
  // The list is there too, for screen readers and without the map.
  await expect(page.getByRole("region", { name: "Organisaties" }).getByRole("link", { name: SEEDED })).toBeVisible();
  await expectAccessible(page);

  // The filters work with JavaScript too (a GET form), and the map follows them.
  await page.getByLabel("Soort organisatie").selectOption({ label: "Sport en bewegen" });
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page.getByText("Er zijn geen organisaties gevonden")).toBeVisible();
  await expect(map).toHaveAttribute("data-marker-count", "0");
  await page.goBack();
  await expect(map.getByRole("button", { name: SEEDED })).toBeVisible();
  await map.getByRole("button", { name: SEEDED }).click();
  await details.click();
  await expect(page.getByRole("heading", { level: 1, name: SEEDED })).toBeVisible();
  const small = page.getByRole("region", { name: `Kaart met de locatie van ${SEEDED}` });
  await expect(small).toHaveAttribute("data-map-state", "ready", { timeout: 20_000 });
  await expect(small).toHaveAttribute("data-marker-count", "1");
  await expectAccessible(page);
});
