import { expect, expectAccessible, hostUrl, signIn, test } from "./support/fixtures";
import { apiSession, uniqueTag } from "./support/manage";
import { activeUser } from "./support/users";

// The volunteer pool's pages (issue 14) pass axe: the volunteer's profile form and the pool with its filters.

for (const colorScheme of ["light", "dark"] as const) {
  test(`the volunteer profile form is accessible in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page, "volunteer@demo.example");
    await page.goto("/profile-edit/vrijwilligersprofiel");
    await expect(page.getByRole("heading", { name: "Vrijwilligersprofiel" })).toBeVisible();
    await expectAccessible(page);
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the volunteer pool is accessible, with results and empty in ${colorScheme} mode`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme });
    // A volunteer of the test's own in the pool, so the page has a result to check.
    const tag = uniqueTag();
    const volunteer = await activeUser(request, { firstName: "Axel", lastName: `Pool ${tag}` });
    const session = await apiSession(request, volunteer.email);
    await session.call("PATCH", "/api/v1/volunteer_profile", {
      data: { type: "volunteer_profiles", attributes: { opted_in: true, skills: [`Axe${tag}`], availability: ["mon_evening"], postcode: "7311 AA", about: "Ik help graag." } },
    });
    await signIn(page, "admin@demo.example");
    await page.goto("/dashboard");
    // The sidebar links to the pool where the tenant has volunteer profiles.
    await page.getByRole("navigation", { name: "Zijbalk" }).getByRole("link", { name: "Vrijwilligerspool" }).click();
    await expect(page).toHaveURL(/\/vrijwilligerspool$/);
    await page.goto(`/vrijwilligerspool?skill=Axe${tag}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerspool");
    await expect(page.getByTestId("pool-results")).toContainText(`Axel Pool ${tag}`);
    await expectAccessible(page);
    // The page's small text links are targets of at least 24 × 24 CSS px (WCAG 2.2 2.5.8).
    for (const link of [page.getByRole("link", { name: `Stuur Axel Pool ${tag} een bericht` }), page.getByRole("link", { name: "Alle filters wissen" })]) {
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(24);
      expect(box?.width).toBeGreaterThanOrEqual(24);
    }
    await page.goto("/vrijwilligerspool?q=zqnothingmatchesthis");
    await expect(page.getByText("Geen vrijwilligers gevonden")).toBeVisible();
    await expectAccessible(page);
  });
}

test("with JavaScript too, a select given a value it does not offer is marked invalid and described by the alert", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/vrijwilligerspool?availability=garbage");
  const availability = page.getByLabel("Beschikbaar", { exact: true });
  await expect(availability).toHaveAttribute("aria-invalid", "true");
  await expect(availability).toHaveAccessibleDescription("Beschikbaar – Dit veld is niet geldig");
  await expect(page.getByLabel("Afstand", { exact: true })).not.toHaveAttribute("aria-invalid");
  await expectAccessible(page);
  // Choosing a day part it offers and searching again clears the mark.
  await availability.selectOption({ label: "Maandagavond" });
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/availability=mon_evening/);
  await expect(availability).not.toHaveAttribute("aria-invalid");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/vrijwilligers? gevonden/);
});

test("the volunteer pool is not there where the tenant has no volunteer profiles", async ({ page }) => {
  await signIn(page, "admin@meedoen.example", { host: "meedoen.localhost" });
  await expect(page.getByRole("navigation", { name: "Zijbalk" }).getByRole("link", { name: "Vrijwilligerspool" })).toHaveCount(0);
  const response = await page.goto(hostUrl("meedoen.localhost", "/vrijwilligerspool"));
  expect(response?.status()).toBe(404);
});
