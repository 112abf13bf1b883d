import { expect, expectAccessible, expectHydrated, signIn, test } from "./support/fixtures";
import { calendarDateForm, calendarDateMessages, sendEndBeforeToday } from "./support/activity-calendar";
import { apiSession, uniqueTag } from "./support/manage";

/* /activiteitenkalender with JavaScript (issue 14): the list and the month grid pass axe (WCAG 2.2 AA). */

test("the activity calendar's list and month view are accessible", async ({ page }) => {
  await page.goto("/activiteitenkalender");
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Maand" }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.getByRole("link", { name: "Volgende maand" })).toBeVisible();
  await expectAccessible(page);
});

test("dates the list cannot use are said at their fields with JavaScript too, accessibly", async ({ page }) => {
  const { said, from, to, show } = calendarDateForm(page);
  await page.goto("/activiteitenkalender");
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  await from.fill("2031-03-10");
  await to.fill("2031-03-01");
  await show.click();
  await expect(page).toHaveURL(/from=2031-03-10&to=2031-03-01/);
  await expect(said).toBeVisible();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription("De einddatum ligt vóór de begindatum. Kies een einddatum op of na de begindatum.");
  await expect(from).toHaveValue("2031-03-10");
  await expectAccessible(page);

  await page.goto("/activiteitenkalender?from=abc");
  await expect(said).toBeVisible();
  await expect(from).toHaveValue("abc");
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(from).toHaveAccessibleDescription("Vul een geldige datum in (jjjj-mm-dd).");
  await from.fill("2031-03-01");
  await show.click();
  await expect(page).toHaveURL(/from=2031-03-01/);
  await expect(said).toHaveCount(0);
  await expect(from).not.toHaveAttribute("aria-invalid");
});

test("an end before today without a start, or too far after it, is said at the end with JavaScript too, accessibly", async ({ page }) => {
  // Both were quietly dropped. Fixed days far from any test day: 2019 is past and 2099 more than a year ahead.
  const { said, from, to, show } = calendarDateForm(page);
  await page.goto("/activiteitenkalender");
  await expectHydrated(page);
  await sendEndBeforeToday(page);
  await expectAccessible(page);

  await to.fill("2099-12-31");
  await show.click();
  await expect(page).toHaveURL(/to=2099-12-31/);
  await expect(to).toHaveAccessibleDescription(calendarDateMessages.tooManyDays);
  await expect(said).toBeVisible();
  await expect(to).toHaveValue("2099-12-31");

  // A start makes it a range of one year and a day at most: fine.
  await from.fill("2099-01-01");
  await show.click();
  await expect(page).toHaveURL(/from=2099-01-01&to=2099-12-31/);
  await expect(said).toHaveCount(0);
  await expect(to).not.toHaveAttribute("aria-invalid");
});

test("the schedule page of an activity is accessible and saves with JavaScript", async ({ page, request }) => {
  const title = `Kookclub ${uniqueTag()}`;
  const api = await apiSession(request);
  const { data: organization } = await api.call<{ data: { id: string } }>("GET", "/api/v1/current_organization");
  const { data: vacancy } = await api.call<{ data: { id: string } }>("POST", "/api/v1/vacancies", {
    data: { type: "vacancies", attributes: { title, status: "published", vacancy_type: "activity", organization_id: organization.id, description: `<p>${title}</p>` } },
  });
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/${vacancy.id}/rooster`);
  await expect(page.getByRole("heading", { level: 1, name: `Rooster van ‘${title}’` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("radio", { name: "Eenmalig" }).check();
  await page.getByLabel("Begint op").fill("2031-09-05T14:00");
  await page.getByLabel("Eindigt op").fill("2031-09-05T16:00");
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(page.getByText("De activiteit staat 1 keer in de activiteitenkalender.")).toBeVisible();
});
