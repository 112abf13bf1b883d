import { expect, signIn, test } from "./support/fixtures";
import { scheduledActivity } from "./support/activity-calendar";
import { latestMail, linkIn } from "./support/mail";
import { apiSession, uniqueTag } from "./support/manage";
import { tamperPost } from "./support/tamper";

/*
 * Signing up for an activity without JavaScript (issue 14, decision 040): a date with one place, found in the
 * activity calendar; the first visitor gets the place and the mail (from the real SMTP sink), the second the
 * waiting list; the first cancels through the link in the mail and the second moves up; the organization sees,
 * removes after a confirmation and exports its participants.
 */

test("sign up, wait, cancel through the mail's link, move up, and the organization's participants", async ({ page, request, browser }) => {
  // Two visitors, five mails through the sink and the organization's pages: longer than one page's test.
  test.slow();
  const tag = uniqueTag();
  const title = `Moestuindag ${tag}`;
  const api = await apiSession(request);
  const vacancy = await scheduledActivity(api, { title }, { rule: { frequency: "once", starts_at: "2031-09-13T10:00", ends_at: "2031-09-13T12:00" }, capacity: 1, location: "Moestuin De Hof" });
  const first = `eerste-${tag}@example.nl`.toLowerCase();
  const second = `tweede-${tag}@example.nl`.toLowerCase();

  // The calendar's list leads to the date's sign-up page.
  await page.goto("/activiteitenkalender?from=2031-09-13&to=2031-09-13");
  await page.getByRole("link", { name: new RegExp(`^Aanmelden voor ${title}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("zaterdag 13 september 2031, 10:00–12:00")).toBeVisible();
  await expect(page.getByTestId("places")).toHaveText("Nog 1 van 1 plaatsen vrij");

  // A mistake is answered on its field, and nothing is sent.
  await page.getByLabel("Naam").fill("Eva Eerste");
  await page.getByLabel("E-mailadres").fill("eva-at-example");
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page.getByText("Vul een geldig e-mailadres in", { exact: true })).toBeVisible();
  await page.getByLabel("E-mailadres").fill(first);
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Je bent aangemeld" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`‘${title}’ op zaterdag 13 september 2031, 10:00–12:00`);
  const confirmation = await latestMail(first, { subject: "Je bent aangemeld" });
  expect(confirmation.text).toContain("Moestuin De Hof");
  const cancelLink = linkIn(confirmation.text, "/activiteiten/afmelden/");

  // The date is full now: the second visitor gets the waiting list.
  const occurrencePage = page.url().replace(/\/aangemeld.*$/, "");
  const other = await browser.newPage({ javaScriptEnabled: false });
  await other.goto(occurrencePage);
  await expect(other.getByTestId("places")).toContainText("Vol");
  await expect(other.getByRole("heading", { level: 2, name: "Aanmelden voor de wachtlijst" })).toBeVisible();
  await other.getByLabel("Naam").fill("Tom Tweede");
  await other.getByLabel("E-mailadres").fill(second);
  await other.getByRole("button", { name: "Zet me op de wachtlijst" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Je staat op de wachtlijst" })).toBeVisible();
  await latestMail(second, { subject: "wachtlijst" });
  await other.close();

  // The first follows the link in the mail: a question first, then the cancellation.
  await page.goto(cancelLink);
  await expect(page.getByRole("heading", { level: 1, name: `Afmelden voor ‘${title}’` })).toBeVisible();
  await page.getByRole("button", { name: "Ja, meld me af" }).click();
  await expect(page.getByRole("status")).toContainText(`Je bent afgemeld voor ‘${title}’`);
  await latestMail(first, { subject: "geannuleerd" });
  // The second moved up and heard of it.
  const moved = await latestMail(second, { subject: "Er is een plek voor je" });
  expect(moved.text).toContain("/activiteiten/afmelden/");
  // The link again: already cancelled, no button.
  await page.goto(cancelLink);
  await expect(page.getByRole("status")).toContainText("is al geannuleerd");
  await expect(page.getByRole("button", { name: "Ja, meld me af" })).toHaveCount(0);

  // The organization's participants: counts, the list, the CSV and a removal after confirming.
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies/${vacancy.id}/deelnemers`);
  await expect(page.getByRole("heading", { level: 1, name: `Deelnemers van ‘${title}’` })).toBeVisible();
  await expect(page.getByTestId("occurrence-counts")).toHaveText("1/1, 0 wachtend (vol)");
  const rows = page.getByTestId("participant");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Tom Tweede" })).toContainText("Aangemeld");
  await expect(rows.filter({ hasText: "Eva Eerste" })).toContainText("Geannuleerd");

  const csvHref = await page.getByRole("link", { name: /exporteren als CSV/ }).getAttribute("href");
  const csv = await page.request.get(csvHref!);
  expect(csv.headers()["content-disposition"]).toContain("deelnemers-2031-09-13.csv");
  const text = await csv.text();
  expect(text.startsWith("\uFEFFNaam;E-mailadres;Telefoon;Status;Aangemeld op\r\n")).toBe(true);
  expect(text).toContain(`Tom Tweede;${second};;Aangemeld;`);
  // When they signed up: Dutch time in the page's language (it was the API's UTC timestamp, 2031-…T…Z, on both).
  expect(text).toMatch(new RegExp(`Tom Tweede;[^;]+;;Aangemeld;\\d{2}-\\d{2}-\\d{4},? \\d{2}:\\d{2}\r\n`));
  const english = await (await page.request.get(`/en${csvHref}`)).text();
  expect(english.startsWith("\uFEFFName;E-mail address;Phone;Status;Signed up on\r\n")).toBe(true);
  expect(english).toMatch(new RegExp(`Tom Tweede;[^;]+;;Signed up;\\d{2}/\\d{2}/\\d{4},? \\d{2}:\\d{2}\r\n`));

  await rows.filter({ hasText: "Tom Tweede" }).getByRole("link", { name: "Tom Tweede verwijderen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tom Tweede verwijderen?" })).toBeVisible();
  await page.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByText("Tom Tweede is verwijderd als deelnemer")).toBeVisible();
  await expect(page.getByTestId("occurrence-counts")).toHaveText("0/1, 0 wachtend");
  await latestMail(second, { subject: "geannuleerd" });

  // A signed-in visitor finds the form filled in with their name and address.
  await page.goto(occurrencePage);
  await expect(page.getByLabel("E-mailadres")).toHaveValue("admin@demo.example");
  await expect(page.getByLabel("Naam")).not.toHaveValue("");
});

