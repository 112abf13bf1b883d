import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { vacancyId } from "./support/vacancies";

// The activity panel with JavaScript (issue 13, decision 033): recent activity of the user's organization in the
// toolbar's right-hand panel and on /activiteit, each entry a link; the empty state for someone without any.

test("the activity panel shows the organization's recent activity and leads to it", async ({ page, request }) => {
  test.slow();
  const id = await vacancyId(request, "Maatje voor een oudere buurtbewoner");
  const tag = crypto.randomUUID().slice(0, 8);
  const created = await request.post(`/api/v1/vacancies/${id}/applications`, { data: { name: `Ilse ${tag}`, email: `ilse-${tag}@example.nl`, phone_number: "", message: "Graag." } });
  expect(created.status()).toBe(201);
  const applicationId = ((await created.json()) as { data: { id: string } }).data.id;

  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/dashboard");
  await page.getByRole("toolbar").getByRole("button", { name: "Activiteit" }).click();
  const panel = page.getByRole("dialog", { name: "Activiteit" });
  await expect(panel.getByTestId("activity-entry").first()).toBeVisible();
  await expectAccessible(page);

  // Other tests respond to the same vacancies meanwhile: the whole list has this response, by its own name.
  await panel.getByRole("link", { name: "Alle activiteit" }).click();
  await expect(page).toHaveURL(/\/activiteit$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activiteit");
  const entry = page.getByRole("link", { name: `Ilse ${tag} reageerde op ‘Maatje voor een oudere buurtbewoner’` });
  await expect(entry).toBeVisible();
  await expectAccessible(page);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
});

test("someone without an organization or center sees the empty state", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/dashboard");
  await page.getByRole("toolbar").getByRole("button", { name: "Activiteit" }).click();
  const panel = page.getByRole("dialog", { name: "Activiteit" });
  await expect(panel.getByText("Nog geen recente activiteit.")).toBeVisible();
  await expectAccessible(page);
  await page.goto("/activiteit");
  await expect(page.getByText("Nog geen recente activiteit.")).toBeVisible();
  await expect(page.getByTestId("activity-entry")).toHaveCount(0);
  await expectAccessible(page);
});
