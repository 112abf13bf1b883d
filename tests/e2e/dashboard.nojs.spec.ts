import { expect, signIn, test } from "./support/fixtures";

// The dashboard per role without JavaScript (issue 15): the center's admin sees what waits for the center, each
// item a link to where it is handled; a volunteer sees only their own part.

test("the center's admin sees the center's to-do list with links to where each item is handled", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hallo /);
  const todo = page.getByRole("region", { name: "Te doen voor de centrale" });
  await expect(todo.getByRole("heading", { name: "Aanmeldingen van organisaties" })).toBeVisible();
  await expect(todo.getByRole("heading", { name: "Vacatures die bijna verlopen" })).toBeVisible();
  await expect(todo.getByRole("heading", { name: "Onbeantwoorde reacties" })).toBeVisible();
  await expect(todo.getByTestId("week-figures")).toContainText("Nieuwe vrijwilligers");
  await todo.getByRole("link", { name: "Alle nieuwe reacties" }).click();
  await expect(page).toHaveURL(/\/applications\?status=new$/);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Alle gepubliceerde vacatures" }).click();
  await expect(page).toHaveURL(/\/vacancies\?status=published&sort=expires_at$/);
});

test("a volunteer sees their own responses, sign-ups and messages, and no to-do list", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Voor jou" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Te doen/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Mijn reacties" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mijn aanmeldingen" })).toBeVisible();
  await page.getByRole("link", { name: /ongelezen bericht/ }).click();
  await expect(page).toHaveURL(/\/conversations$/);
});
