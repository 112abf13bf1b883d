import { expect, signIn, test } from "./support/fixtures";
import { vacancyId } from "./support/vacancies";

// The activity panel without JavaScript (issue 13): the toolbar's panel is a disclosure that leads to /activiteit,
// rendered on the server.

test("without JavaScript the panel leads to the server-rendered activity page", async ({ page, request }) => {
  const id = await vacancyId(request, "Maatje voor een oudere buurtbewoner");
  const tag = crypto.randomUUID().slice(0, 8);
  expect((await request.post(`/api/v1/vacancies/${id}/applications`, { data: { name: `Joost ${tag}`, email: `joost-${tag}@example.nl`, phone_number: "", message: "Graag." } })).status()).toBe(201);

  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/dashboard");
  await page.getByRole("toolbar").locator("summary", { hasText: "Activiteit" }).click();
  await page.getByRole("toolbar").getByRole("link", { name: "Alle activiteit" }).click();
  await expect(page).toHaveURL(/\/activiteit$/);
  await expect(page.getByRole("link", { name: `Joost ${tag} reageerde op ‘Maatje voor een oudere buurtbewoner’` })).toBeVisible();
});
