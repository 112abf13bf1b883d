import fs from "node:fs";
import { expect, signIn, test } from "./support/fixtures";
import type { Page } from "@playwright/test";

// The data viewer without JavaScript (issue 15): an admin picks the users table, two columns and a filter, sorts by
// a header, sees a secret column hidden, and downloads the same rows as CSV; a center superuser gets 403.

test("an admin reads and exports the center's users without JavaScript", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Zijbalk" }).getByRole("link", { name: "Datablader" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datablader");
  await expect(page.getByText("Kies hierboven een tabel om de gegevens te bekijken.")).toBeVisible();

  await page.getByLabel("Tabel", { exact: true }).selectOption("users");
  await page.getByRole("button", { name: "Openen" }).click();
  await expect(page.getByRole("heading", { name: "Rijen van users" })).toBeVisible();

  const form = page.getByRole("search", { name: "Tabel en weergave kiezen" });
  await form.getByRole("checkbox", { name: "email", exact: true }).check();
  await form.getByRole("checkbox", { name: /^password_hash/ }).check();
  await form.getByLabel("Kolom", { exact: true }).selectOption("email");
  await form.getByLabel("Voorwaarde", { exact: true }).selectOption("contains");
  await form.getByLabel("Waarde", { exact: true }).fill("@demo.example");
  await form.getByRole("button", { name: "Tonen" }).click();

  const table = page.getByRole("table", { name: "Rijen van de tabel users" });
  await expect(table.getByRole("columnheader")).toHaveText([/email/, "password_hash (verborgen)"]);
  await expect(table.getByRole("cell", { name: "admin@demo.example", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "verborgen" }).first()).toBeVisible();
  await expect(table).not.toContainText("@partner.example");

  // Sorting by the header keeps the columns and the filter.
  await table.getByRole("link", { name: /email/ }).click();
  await expect(page).toHaveURL(/sort=email/);
  await table.getByRole("link", { name: /email/ }).click();
  await expect(page).toHaveURL(/sort=-email/);
  // The address changes when the navigation commits, before the new page's rows are all there: wait for the page.
  await page.waitForLoadState("load");
  const firstCells = table.locator("tbody tr td:first-child");
  await expect.poll(() => firstCells.count()).toBeGreaterThan(2);
  const emails = await firstCells.allTextContents();
  expect([...emails].sort().reverse()).toEqual(emails);
  await expect(form.getByLabel("Waarde", { exact: true })).toHaveValue("@demo.example");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporteren als CSV" }).click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString("utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("email;password_hash");
  expect(lines.slice(1)).toContain("admin@demo.example;");
  expect(lines.slice(1).every((line) => line.endsWith("@demo.example;"))).toBe(true);
});

test("a filter on a hidden column is refused with a message that keeps the form", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/admin/data-viewer?table=users&shown=users&filter_column=password_hash&operator=contains&value=%24");
  await expect(page.getByRole("alert")).toHaveText("Op een verborgen kolom kun je niet filteren of sorteren.");
  await expect(page.getByLabel("Tabel", { exact: true })).toHaveValue("users");
});

test("'is groter dan' with a value that is no number, on a number column, says to fill in a number and keeps the form", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  const query = "table=form_questions&shown=form_questions&filter_column=position&operator=gt&value=tien";
  await page.goto(`/admin/data-viewer?${query}`);
  await expect(page.getByRole("alert")).toHaveText("Deze kolom bevat getallen: vergelijk met een getal, bijvoorbeeld 10 of 2,5 (zonder punt of spatie tussen de duizendtallen).");
  await expect(page.getByLabel("Tabel", { exact: true })).toHaveValue("form_questions");
  await page.goto(`/en/admin/data-viewer?${query}`);
  await expect(page.getByRole("alert")).toHaveText("This column holds numbers: compare it with a number, for example 10 or 2.5 (without a thousands separator).");
});

