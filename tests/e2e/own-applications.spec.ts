import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { activeUser } from "./support/users";
import { apiHeaders, vacancyId } from "./support/vacancies";

// A volunteer's own responses (issue 13): the list, empty and filled, and one response pass axe.

test("the volunteer's responses pass axe", async ({ page, request }) => {
  test.slow(); // three full axe runs
  const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Axel" });
  await signIn(page, volunteer.email);
  await page.goto("/applications");
  await expect(page.getByText("Je hebt nog nergens op gereageerd")).toBeVisible();
  await expectAccessible(page);

  const id = await vacancyId(request, "Maatje voor een oudere buurtbewoner");
  await request.post(`/api/v1/vacancies/${id}/applications`, {
    headers: await apiHeaders(request, volunteer.email),
    data: { data: { type: "applications", attributes: { name: "Axel", email: volunteer.email, message: "Graag!" } } },
  });
  await page.goto("/applications");
  await expect(page.getByRole("table")).toContainText("In behandeling");
  await expectAccessible(page);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("link", { name: "Stel een vraag" })).toBeVisible();
  await expectAccessible(page);
});
