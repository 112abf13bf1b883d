import { expect, signIn, test } from "./support/fixtures";
import { calendarDateForm, calendarDateMessages, publishedActivity, scheduledActivity, sendEndBeforeToday } from "./support/activity-calendar";
import { apiSession, uniqueTag } from "./support/manage";

/*
 * /activiteitenkalender without JavaScript (issue 14): an activity with a weekly schedule, made through the API,
 * shows on its days in the list and in the month grid, at its local time on both sides of the change to summer
 * time (Sunday 30 March 2031), and links to the vacancy.
 */

test("a weekly activity shows on its days in the list and the month grid, and links to its vacancy", async ({ page, request }) => {
  const tag = uniqueTag();
  const title = `Taalcafé ${tag}`;
  const api = await apiSession(request);
  // Tuesdays and Thursdays 18:30–20:00, 4 March to 10 April 2031, without 13 March.
  const vacancy = await scheduledActivity(api, { title, vacancy_type: "language" }, {
    rule: { frequency: "regularly", weekdays: [2, 4], interval: 1, start_date: "2031-03-04", until_date: "2031-04-10", start_time: "18:30", end_time: "20:00", exceptions: ["2031-03-13"] },
    location: "Bibliotheek Apeldoorn",
  });

  // The list: filtered by kind and dates, grouped by day.
  await page.goto("/activiteitenkalender");
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  await page.getByLabel("Soort").selectOption({ label: "Taal" });
  await page.getByLabel("Vanaf").fill("2031-03-01");
  await page.getByLabel("Tot en met").fill("2031-04-05");
  await page.getByRole("button", { name: "Toon activiteiten" }).click();
  await expect(page).toHaveURL(/type=language/);
  const days = page.getByTestId("calendar-day").filter({ hasText: title });
  await expect(days).toHaveCount(9);
  const dates = await days.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-date")));
  expect(dates).toEqual(["2031-03-04", "2031-03-06", "2031-03-11", "2031-03-18", "2031-03-20", "2031-03-25", "2031-03-27", "2031-04-01", "2031-04-03"]);
  const first = days.first();
  await expect(first.getByRole("heading", { level: 2, name: "dinsdag 4 maart 2031" })).toBeVisible();
  await expect(first.getByText("18:30–20:00")).toBeVisible();
  await expect(first.getByText("Taal · Bibliotheek Apeldoorn")).toBeVisible();
  // After the change to summer time it is still 18:30 local.
  await expect(days.last().getByText("18:30–20:00")).toBeVisible();

  // The month grid of March 2031, and the next month by its link.
  await page.goto(`/activiteitenkalender?view=month&month=2031-03&type=language`);
  await expect(page.getByRole("heading", { level: 2, name: "maart 2031" })).toBeVisible();
  const cell = (date: string) => page.locator(`[data-testid="calendar-cell"][data-date="${date}"]`);
  for (const date of ["2031-03-04", "2031-03-06", "2031-03-27"]) await expect(cell(date).getByRole("link", { name: title })).toBeVisible();
  for (const date of ["2031-03-05", "2031-03-13", "2031-03-30"]) await expect(cell(date).getByRole("link", { name: title })).toHaveCount(0);
  await expect(cell("2031-03-27").getByText("18:30–20:00")).toBeVisible();
  // One line around the grid: its box's border; the cells' outer borders are hidden, not drawn beside it.
  await expect(page.locator("table[aria-labelledby=calendar-month]")).toHaveCSS("border-left-style", "hidden");
  await page.getByRole("link", { name: "Volgende maand" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "april 2031" })).toBeVisible();
  await expect(cell("2031-04-10").getByRole("link", { name: title })).toBeVisible();
  await expect(cell("2031-04-15").getByRole("link", { name: title })).toHaveCount(0);

  // The occurrence leads to the vacancy page.
  await cell("2031-04-10").getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/${vacancy.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("an empty month says so, in English too", async ({ page }) => {
  await page.goto("/en/activiteitenkalender?view=month&month=2019-02");
  await expect(page.getByRole("heading", { level: 1, name: "Activity calendar" })).toBeVisible();
  await expect(page.getByText("There are no activities in this month")).toBeVisible();
  await expect(page.getByRole("link", { name: "Previous month" })).toHaveAttribute("href", /month=2019-01/);
});

test("a manager sets the schedule on the vacancy's schedule page, with errors on the fields", async ({ page, request }) => {
  const tag = uniqueTag();
  const title = `Wandelgroep ${tag}`;
  const api = await apiSession(request);
  const vacancy = await publishedActivity(api, { title });
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/${vacancy.id}/edit`);
  await page.getByRole("link", { name: "Rooster (datums en tijden)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Rooster van ‘${title}’` })).toBeVisible();
  await expect(page.getByText("Deze activiteit heeft nog geen rooster")).toBeVisible();

  // Every other week on Monday, without an end date: refused on the field.
  await page.getByRole("radio", { name: "Regelmatig" }).check();
  await page.getByLabel("Eerste dag").fill("2031-06-02");
  await page.getByLabel("Begintijd").fill("10:00");
  await page.getByLabel("Eindtijd").fill("11:30");
  // No day of the week: the error is said with each day's checkbox (it names the error by its id, which must exist).
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(page.getByText("Kies minstens één dag van de week", { exact: true })).toBeVisible();
  // The error summary at the top (decision 062) links to the group's first box.
  const weekdaysLink = page.locator("[data-error-summary]").getByRole("link", { name: "Op – Kies minstens één dag van de week" });
  await expect(weekdaysLink).toHaveAttribute("href", `#${await page.getByRole("checkbox", { name: "maandag" }).getAttribute("id")}`);
  await expect(page.getByRole("checkbox", { name: "maandag" })).toHaveAccessibleDescription("Kies minstens één dag van de week");
  await page.getByRole("checkbox", { name: "maandag" }).check();
  await page.getByLabel("Elke hoeveel weken").fill("2");
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(page.getByText("Kies een einddatum: een herhaling zonder einde kan niet", { exact: true })).toBeVisible();

  await page.getByLabel("Herhalen tot en met").fill("2031-06-30");
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(page.getByText("De activiteit staat 3 keer in de activiteitenkalender.")).toBeVisible();
  await expect(page.getByLabel("Herhalen tot en met")).toHaveValue("2031-06-30");

  await page.goto("/activiteitenkalender?view=month&month=2031-06&type=activity");
  const cell = (date: string) => page.locator(`[data-testid="calendar-cell"][data-date="${date}"]`);
  for (const date of ["2031-06-02", "2031-06-16", "2031-06-30"]) await expect(cell(date).getByRole("link", { name: title })).toBeVisible();
  await expect(cell("2031-06-09").getByRole("link", { name: title })).toHaveCount(0);
  const { data: occurrences } = await api.call<{ data: Array<{ id: string }> }>("GET", `/api/v1/vacancies/${vacancy.id}/activity_occurrences?filter[when]=all`);
  const datePage = `/activiteiten/${occurrences[1]!.id}`;

  // A sign-up deadline (Amsterdam time) is kept by the form and shown on each date's page; one that passed closes them.
  await page.goto(`/vacancies/${vacancy.id}/rooster`);
  await page.getByLabel("Aanmelden kan tot").fill("2031-05-30T17:00");
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(page.getByText("Het rooster is opgeslagen")).toBeVisible();
  await expect(page.getByLabel("Aanmelden kan tot")).toHaveValue("2031-05-30T17:00");
  await page.goto(datePage);
  await expect(page.getByText("Aanmelden kan tot 30 mei 2031 om 17:00")).toBeVisible();
  await page.goto(`/vacancies/${vacancy.id}/rooster`);
  await page.getByLabel("Aanmelden kan tot").fill("2020-01-06T09:00");
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(page.getByText("Het rooster is opgeslagen")).toBeVisible();
  await page.goto(datePage);
  await expect(page.getByText("De aanmeldtermijn voor deze activiteit is verstreken.")).toBeVisible();
  await expect(page.getByRole("button", { name: /aanmelden/i })).toHaveCount(0);
});

