import { expect, expectAccessibleNoJs, signIn, test } from "./support/fixtures";
import { openBulkEditOnOne } from "./support/bulk-edit";
import { summaryLinks } from "./support/error-summary";
import { publishedActivity } from "./support/activity-calendar";
import { apiSession, uniqueTag } from "./support/manage";
import { tamperPost } from "./support/tamper";

// A date that is no date (a tampered post, or a browser whose date field is a text field) is said as the activity
// calendar and /analytics say it, on every page form: before, the vacancy form and the bulk edit said only
// 'Dit veld is niet geldig'.

test.use({ javaScriptEnabled: false });

test("the vacancy form says a start date and an expiry date that are none in the words of every date field, nl and en; nothing is saved", async ({ page }) => {
  const title = `Datumklus ${uniqueTag()}`;
  await signIn(page, "organization_superuser@demo.example");
  await tamperPost(page, /\/vacancies\/add$/, (body) => {
    body.set("startDate", "2031-02-30");
    body.set("expiresAt", "31-12-2031");
  });
  await page.goto("/vacancies/add");
  await page.getByLabel(/^Titel/).fill(title);
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  await expect(page.getByRole("heading", { name: "Het formulier is niet verstuurd: 2 velden vragen aandacht" })).toBeVisible();
  expect(await summaryLinks(page)).toEqual([
    "Begindatum – Vul een geldige datum in (jjjj-mm-dd). -> startDate",
    "Verloopt op – Vul een geldige datum in (jjjj-mm-dd). -> expiresAt",
  ]);
  await expect(page.getByLabel(/^Begindatum/)).toHaveAccessibleDescription(/Vul een geldige datum in \(jjjj-mm-dd\)\./);
  await expect(page.getByText("Dit veld is niet geldig")).toHaveCount(0);
  await expectAccessibleNoJs(page);

  await page.goto("/en/vacancies/add");
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole("button", { name: "Save vacancy" }).click();
  expect(await summaryLinks(page)).toEqual([
    "Start date – Enter a valid date (yyyy-mm-dd). -> startDate",
    "Expires on – Enter a valid date (yyyy-mm-dd). -> expiresAt",
  ]);

  await page.goto(`/vacancies?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
});

test("the bulk edit says a new expiry date that is none in the words of every date field, nl and en; no preview", async ({ page, request }) => {
  const { tag, box } = await openBulkEditOnOne(page, request, "Verloopklus");
  await tamperPost(page, /\/vacancies\/bulk-edit$/, (body) => body.set("expiresAt", "2031-13-01"));
  await box.check();
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  const changes = page.getByRole("group", { name: "2. Wat verandert er?" });
  await expect(changes).toContainText("Vul een geldige datum in (jjjj-mm-dd).");
  await expect(page.getByText("Dit veld is niet geldig")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Voorbeeld: controleer en bevestig" })).toHaveCount(0);
  await expect(box).toBeChecked();
  await expectAccessibleNoJs(page);

  await page.goto(`/en/vacancies/bulk-edit?q=${tag}`);
  await page.getByLabel(/^Select ‘Verloopklus /).check();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("group", { name: "2. What changes?" })).toContainText("Enter a valid date (yyyy-mm-dd).");
});

test("the schedule form says a start and a sign-up deadline that are no date and time in words of the same kind; nothing is saved", async ({ page, request }) => {
  const vacancy = await publishedActivity(await apiSession(request), { title: `Datumactiviteit ${uniqueTag()}` });
  await signIn(page, "admin@demo.example");
  const tampered: Record<string, string> = { signupDeadline: "morgen" };
  await tamperPost(page, /\/rooster$/, (body) => {
    for (const [name, value] of Object.entries(tampered)) body.set(name, value);
  });
  const said = /Vul een geldige datum en tijd in \(jjjj-mm-dd uu:mm\)\./;
  await page.goto(`/vacancies/${vacancy.id}/rooster`);
  await page.getByLabel("Begint op").fill("2031-09-05T14:00");
  await page.getByLabel("Eindigt op").fill("2031-09-05T16:00");
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(page.getByLabel("Aanmelden kan tot")).toHaveAccessibleDescription(said);

  // The rule's own fields (checked as the API checks them) say it the same way.
  delete tampered.signupDeadline;
  tampered.startsAt = "2031-09-31T14:00";
  await page.getByLabel("Aanmelden kan tot").fill("");
  await page.getByRole("button", { name: "Rooster opslaan" }).click();
  await expect(page.getByLabel("Begint op")).toHaveAccessibleDescription(said);
  await expect(page.getByText("Dit veld is niet geldig")).toHaveCount(0);
  await expect(page.getByText("Het rooster is opgeslagen")).toHaveCount(0);
  await expectAccessibleNoJs(page);
});
