import { expect, expectAccessible, expectHydrated, signIn, test } from "./support/fixtures";
import { calendarDateForm, calendarDateMessages, publishedActivity, scheduledActivity, sendEndBeforeToday } from "./support/activity-calendar";
import { apiSession, uniqueTag } from "./support/manage";

/* /activiteitenkalender with JavaScript (issue 14): the list and the month grid pass axe (WCAG 2.2 AA). */

for (const colorScheme of ["light", "dark"] as const) {
  test(`the activity calendar's list and month view are accessible in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/activiteitenkalender");
    await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Maand" }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(page.getByRole("link", { name: "Volgende maand" })).toBeVisible();
    await expectAccessible(page);
  });
}

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
  const vacancy = await publishedActivity(api, { title });
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

// The month grid showed each occurrence's link by its title only: a weekly activity read four times a month as the same
// link. Its accessible name says the date and time as well (visually unchanged), in both languages.
test("the month grid's activity links are named with their date and time, in Dutch and English", async ({ page, request }) => {
  const title = `Taalmaatjes ${uniqueTag()}`;
  const api = await apiSession(request);
  // Tuesdays and Thursdays 18:30–20:00, 3 to 12 May 2033.
  await scheduledActivity(api, { title, vacancy_type: "language" }, {
    rule: { frequency: "regularly", weekdays: [2, 4], interval: 1, start_date: "2033-05-03", until_date: "2033-05-12", start_time: "18:30", end_time: "20:00", exceptions: [] },
  });
  const cell = (date: string) => page.locator(`[data-testid="calendar-cell"][data-date="${date}"]`);

  await page.goto("/activiteitenkalender?view=month&month=2033-05&type=language");
  await expect(page.getByRole("heading", { level: 2, name: "mei 2033" })).toBeVisible();
  const dutch = { "2033-05-03": "dinsdag 3 mei 2033", "2033-05-05": "donderdag 5 mei 2033", "2033-05-10": "dinsdag 10 mei 2033", "2033-05-12": "donderdag 12 mei 2033" };
  for (const [date, day] of Object.entries(dutch)) {
    const link = cell(date).getByRole("link", { name: title });
    await expect(link).toHaveAccessibleName(`${title}, ${day}, 18:30–20:00`);
    // What is seen stays the title (the name starts with it, WCAG 2.5.3).
    await expect(link).toHaveText(title);
  }
  await expectAccessible(page);

  await page.goto("/en/activiteitenkalender?view=month&month=2033-05&type=language");
  await expect(page.getByRole("heading", { level: 2, name: "May 2033" })).toBeVisible();
  // The day as the list's headings write it (ICU versions differ on the comma after the weekday).
  await expect(cell("2033-05-05").getByRole("link", { name: title })).toHaveAccessibleName(new RegExp(`^${title}, Thursday,? 5 May 2033, 18:30–20:00$`));
  await expect(cell("2033-05-10").getByRole("link", { name: title })).toHaveAccessibleName(new RegExp(`^${title}, Tuesday,? 10 May 2033, 18:30–20:00$`));
});

// The list's sign-up and calendar links were named with the time only ("Sign up for X on 18:30–20:00"): a weekly
// activity's occurrences, each its own sign-up page and file, read as equal links. Their names say the date as well.
test("the list's sign-up and calendar links are named with their date and time, in Dutch and English", async ({ page, request }) => {
  const tag = uniqueTag();
  const title = `Taalwandeling ${tag}`;
  const city = `Lijstdorp${tag}`;
  const api = await apiSession(request);
  // Tuesdays and Thursdays 18:30–20:00, 7 to 14 June 2033.
  await scheduledActivity(api, { title, vacancy_type: "language", city }, {
    rule: { frequency: "regularly", weekdays: [2, 4], interval: 1, start_date: "2033-06-07", until_date: "2033-06-14", start_time: "18:30", end_time: "20:00", exceptions: [] },
  });
  const occurrence = (date: string) => page.locator(`[data-testid="calendar-day"][data-date="${date}"]`).getByTestId("calendar-occurrence");

  await page.goto(`/activiteitenkalender?from=2033-06-01&to=2033-06-30&city=${city}`);
  await expect(page.getByTestId("calendar-day")).toHaveCount(3);
  const dutch = { "2033-06-07": "dinsdag 7 juni 2033", "2033-06-09": "donderdag 9 juni 2033", "2033-06-14": "dinsdag 14 juni 2033" };
  for (const [date, day] of Object.entries(dutch)) {
    await expect(occurrence(date).getByRole("link", { name: /^Aanmelden voor/ })).toHaveAccessibleName(`Aanmelden voor ${title} op ${day}, 18:30–20:00`);
    await expect(occurrence(date).getByRole("link", { name: /in je agenda/ })).toHaveAccessibleName(`Zet ‘${title}’ op ${day}, 18:30–20:00 in je agenda (iCalendar-bestand)`);
  }
  await expectAccessible(page);

  await page.goto(`/en/activiteitenkalender?from=2033-06-01&to=2033-06-30&city=${city}`);
  // The day as the list's headings write it (ICU versions differ on the comma after the weekday).
  await expect(occurrence("2033-06-07").getByRole("link", { name: /^Sign up for/ })).toHaveAccessibleName(new RegExp(`^Sign up for ${title} on Tuesday,? 7 June 2033, 18:30–20:00$`));
  await expect(occurrence("2033-06-09").getByRole("link", { name: /^Sign up for/ })).toHaveAccessibleName(new RegExp(`^Sign up for ${title} on Thursday,? 9 June 2033, 18:30–20:00$`));
  await expect(occurrence("2033-06-09").getByRole("link", { name: /to your calendar/ })).toHaveAccessibleName(
    new RegExp(`^Add ‘${title}’ on Thursday,? 9 June 2033, 18:30–20:00 to your calendar \\(iCalendar file\\)$`),
  );
});
