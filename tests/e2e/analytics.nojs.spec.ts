import fs from "node:fs";
import { expect, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { noordAndZuid } from "./support/organization-filter";

// Volunteerly Analytics without JavaScript (issue 15, decision 047): the figures, the SVG charts with their tables,
// a CSV download for Dutch Excel, a bad range's message and the comparison's sortable table.

/** Today's date in Amsterdam, as the rollup notes the vacancies per status. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

/** The Amsterdam date this many days before today. */
const daysAgo = (days: number) => {
  const [year, month, day] = today().split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - days)).toISOString().slice(0, 10);
};

test("the center's admin reads the figures, charts and their tables, and downloads a table as CSV", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Analytics", exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Volunteerly Analytics");
  await expect(page).toHaveTitle(/^Volunteerly Analytics/);
  // The rollup job notes today's vacancies per status shortly after the server starts: reload until it has.
  const status = page.getByRole("table", { name: "Vacatures per status" });
  await expect
    .poll(async () => {
      await page.reload();
      return status.getByRole("rowheader", { name: today() }).count();
    })
    .toBe(1);
  await expect(page.getByTestId("stat-views")).toHaveText(/^\d+$/);
  await expect(page.getByTestId("stat-responses")).toHaveText(/^\d+$/);
  await expect(page.getByRole("img", { name: "Vacatures per status door de tijd" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Van weergave naar acceptatie" })).toBeVisible();
  const funnel = page.getByRole("table", { name: "Trechter: weergaven, reacties, geaccepteerd" });
  await expect(funnel.getByRole("rowheader")).toHaveText(["Weergaven", "Reacties", "Geaccepteerd"]);
  await expect(page.getByRole("table", { name: "Nieuwe vrijwilligers en organisaties" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Trechter: weergaven, reacties, geaccepteerd downloaden als CSV" }).click();
  const bytes = fs.readFileSync(await (await download).path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  expect(lines[0]).toBe("Stap;Aantal;% van weergaven");
  const shown = await funnel.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent).join(";")));
  expect(lines.slice(1)).toEqual(shown);
});

test("a range that ends before it starts, or spans more than five years, gets a clear message", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/analytics");
  await page.getByLabel("Van", { exact: true }).fill("2026-03-10");
  await page.getByLabel("Tot en met", { exact: true }).fill("2026-03-01");
  await page.getByRole("button", { name: "Tonen" }).click();
  await expect(page.getByText("De einddatum ligt vóór de begindatum. Kies een einddatum op of na de begindatum.")).toBeVisible();
  await expect(page.getByLabel("Tot en met", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.goto("/analytics?from=2019-01-01&to=2025-01-01");
  await expect(page.getByText("Een periode mag hoogstens vijf jaar zijn. Kies een kortere periode.")).toBeVisible();
  await page.getByRole("link", { name: "Vorig jaar" }).click();
  await expect(page.getByRole("link", { name: "Vorig jaar" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText(/Kies een kortere periode/)).toHaveCount(0);
});

test("the comparison sorts the organizations by a column header both ways and compares two periods", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/analytics");
  await page.getByRole("link", { name: "Organisaties en periodes vergelijken" }).click();
  await expect(page).toHaveURL(/\/analytics\/index-2$/);
  // The seed's views of the past weeks (5 to 52 days before it ran): no test writes into this range, so both reads
  // below see the same organizations (the last days are left out: other tests add views and responses today).
  const from = daysAgo(90);
  const to = daysAgo(3);
  await page.getByLabel("Van", { exact: true }).fill(from);
  await page.getByLabel("Tot en met", { exact: true }).fill(to);
  await page.getByRole("button", { name: "Tonen" }).click();
  const table = page.getByRole("table", { name: "Organisaties vergeleken" });
  await table.getByRole("link", { name: /^Weergaven/ }).click();
  await expect(page).toHaveURL(/sort=-views/);
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  // The address changes when the navigation commits, before the new page is all there: wait on the header's sort
  // state and the page's load before reading the rows.
  const read = async () => {
    const rows = await table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [tr.children[0]!.textContent!, tr.children[1]!.textContent!]));
    return { names: rows.map(([name]) => name), views: rows.map(([, views]) => Number(views!.replace(/\D/g, ""))) };
  };
  await expect(table.getByRole("columnheader", { name: /^Weergaven/ })).toHaveAttribute("aria-sort", "descending");
  await page.waitForLoadState("load");
  const descending = await read();
  expect(descending.names.length).toBeGreaterThanOrEqual(3);
  expect(descending.views).toEqual([...descending.views].sort((a, b) => b - a));
  expect(new Set(descending.views).size).toBe(descending.views.length);
  await table.getByRole("link", { name: /^Weergaven/ }).click();
  await expect(page).toHaveURL(/sort=views/);
  await expect(table.getByRole("columnheader", { name: /^Weergaven/ })).toHaveAttribute("aria-sort", "ascending");
  await page.waitForLoadState("load");
  expect((await read()).names).toEqual([...descending.names].reverse());
  const periods = page.getByRole("table", { name: "Twee periodes vergeleken" });
  await expect(periods.getByRole("rowheader")).toContainText(["Weergaven", "Reacties", "Geaccepteerd"]);
});

test("a volunteer may not open the analytics", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Analytics", exact: true })).toHaveCount(0);
  const response = await page.goto("/analytics");
  expect(response?.status()).toBe(403);
});

test("without JavaScript the figures' organization filter is a name the page resolves: several, none, one", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const { zuid } = await noordAndZuid(request, "Schaakclub", tag, { noord: `Borden zetten ${tag}`, zuid: `Klokken stellen ${tag}` });
  await signIn(page, "admin@demo.example");
  await page.goto("/analytics?preset=thisYear");
  const field = page.getByRole("searchbox", { name: "Organisatie" });
  const show = page.getByRole("button", { name: "Tonen" });
  await expect(page.getByRole("option", { name: `Schaakclub ${tag} Zuid` })).toHaveCount(0);

  await field.fill(tag);
  await show.click();
  const notice = page.getByRole("status").filter({ hasText: `Meer dan één organisatie heeft ‘${tag}’ in haar naam` });
  await expect(notice).toContainText("tot dan zijn de cijfers niet op organisatie gefilterd");
  await expect(page.getByText(/^Cijfers van de hele centrale van \d{1,2} [a-z]+ \d{4} tot en met \d{1,2} [a-z]+ \d{4}\./)).toBeVisible();
  await notice.getByRole("link", { name: `Schaakclub ${tag} Zuid` }).click();
  await expect(page).toHaveURL(new RegExp(`organization=${zuid.id}`));
  await expect(page.getByText(new RegExp(`^Cijfers van Schaakclub ${tag} Zuid van`))).toBeVisible();

  await field.fill(`${tag} damclub`);
  await show.click();
  await expect(page.getByRole("status").filter({ hasText: "Geen organisatie" })).toHaveText(
    `Geen organisatie heeft ‘${tag} damclub’ in haar naam. De cijfers zijn niet op organisatie gefilterd.`,
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(`${tag} zuid`);
  await show.click();
  await expect(page).toHaveURL(new RegExp(`organization=${zuid.id}`));
  await expect(field).toHaveValue(`Schaakclub ${tag} Zuid`);
  // The CSV of a table keeps the organization.
  await expect(page.getByRole("link", { name: /CSV/ }).first()).toHaveAttribute("href", new RegExp(`organization=${zuid.id}`));
});

test("each day of the range that cannot be used is marked and described by its own message (nl + en)", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  const from = page.getByLabel("Van", { exact: true });
  const to = page.getByLabel("Tot en met", { exact: true });
  const invalidDate = "Vul een geldige datum in (jjjj-mm-dd).";
  // Neither is a day: both fields say so, not only the first.
  await page.goto("/analytics?from=garbage&to=2026-13-01");
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(from).toHaveAccessibleDescription(invalidDate);
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription(invalidDate);
  await expect(page.getByRole("table")).toHaveCount(0);
  // A start that is no day and no end at all: the end is missing as well.
  await page.goto("/analytics?from=garbage");
  await expect(from).toHaveAccessibleDescription(invalidDate);
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription(invalidDate);
  // Only the end is no day: only it is marked.
  await page.goto("/analytics?from=2026-01-01&to=garbage");
  await expect(from).not.toHaveAttribute("aria-invalid");
  await expect(from).toHaveValue("2026-01-01");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription(invalidDate);
  // An end without a start is a chosen period too: the start is asked for, not the last 30 days shown instead.
  await page.goto("/analytics?to=2026-01-31");
  await expect(to).toHaveValue("2026-01-31");
  await expect(to).not.toHaveAttribute("aria-invalid");
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(from).toHaveAccessibleDescription(invalidDate);
  await expect(page.getByRole("table")).toHaveCount(0);

  // In English: an end before the start and more than five years are the end's to change.
  const fromEn = page.getByLabel("From", { exact: true });
  const toEn = page.getByLabel("To (inclusive)", { exact: true });
  await page.goto("/en/analytics?from=2026-03-10&to=2026-03-01");
  await expect(toEn).toHaveAttribute("aria-invalid", "true");
  await expect(toEn).toHaveAccessibleDescription("The end date lies before the start date. Choose an end date on or after the start date.");
  await expect(fromEn).not.toHaveAttribute("aria-invalid");
  await page.goto("/en/analytics?from=2019-01-01&to=2025-01-01");
  await expect(toEn).toHaveAccessibleDescription("A period may span at most five years. Choose a shorter period.");
  await expect(fromEn).not.toHaveAttribute("aria-invalid");
  await page.goto("/en/analytics?from=garbage&to=garbage");
  await expect(fromEn).toHaveAccessibleDescription("Enter a valid date (yyyy-mm-dd).");
  await expect(toEn).toHaveAccessibleDescription("Enter a valid date (yyyy-mm-dd).");

  // The comparison's second period the same way: an end alone asks for its start, two bad days are both marked.
  await page.goto("/analytics/index-2?from=2026-01-01&to=2026-01-31&compare_to=2025-01-31");
  const compareFrom = page.getByLabel("Vergelijken van", { exact: true });
  const compareTo = page.getByLabel("Vergelijken tot en met", { exact: true });
  await expect(compareTo).toHaveValue("2025-01-31");
  await expect(compareFrom).toHaveAccessibleDescription(invalidDate);
  await expect(compareTo).not.toHaveAttribute("aria-invalid");
  await page.goto("/analytics/index-2?from=2026-01-01&to=2026-01-31&compare_from=garbage&compare_to=garbage");
  await expect(compareFrom).toHaveAccessibleDescription(invalidDate);
  await expect(compareTo).toHaveAccessibleDescription(invalidDate);
  await expect(from).not.toHaveAttribute("aria-invalid");
});