test("a number filter takes a Dutch decimal comma, and refuses thousands separators with the number message", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/admin/data-viewer?table=form_questions&shown=form_questions&columns=position&filter_column=position&operator=lt&value=2%2C5&sort=-position");
  await expect(page.getByRole("alert")).toHaveCount(0);
  const table = page.getByRole("table", { name: "Rijen van de tabel form_questions" });
  // Sorted from high to low: the first row is the highest position under 2,5.
  await expect(table.locator("tbody tr td").first()).toHaveText("2");
  await expect(page.getByLabel("Waarde", { exact: true })).toHaveValue("2,5");
  await page.goto("/admin/data-viewer?table=form_questions&shown=form_questions&filter_column=position&operator=lt&value=1.000%2C5");
  await expect(page.getByRole("alert")).toHaveText("Deze kolom bevat getallen: vergelijk met een getal, bijvoorbeeld 10 of 2,5 (zonder punt of spatie tussen de duizendtallen).");
});

test("'is groter dan' on a list column is refused at the operator, not ignored (it used to show every row)", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  const query = "table=vacancies&shown=vacancies&columns=age_group_ids&filter_column=age_group_ids&operator=gt&value=5";
  await page.goto(`/admin/data-viewer?${query}`);
  const message = "‘is groter dan’ past niet bij deze kolom: groter en kleiner dan vergelijken alleen getallen, datums en tekst. Kies ‘bevat’, ‘is gelijk aan’ of ‘is leeg’.";
  await expect(page.getByRole("alert")).toHaveText(message);
  const operator = page.getByLabel("Voorwaarde", { exact: true });
  await expect(operator).toHaveAttribute("aria-invalid", "true");
  await expect(operator).toHaveAccessibleDescription(message);
  await expect(operator).toHaveValue("gt");
  await expect(page.getByLabel("Waarde", { exact: true })).not.toHaveAttribute("aria-invalid");
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.goto(`/en/admin/data-viewer?${query}`);
  await expect(page.getByLabel("Condition", { exact: true })).toHaveAccessibleDescription(
    "‘is greater than’ does not fit this column: greater and less than compare only numbers, dates and text. Choose ‘contains’, ‘equals’ or ‘is empty’.",
  );
});

test("a date filter with a value that is no date marks the value field, described by the message", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/admin/data-viewer?table=vacancies&shown=vacancies&filter_column=created_at&operator=gt&value=morgen");
  const message = "Deze kolom bevat datums: vergelijk met een datum als JJJJ-MM-DD (bijvoorbeeld 2026-11-01) of een tijdstip als 2026-11-01T14:30.";
  await expectValueRefused(page, message, "morgen");
  await expect(page.getByLabel("Voorwaarde", { exact: true })).not.toHaveAttribute("aria-invalid");
});

test("a true/false filter with another word marks the value field; ja is true", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/admin/data-viewer?table=vacancies&shown=vacancies&filter_column=contact_phone_visible&operator=eq&value=misschien");
  const message = "Deze kolom bevat waar of niet waar: vergelijk met true of false (ja of nee mag ook).";
  await expectValueRefused(page, message, "misschien");
  await page.goto("/en/admin/data-viewer?table=vacancies&shown=vacancies&filter_column=contact_phone_visible&operator=eq&value=maybe");
  await expect(page.getByRole("alert")).toHaveText("This column holds true or false: compare it with true or false (yes or no will do too).");
  await page.goto("/admin/data-viewer?table=vacancies&shown=vacancies&filter_column=contact_phone_visible&operator=eq&value=ja");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByLabel("Waarde", { exact: true })).not.toHaveAttribute("aria-invalid");
});

test("only admins open the data viewer", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Zijbalk" }).getByRole("link", { name: "Datablader" })).toHaveCount(0);
  expect((await page.goto("/admin/data-viewer"))?.status()).toBe(403);
  expect((await page.goto("/admin/data-viewer/export.csv?table=users&shown=users"))?.status()).toBe(403);
});

/** The filter's value was refused: the message said, the value field marked invalid, described by it and kept as typed. */
async function expectValueRefused(page: Page, message: string, typed: string) {
  await expect(page.getByRole("alert")).toHaveText(message);
  const value = page.getByLabel("Waarde", { exact: true });
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await expect(value).toHaveAccessibleDescription(message);
  await expect(value).toHaveValue(typed);
}
