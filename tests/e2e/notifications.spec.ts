import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { vacancyId } from "./support/vacancies";

// Notifications with JavaScript (issue 13): the page with notifications and its empty state pass axe.

test("the notifications page is accessible, with notifications and empty", async ({ page, request }) => {
  test.slow();
  // The contact person of the demo center's first vacancies has at least this response's notification.
  const id = await vacancyId(request, "Maatje voor een oudere buurtbewoner");
  const tag = crypto.randomUUID().slice(0, 8);
  expect((await request.post(`/api/v1/vacancies/${id}/applications`, { data: { name: `Eva ${tag}`, email: `eva-${tag}@example.nl`, phone_number: "", message: "Graag." } })).status()).toBe(201);

  await signIn(page, "organization_superuser@demo.example");
  await page.getByTestId("notifications-bell").click();
  await expect(page).toHaveURL(/\/notificaties$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meldingen");
  await expect(page.getByTestId("notification").first()).toBeVisible();
  await expectAccessible(page);

  // A content manager is told of none of these events: the empty state.
  await page.context().clearCookies();
  await signIn(page, "content_manager@demo.example");
  await page.goto("/notificaties");
  await expect(page.getByText("Je hebt nog geen meldingen.")).toBeVisible();
  await expect(page.getByTestId("notifications-bell")).toHaveAccessibleName("Meldingen");
  await expectAccessible(page);
});