test("a new schedule starts on 'Eenmalig', whose fields come first: filling only those saves it", async ({ page, request }) => {
  const tag = uniqueTag();
  const title = `Opruimochtend ${tag}`;
  const api = await apiSession(request);
  const vacancy = await publishedActivity(api, { title });
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/${vacancy.id}/rooster`);
  await expect(page.getByRole("radio", { name: "Eenmalig" })).toBeChecked();
  await page.getByLabel("Begint op").fill("2031-09-05T14:00");
  await page.getByLabel("Eindigt op").fill("2031-09-05T16:00");
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(page.getByText("Het rooster is opgeslagen")).toBeVisible();
  await expect(page.getByText("De activiteit staat 1 keer in de activiteitenkalender.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Eenmalig" })).toBeChecked();
  await expect(page.getByLabel("Begint op")).toHaveValue("2031-09-05T14:00");
});

test("dates the list cannot use are said at their fields, kept as typed, and the list shows its default range", async ({ page }) => {
  // ?from=abc&to=def was quietly ignored: the list from today, the fields empty, nothing said.
  const { said, from, to, show } = calendarDateForm(page);
  const response = await page.goto("/activiteitenkalender?from=abc&to=def");
  expect(response?.status()).toBe(200);
  await expect(said).toBeVisible();
  for (const field of [from, to]) {
    await expect(field).toHaveValue(field === from ? "abc" : "def");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Vul een geldige datum in (jjjj-mm-dd).");
  }
  await expect(page.getByRole("link", { name: "Filters wissen" })).toBeVisible();

  // An end before the start: said at the end; the start is fine and both stay as typed.
  await from.fill("2031-03-10");
  await to.fill("2031-03-01");
  await show.click();
  await expect(page).toHaveURL(/from=2031-03-10&to=2031-03-01/);
  await expect(said).toBeVisible();
  await expect(from).toHaveValue("2031-03-10");
  await expect(from).not.toHaveAttribute("aria-invalid");
  await expect(to).toHaveValue("2031-03-01");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription("De einddatum ligt vóór de begindatum. Kies een einddatum op of na de begindatum.");

  // Good dates: nothing said.
  await to.fill("2031-03-31");
  await show.click();
  await expect(page).toHaveURL(/to=2031-03-31/);
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  await expect(said).toHaveCount(0);
  await expect(to).not.toHaveAttribute("aria-invalid");

  // In English.
  await page.goto("/en/activiteitenkalender?from=2031-02-30");
  await expect(page.getByRole("alert").filter({ hasText: "We cannot search with these dates." })).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveAccessibleDescription("Enter a valid date (yyyy-mm-dd).");
});

test("an end before today without a start, or more than a year after the start, is said at the end and kept as typed", async ({ page }) => {
  // Both were quietly dropped: the list from today, the field still showing a day it did not use, nothing said.
  // Fixed days far from any test day: 2019 is past and 2099 more than a year ahead, whenever this runs.
  const { said, from, to, show } = calendarDateForm(page);

  // Typed in the form: only an end, in the past.
  await page.goto("/activiteitenkalender");
  await sendEndBeforeToday(page);

  // With a start the same end is fine: the start comes first.
  await from.fill("2018-12-01");
  await show.click();
  await expect(page).toHaveURL(/from=2018-12-01&to=2019-01-01/);
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  await expect(said).toHaveCount(0);
  await expect(to).not.toHaveAttribute("aria-invalid");

  // More than 366 days after the start (2031-01-01 up to and including 2032-01-01 is the most), and after today.
  for (const [query, typedFrom, typedTo] of [
    ["from=2031-01-01&to=2032-01-02", "2031-01-01", "2032-01-02"],
    ["to=2099-12-31", "", "2099-12-31"],
  ] as const) {
    await page.goto(`/activiteitenkalender?${query}`);
    await expect(said).toBeVisible();
    await expect(from).toHaveValue(typedFrom);
    await expect(from).not.toHaveAttribute("aria-invalid");
    await expect(to).toHaveValue(typedTo);
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(to).toHaveAccessibleDescription(calendarDateMessages.tooManyDays);
  }
  await page.goto("/activiteitenkalender?from=2031-01-01&to=2032-01-01");
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  await expect(said).toHaveCount(0);

  // In English: the messages of the errors namespace, no keys.
  await page.goto("/en/activiteitenkalender?to=2019-01-01");
  await expect(page.getByRole("alert").filter({ hasText: "We cannot search with these dates." })).toBeVisible();
  await expect(page.getByLabel("Up to and including")).toHaveAccessibleDescription(
    "This end date lies in the past: without a start date the list starts today. Choose today or later, or fill in a start date as well.",
  );
  await page.goto("/en/activiteitenkalender?from=2031-03-10&to=2031-03-01");
  await expect(page.getByLabel("Up to and including")).toHaveAccessibleDescription("The end date lies before the start date. Choose an end date on or after the start date.");
});

test("a schedule that drops a date people signed up for is refused, naming that date in the page's words", async ({ page, request }) => {
  const tag = uniqueTag();
  const title = `Fietsmiddag ${tag}`;
  const api = await apiSession(request);
  const vacancy = await scheduledActivity(api, { title }, { rule: { frequency: "once", starts_at: "2031-09-20T14:00", ends_at: "2031-09-20T16:00" } });
  const { data: occurrences } = await api.call<{ data: Array<{ id: string }> }>("GET", `/api/v1/vacancies/${vacancy.id}/activity_occurrences?filter[when]=all`);
  await api.call("POST", `/api/v1/activity_occurrences/${occurrences[0]!.id}/signups`, {
    data: { type: "activity_signups", attributes: { name: "Fiets Fan", email: `fiets-${tag}@example.nl`.toLowerCase() } },
  });
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/${vacancy.id}/rooster`);
  await page.getByLabel("Begint op").fill("2031-09-21T14:00");
  await page.getByLabel("Eindigt op").fill("2031-09-21T16:00");
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(
    page.getByText("Deze wijziging schrapt datums waarvoor mensen zijn aangemeld: zaterdag 20 september 2031, 14:00–16:00. Verwijder eerst die deelnemers, of houd die datums in het rooster."),
  ).toBeVisible();
  await expect(page.getByText("Het rooster is opgeslagen")).toHaveCount(0);
});
