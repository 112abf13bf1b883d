import { expect, expectAccessible, signIn, test } from "./support/fixtures";
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