test("a date that already took place says so instead of the form", async ({ page, request }) => {
  const title = `Voorbij ${uniqueTag()}`;
  const api = await apiSession(request);
  const vacancy = await scheduledActivity(api, { title }, { rule: { frequency: "once", starts_at: "2020-03-07T10:00", ends_at: "2020-03-07T12:00" } });
  const { data: occurrences } = await api.call<{ data: Array<{ id: string }> }>("GET", `/api/v1/vacancies/${vacancy.id}/activity_occurrences?filter[when]=all`);
  await page.goto(`/activiteiten/${occurrences[0]!.id}`);
  await expect(page.getByRole("status")).toContainText("Deze activiteit is al begonnen of voorbij. Aanmelden kan niet meer.");
  await expect(page.getByRole("button", { name: "Aanmelden" })).toHaveCount(0);
});

test("a sign-up whose form key was used for another date is said in the page's language, the input kept, and sends again", async ({ page, request }) => {
  // The API's idempotency_key_reused ('This idempotency key was used for another occurrence.') went to the hidden
  // key's field: nothing readable on the page. A tampered form, or a key carried over from another date's page.
  const tag = uniqueTag();
  const api = await apiSession(request);
  const occurrenceOf = async (title: string, day: string) => {
    const vacancy = await scheduledActivity(api, { title }, { rule: { frequency: "once", starts_at: `${day}T10:00`, ends_at: `${day}T12:00` } });
    const { data: occurrences } = await api.call<{ data: Array<{ id: string }> }>("GET", `/api/v1/vacancies/${vacancy.id}/activity_occurrences?filter[when]=all`);
    return occurrences[0]!.id;
  };
  const first = await occurrenceOf(`Sleutel ${tag} een`, "2031-10-04");
  const other = await occurrenceOf(`Sleutel ${tag} twee`, "2031-10-11");
  await page.goto(`/activiteiten/${first}`);
  const usedKey = await page.locator("input[type=hidden][name=idempotencyKey]").inputValue();
  await page.getByLabel("Naam").fill("Eva Eerste");
  await page.getByLabel("E-mailadres").fill(`sleutel-een-${tag}@example.nl`.toLowerCase());
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page).toHaveURL(/\/aangemeld/);

  await tamperPost(page, new RegExp(`/activiteiten/${other}$`), (body) => body.set("idempotencyKey", usedKey));
  for (const [path, name, email, submit, message] of [
    [`/activiteiten/${other}`, "Naam", "E-mailadres", "Aanmelden", "Je aanmelding is niet verstuurd: dit formulier was al voor een andere datum gebruikt. Meld je nog een keer aan."],
    [`/en/activiteiten/${other}`, "Name", "E-mail address", "Sign up", "Your sign-up was not sent: this form had been used for another date. Please sign up again."],
  ] as const) {
    const address = `sleutel-${path.length}-${tag}@example.nl`.toLowerCase();
    await page.goto(path);
    await page.getByLabel(name).fill("Tom Tweede");
    await page.getByLabel(email).fill(address);
    await page.getByRole("button", { name: submit, exact: true }).click();
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("This idempotency key was used for another occurrence.")).toHaveCount(0);
    await expect(page.getByLabel(name)).toHaveValue("Tom Tweede");
    await expect(page.getByLabel(email)).toHaveValue(address);
    // The form comes back with a key of its own: sent again (untampered), it is a sign-up.
    expect(await page.locator("input[type=hidden][name=idempotencyKey]").inputValue()).not.toBe(usedKey);
  }
  await page.unrouteAll();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/aangemeld/);
});
