import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { apiHeaders, vacancyId } from "./support/vacancies";

// Notifications without JavaScript (issue 13): volunteers respond to a demo vacancy without an account; its
// contact person (the demo center's organization superuser) sees the bell's count rise, follows a notification
// to the application, marks one read and then all, and the count is gone.

const VACANCY = "Maatje voor een oudere buurtbewoner";
const CONTACT = "organization_superuser@demo.example";

/** The bell's unread count, from its accessible name ("Meldingen, 3 ongelezen"; plain "Meldingen" for none). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await page.getByTestId("notifications-bell").getAttribute("aria-label")) ?? "";
  return Number(/(\d+) ongelezen/.exec(name)?.[1] ?? 0);
}

test("the contact person is notified of responses, follows one to the application and marks them read", async ({ page, browser, request }) => {
  test.slow();
  const tag = uniqueTag();
  const id = await vacancyId(request, VACANCY);
  await signIn(page, CONTACT);
  await page.goto("/dashboard");
  const before = await unreadCount(page);

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  const names = ["Anna", "Bas", "Cor"].map((first) => `${first} ${tag}`);
  for (const name of names) {
    await visit.goto(`/vacancies/${id}`);
    await visit.getByLabel(/^Naam/).fill(name);
    await visit.getByLabel(/^E-mailadres/).fill(`${name.split(" ")[0]!.toLowerCase()}-${tag}@example.nl`.toLowerCase());
    await visit.getByLabel(/^Bericht/).fill("Ik kom graag langs.");
    await visit.getByRole("button", { name: "Reactie versturen" }).click();
    await expect(visit).toHaveURL(/\/reactie-verstuurd$/);
  }
  await visitor.close();

  // Other tests respond to the demo's vacancies at the same time (the same contact person): counts are checked as
  // at least what this test caused, the entries by this test's own names.
  await page.reload();
  const bell = page.getByTestId("notifications-bell");
  await expect(bell).toHaveAccessibleName(/^Meldingen, \d+ ongelezen$/);
  expect(await unreadCount(page)).toBeGreaterThanOrEqual(before + 3);
  await bell.click();
  await expect(page).toHaveURL(/\/notificaties$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meldingen");
  const entry = (name: string) => page.getByTestId("notification").filter({ hasText: name });
  await expect(entry(names[0]!)).toContainText(`${names[0]} reageerde op ‘${VACANCY}’`);
  await expect(entry(names[0]!)).toContainText("Ongelezen");

  // Following a notification opens the application and marks it read.
  await page.getByRole("link", { name: `${names[0]} reageerde op ‘${VACANCY}’` }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("main")).toContainText(names[0]!);

  await page.goto("/notificaties?status=unread");
  await expect(entry(names[0]!)).toHaveCount(0);
  await expect(entry(names[1]!)).toBeVisible();
  await page.getByRole("button", { name: `Markeer ‘${names[1]} reageerde op ‘${VACANCY}’’ als gelezen` }).click();
  await expect(page).toHaveURL(/\/notificaties\?status=unread$/);
  await expect(page.getByText("Melding gemarkeerd als gelezen.")).toBeVisible();
  await expect(entry(names[1]!)).toHaveCount(0);
  await expect(entry(names[2]!)).toBeVisible();

  await page.getByRole("button", { name: "Alles als gelezen markeren" }).click();
  await expect(page.getByText("Alle meldingen zijn gemarkeerd als gelezen.")).toBeVisible();
  for (const name of names) await expect(entry(name)).toHaveCount(0);

  // The read ones are still listed under 'Gelezen'.
  await page.getByRole("link", { name: /^Gelezen/ }).click();
  for (const name of names) await expect(entry(name)).toBeVisible();
  await expect(entry(names[0]!)).not.toContainText("Ongelezen");
});

test("someone else's notification is not found, not even for an admin", async ({ page, request }) => {
  const tag = uniqueTag();
  const id = await vacancyId(request, VACANCY);
  const responded = await request.post(`/api/v1/vacancies/${id}/applications`, {
    data: { name: `Dirk ${tag}`, email: `dirk-${tag}@example.nl`.toLowerCase(), phone_number: "", message: "Graag." },
  });
  expect(responded.status()).toBe(201);
  // Read or unread (newest first): the test above marks all of the contact person's notifications read and may run at
  // the same time in the other worker; asking for unread ones only lost this one when it did.
  const list = await request.get("/api/v1/notifications?page[size]=100", { headers: await apiHeaders(request, CONTACT) });
  const theirs = ((await list.json()) as { data: Array<{ id: string; attributes: { actor_name: string } }> }).data.find((n) => n.attributes.actor_name === `Dirk ${tag}`);
  expect(theirs).toBeDefined();
  await signIn(page, "admin@demo.example");
  const response = await page.goto(`/notificaties/${theirs!.id}`);
  expect(response?.status()).toBe(404);
});

test("a page number the lists cannot have shows the list, not a damaged request", async ({ page }) => {
  // ?page=1.5 and ?page=999999 went to the API as they were; its 400 showed 'Dit verzoek kon niet worden gelezen'.
  await signIn(page, CONTACT);
  const lists: Array<[string, string]> = [
    ["/notificaties", "Meldingen"],
    ["/conversations", "Conversaties"],
    ["/activiteit", "Activiteit"],
  ];
  for (const [path, heading] of lists) {
    for (const number of ["1.5", "999999"]) {
      const response = await page.goto(`${path}?page=${number}`);
      expect(response?.status(), `${path}?page=${number}`).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  }
});

test("other lists take any page number too: users, the volunteer pool, a form's submissions and one's own responses", async ({ page }) => {
  // They sent ?page=999999 (and some 1.5) to the API as it was, past its MAX_PAGE_NUMBER: a 400 page.
  const damaged = page.getByText("Dit verzoek kon niet worden gelezen");
  await signIn(page, "admin@demo.example");
  for (const path of ["/users", "/vrijwilligerspool"]) {
    for (const number of ["1.5", "999999"]) {
      const response = await page.goto(`${path}?page=${number}`);
      expect(response?.status(), `${path}?page=${number}`).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(damaged).toHaveCount(0);
    }
  }
  await page.context().clearCookies();
  await signIn(page, "volunteer@demo.example");
  for (const number of ["1.5", "999999"]) {
    const response = await page.goto(`/profile-replies?page=${number}`);
    expect(response?.status(), `/profile-replies?page=${number}`).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(damaged).toHaveCount(0);
  }
});

test("every other list reads ?page= the same way: '2abc' is the first page, a huge number no error", async ({ page }) => {
  // Each read ?page= by hand: parseInt made '2abc' page 2 (the news, the content list and the picture library showed
  // their second, empty page); now pageNumberParam reads them all, so '2abc' is no page number and the first page.
  const damaged = page.getByText("Dit verzoek kon niet worden gelezen");
  const open = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(damaged).toHaveCount(0);
  };
  await open("/nieuws?page=2abc");
  await expect(page.getByText("Er is nog geen nieuws.")).toHaveCount(0);
  await expect(page.locator("main li").first()).toBeVisible();
  for (const path of ["/activiteitenkalender", "/een-op-een-hulp", "/sociale-kaart", "/nieuws"]) {
    for (const number of ["999999", "Infinity"]) await open(`${path}?page=${number}`);
  }
  await signIn(page, "admin@demo.example");
  for (const path of ["/content", "/content/stock-images"]) {
    await open(`${path}?page=2abc`);
    await expect(page.locator("tbody tr").first(), `${path}?page=2abc`).toBeVisible();
  }
  for (const path of ["/activiteitenkalender/overzicht", "/een-op-een-hulp/beoordelen", "/content/file-upload"]) {
    for (const number of ["999999", "2abc"]) await open(`${path}?page=${number}`);
  }
});
