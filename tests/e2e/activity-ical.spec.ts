import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { scheduledActivity } from "./support/activity-calendar";
import { apiSession, uniqueTag } from "./support/manage";

/*
 * Issue 14, decision 043, with JavaScript: the activities overview for an organization (its activities, dates and
 * sign-up counts, quick links; axe), a 403 for a volunteer, and the private calendar feed page (axe, copy button).
 */

for (const colorScheme of ["light", "dark"] as const) {
  test(`an organization sees its activities with their dates and sign-ups on the overview, which is accessible in ${colorScheme} mode`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme });
    const tag = uniqueTag();
    const title = `Kookclub ${tag}`;
    const api = await apiSession(request, "organization_superuser@demo.example");
    // Wednesdays in June 2031, two places each; four dates, the overview shows the first three.
    const vacancy = await scheduledActivity(api, { title, city: "Vaassen" }, { capacity: 2, rule: { frequency: "regularly", weekdays: [3], interval: 1, start_date: "2031-06-01", until_date: "2031-06-30", start_time: "18:00", end_time: "20:00", exceptions: [] } });
    const { data: occurrences } = await api.call<{ data: Array<{ id: string }> }>("GET", `/api/v1/vacancies/${vacancy.id}/activity_occurrences`);
    for (const name of ["Ans", "Bram", "Cor"]) {
      await request.post(`/api/v1/activity_occurrences/${occurrences[0]!.id}/signups`, {
        data: { data: { type: "activity_signups", attributes: { name, email: `${name.toLowerCase()}-${tag}@example.org` } } },
      });
    }

    await signIn(page, "organization_superuser@demo.example");
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Zijbalk" }).getByRole("link", { name: "Overzicht activiteiten" }).click();
    await expect(page).toHaveURL(/\/activiteitenkalender\/overzicht$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overzicht activiteiten" })).toBeVisible();
    // Sorted by title over pages of ten: find ours on whichever page it is.
    let card = page.getByTestId("overview-activity").filter({ has: page.getByRole("heading", { name: title }) });
    while ((await card.count()) === 0) {
      await page.getByRole("link", { name: "Volgende" }).click();
      card = page.getByTestId("overview-activity").filter({ has: page.getByRole("heading", { name: title }) });
    }
    const rows = card.getByTestId("overview-occurrence");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText("18:00–20:00");
    await expect(rows.first()).toContainText("2 van 2 · vol");
    await expect(rows.first().getByRole("cell").last()).toHaveText("1");
    await expect(card.getByText("En nog 1 komende datum")).toBeVisible();
    await expect(card.getByRole("link", { name: "Rooster bewerken" })).toHaveAttribute("href", `/vacancies/${vacancy.id}/rooster`);
    await expect(card.getByRole("link", { name: "Deelnemers" })).toHaveAttribute("href", `/vacancies/${vacancy.id}/deelnemers`);
    await expect(card.getByRole("link", { name: "Bekijken" })).toHaveAttribute("href", `/vacancies/${vacancy.id}`);
    await expectAccessible(page);
  });
}

test("a volunteer may not open the overview", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  const response = await page.goto("/activiteitenkalender/overzicht");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("navigation", { name: "Zijbalk" }).getByRole("link", { name: "Overzicht activiteiten" })).toHaveCount(0);
});

test("the calendar feed page is accessible, shows a new address once and copies it", async ({ page, context }) => {
  test.slow(); // three full axe runs
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "student@demo.example");
  await page.goto("/profile-edit/agenda");
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 2, name: "Agenda-koppeling" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Maak mijn agenda-adres" }).click();
  const field = page.getByLabel("Adres van je persoonlijke agenda");
  await expect(field).toHaveValue(/\/activiteitenkalender\/mijn\/[A-Za-z0-9_-]{32}\/agenda\.ics$/);
  await expectAccessible(page);
  await page.getByTestId("feed-address").getByRole("button", { name: "Kopiëren" }).click();
  await expect(page.getByTestId("feed-address").getByRole("status")).toHaveText("Gekopieerd");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
  // Renewing asks first and gives another address.
  const first = await field.inputValue();
  await page.goto("/profile-edit/agenda");
  await page.getByRole("link", { name: "Nieuw adres maken" }).click();
  await expect(page.getByRole("heading", { name: "Nieuw agenda-adres maken?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Ja, maak een nieuw adres" }).click();
  await expect(page.getByRole("heading", { name: "Je nieuwe agenda-adres" })).toBeVisible();
  await expect(page.getByLabel("Adres van je persoonlijke agenda")).not.toHaveValue(first);
});
