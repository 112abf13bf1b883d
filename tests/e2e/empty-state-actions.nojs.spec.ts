import { expect, signIn, test } from "./support/fixtures";
import { apiSession, uniqueTag } from "./support/manage";

// An empty list's next step, without JavaScript: a center manager whose filter finds nothing is offered to add the first
// one — once, by the page's own add link (an empty state with a second one read twice), for the organization the list
// was narrowed to.

test("a manager's vacancy list of an organization without vacancies offers to add one, once, for that organization", async ({ page, request }) => {
  const tag = uniqueTag();
  const api = await apiSession(request);
  const { data: organization } = await api.call<{ data: { id: string } }>("POST", "/api/v1/organizations", {
    data: { type: "organizations", attributes: { name: `Buurthuis ${tag}`, organization_type: "NonProfit", status: "approved" } },
  });
  await signIn(page, "admin@demo.example");
  await page.goto(`/vacancies?organization=${organization.id}`);
  await expect(page.getByText("Geen vacatures gevonden.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Vacature toevoegen" })).toHaveCount(1);
  await page.getByRole("link", { name: "Vacature toevoegen" }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/add\\?organization=${organization.id}$`));
  await expect(page.getByLabel("Organisatie", { exact: true })).toHaveValue(`Buurthuis ${tag}`);
});

test("a search for organizations that finds nothing offers to add one, once; a volunteer gets neither list nor link", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto(`/organizations?q=${uniqueTag()}`);
  await expect(page.getByText("Geen organisaties gevonden", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Organisatie toevoegen" })).toHaveCount(1);
  await page.getByRole("link", { name: "Organisatie toevoegen" }).click();
  await expect(page).toHaveURL(/\/organizations\/add$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organisatie toevoegen");

  await page.context().clearCookies();
  await signIn(page, "volunteer@demo.example");
  for (const path of ["/vacancies?organization=00000000-0000-4000-8000-000000000000", `/organizations?q=${uniqueTag()}`]) {
    expect((await page.goto(path))?.status(), path).toBe(403);
    await expect(page.getByRole("link", { name: /toevoegen$/ })).toHaveCount(0);
  }
});
