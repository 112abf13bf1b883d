import fs from "node:fs/promises";
import ICAL from "ical.js";
import { expect, signIn, test } from "./support/fixtures";
import { scheduledActivity } from "./support/activity-calendar";
import { apiSession, uniqueTag } from "./support/manage";

/*
 * Issue 14, decision 043, without JavaScript: the calendar's category and place filters, a date's .ics download,
 * the public feed across the change to winter time, a month with more than 200 occurrences (nothing dropped: each
 * day shows its first three and links the rest) and a volunteer's private feed, made and revoked.
 */

type Event = { uid: string; summary: string; start: string; end: string; status: string | null };

function eventsOf(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: component.getFirstPropertyValue("status") as string | null,
    };
  });
}

/** Saturdays 10:00–12:00 over the change to winter time (Sunday 26 October 2031). */
const saturdays = { frequency: "regularly", weekdays: [6], interval: 1, start_date: "2031-10-18", until_date: "2031-11-08", start_time: "10:00", end_time: "12:00", exceptions: [] };

const DAY = 86_400_000;
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The next change of the clocks in Amsterdam at least ten days from now (the last Sunday of March or October): the
 * public feed covers the coming year only, so its dates cannot be fixed far ahead like the other tests'.
 */
function nextClockChange(): { sunday: string; toSummer: boolean } {
  const soon = Date.now() + 10 * DAY;
  for (let year = new Date().getUTCFullYear(); ; year++) {
    for (const month of [3, 10]) {
      const last = new Date(Date.UTC(year, month, 0));
      const sunday = new Date(last.getTime() - last.getUTCDay() * DAY);
      if (sunday.getTime() > soon) return { sunday: sunday.toISOString().slice(0, 10), toSummer: month === 3 };
    }
  }
}

test("the filters find an activity by category and place, and its date downloads as an .ics file", async ({ page, request }) => {
  const tag = uniqueTag();
  const title = `Moestuindag ${tag}`;
  const city = `Vaassen${tag}`;
  const change = nextClockChange();
  // Saturdays 10:00–12:00, two before and two after the change; 10:00 local is 09:00 UTC in winter, 08:00 in summer.
  const dates = [-8, -1, 6, 13].map((days) => dayAfter(change.sunday, days));
  const utc = (date: string, hour: number) => `${date}T${String(hour).padStart(2, "0")}:00:00.000Z`;
  const [before, after] = change.toSummer ? [9, 8] : [8, 9];
  const expected = dates.map((date, i) => utc(date, i < 2 ? before : after));
  const rule = { ...saturdays, start_date: dates[0], until_date: dates[3] };
  const api = await apiSession(request);
  await scheduledActivity(api, { title, tags: ["free"], city }, { rule, location: "Dorpshuis, Vaassen" });
  await scheduledActivity(api, { title: `Andere plaats ${tag}`, tags: ["free"], city: `Epe${tag}` }, { rule, location: "Dorpshuis, Vaassen" });

  await page.goto("/activiteitenkalender");
  await page.getByLabel("Categorie").selectOption({ label: "Gratis" });
  await page.getByLabel("Plaats").fill(city.toLowerCase());
  await page.getByLabel("Vanaf").fill(dayAfter(change.sunday, -10));
  await page.getByLabel("Tot en met").fill(dayAfter(change.sunday, 20));
  await page.getByRole("button", { name: "Toon activiteiten" }).click();
  await expect(page).toHaveURL(/tag=free/);
  const occurrences = page.getByTestId("calendar-occurrence");
  await expect(occurrences).toHaveCount(4);
  await expect(occurrences.filter({ hasText: `Andere plaats ${tag}` })).toHaveCount(0);
  await expect(page.getByLabel("Plaats")).toHaveValue(city.toLowerCase());

  // The first date as a file: one event at 10:00 Amsterdam.
  const [download] = await Promise.all([page.waitForEvent("download"), occurrences.first().getByRole("link", { name: /in je agenda/i }).click()]);
  expect(download.suggestedFilename()).toBe(`activiteit-${dates[0]}.ics`);
  const text = await fs.readFile((await download.path())!, "utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const [event] = eventsOf(text);
  expect(event).toMatchObject({ summary: title, start: expected[0], end: utc(dates[0]!, before + 2) });
  expect(event!.uid).toMatch(/^activity-occurrence-[0-9a-f-]{36}@volunteerly$/);
  const href = await occurrences.first().getByRole("link", { name: /in je agenda/i }).getAttribute("href");
  const response = await request.get(href!);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  // The date's sign-up page links the same file.
  const signupHref = await occurrences.first().getByRole("link", { name: /aanmelden/i }).getAttribute("href");
  await page.goto(signupHref!);
  await expect(page.getByTestId("occurrence-ics")).toHaveAttribute("href", href!);
  await page.goBack();

  // The public feed keeps the filters and has every date at 10:00 local on both sides of the change.
  const feedHref = await page.getByTestId("calendar-feed").getAttribute("href");
  expect(feedHref).toContain("tag=free");
  const feed = await request.get(feedHref!);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const events = eventsOf(await feed.text()).filter((e) => e.summary === title);
  expect(events.map((e) => e.start)).toEqual(expected);
  expect(new Set(events.map((e) => e.uid)).size).toBe(4);
  // The same date has the same UID in the download and the feed.
  expect(events[0]!.uid).toBe(event!.uid);
  // A calendar app asking again with the feed's validator gets 304 while nothing changed, the feed with another.
  const etag = feed.headers()["etag"];
  expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
  const again = await request.get(feedHref!, { headers: { "if-none-match": etag! } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe("");
  const stale = await request.get(feedHref!, { headers: { "if-none-match": 'W/"an-older-feed"' } });
  expect(stale.status()).toBe(200);
  expect(stale.headers()["etag"]).toBe(etag);
});

test("a month with more than 200 occurrences shows every day's first three and links the rest", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const city = `Drukdorp${tag}`;
  const api = await apiSession(request);
  // Seven activities every day of December 2031: 217 occurrences in one month.
  for (let n = 1; n <= 7; n++) {
    const hour = String(8 + n).padStart(2, "0");
    await scheduledActivity(api, { title: `Dagactiviteit ${n} ${tag}`, city }, { rule: { frequency: "multi_day", start_date: "2031-12-01", end_date: "2031-12-31", start_time: `${hour}:00`, end_time: `${hour}:45` }, location: "Dorpshuis, Vaassen" });
  }
  await page.goto(`/activiteitenkalender?view=month&month=2031-12&city=${city}`);
  await expect(page.getByRole("heading", { level: 2, name: "december 2031" })).toBeVisible();
  await expect(page.getByTestId("calendar-occurrence")).toHaveCount(31 * 3);
  const more = page.getByTestId("calendar-more");
  await expect(more).toHaveCount(31);
  await expect(more.first()).toHaveText("+4 activiteiten meer");
  // The last day too: nothing past the first 200 is dropped.
  const lastDay = page.locator('[data-testid="calendar-cell"][data-date="2031-12-31"]');
  await expect(lastDay.getByTestId("calendar-occurrence")).toHaveCount(3);
  await lastDay.getByTestId("calendar-more").click();
  await expect(page).toHaveURL(/from=2031-12-31&to=2031-12-31|to=2031-12-31.*from=2031-12-31/);
  await expect(page.getByTestId("calendar-occurrence")).toHaveCount(7);
});

test("a volunteer makes a private feed of their sign-ups, and a revoked address answers 404", async ({ page, request }) => {
  const tag = uniqueTag();
  const title = `Taalcafé ${tag}`;
  const api = await apiSession(request);
  const { id: vacancyId } = await scheduledActivity(api, { title, vacancy_type: "language", city: "Apeldoorn" }, { rule: saturdays, location: "Dorpshuis, Vaassen" });
  const { data: occurrences } = await api.call<{ data: Array<{ id: string }> }>("GET", `/api/v1/vacancies/${vacancyId}/activity_occurrences`);
  // Signed up with the account's address, without signing in.
  await request.post(`/api/v1/activity_occurrences/${occurrences[1]!.id}/signups`, {
    data: { data: { type: "activity_signups", attributes: { name: "Vera", email: "volunteer@demo.example" } } },
  });

  await signIn(page, "volunteer@demo.example");
  await page.goto("/profile-edit/agenda");
  await expect(page.getByRole("heading", { level: 2, name: "Agenda-koppeling" })).toBeVisible();
  await expect(page.getByTestId("feed-state")).toHaveText("Je hebt nog geen agenda-adres.");
  await page.getByRole("button", { name: "Maak mijn agenda-adres" }).click();
  const address = await page.getByLabel("Adres van je persoonlijke agenda").inputValue();
  expect(address).toMatch(/\/activiteitenkalender\/mijn\/[A-Za-z0-9_-]{32}\/agenda\.ics$/);

  const feed = await request.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const events = eventsOf(await feed.text()).filter((e) => e.summary === title);
  expect(events).toEqual([expect.objectContaining({ start: "2031-10-25T08:00:00.000Z", status: "CONFIRMED" })]);

  // Revoking asks first; then the address is gone.
  await page.goto("/profile-edit/agenda");
  await expect(page.getByTestId("feed-state")).toContainText("Je agenda-adres is actief sinds");
  await page.getByRole("link", { name: "Adres intrekken" }).click();
  await expect(page.getByRole("heading", { name: "Agenda-adres intrekken?" })).toBeVisible();
  await page.getByRole("button", { name: "Ja, trek het adres in" }).click();
  await expect(page.getByText("Je agenda-adres is ingetrokken. Het oude adres werkt niet meer.")).toBeVisible();
  await expect(page.getByTestId("feed-state")).toHaveText("Je hebt nog geen agenda-adres.");
  expect((await request.get(address)).status()).toBe(404);
});

test("the calendar and its feeds are not there where the tenant has no activities", async ({ page }) => {
  const port = process.env.E2E_PORT ?? "3210";
  const response = await page.goto(`http://meedoen.localhost:${port}/activiteitenkalender`);
  expect(response?.status()).toBe(404);
  expect((await page.goto(`http://meedoen.localhost:${port}/activiteitenkalender/feed.ics`))?.status()).toBe(404);
  await page.goto(`http://meedoen.localhost:${port}/`);
  await expect(page.getByRole("link", { name: "Activiteitenkalender" })).toHaveCount(0);
});
