import { expect, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { activeUser } from "./support/users";
import { apiHeaders, vacancyId } from "./support/vacancies";

// A volunteer's own responses without JavaScript (issue 13, spec §2 /applications): the empty state, then the
// responses with vacancy, status and date; one response in full; "Stel een vraag" starts a conversation about it
// that the organization's user reads. The managers' page at the same path is unchanged for them.

test.use({ javaScriptEnabled: false });

const VACANCY = "Maatje voor een oudere buurtbewoner";

test("a volunteer sees their own responses and asks a question about one", async ({ page, browser, request }) => {
  test.slow();
  const tag = uniqueTag();
  const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Rosa", lastName: tag });

  await signIn(page, volunteer.email);
  await page.goto("/applications");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mijn reacties");
  await expect(page.getByText("Je hebt nog nergens op gereageerd")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Mijn reacties" }).click();
  await expect(page).toHaveURL(/\/applications$/);

  // The volunteer responds (signed in, so the response is theirs).
  const id = await vacancyId(request, VACANCY);
  const headers = await apiHeaders(request, volunteer.email);
  const responded = await request.post(`/api/v1/vacancies/${id}/applications`, {
    headers,
    data: { data: { type: "applications", attributes: { name: `Rosa ${tag}`, email: volunteer.email, message: `Ik wandel graag. ${tag}` } } },
  });
  expect(responded.status()).toBe(201);

  await page.goto("/applications");
  const table = page.getByRole("table");
  await expect(table).toContainText(VACANCY);
  await expect(table).toContainText("In behandeling");
  await expect(table.locator("time")).toHaveCount(1);
  await table.getByRole("link", { name: VACANCY }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Je reactie op ‘${VACANCY}’`);
  await expect(page.getByText(`Ik wandel graag. ${tag}`)).toBeVisible();
  await expect(page.getByText("De organisatie heeft je reactie nog niet beoordeeld.")).toBeVisible();

  // Ask a question: a conversation about the response.
  await page.getByRole("link", { name: "Stel een vraag" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bericht over de reactie op ‘${VACANCY}’`);
  await page.getByLabel(/^Onderwerp/).fill(`Wanneer hoor ik iets? ${tag}`);
  await page.getByLabel(/^Bericht/).fill("Ik ben benieuwd.");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("message")).toHaveText([/Ik ben benieuwd\./]);

  // The organization's user: the managers' table as before, and the question in their inbox.
  const organization = await browser.newContext({ javaScriptEnabled: false });
  const staff = await organization.newPage();
  await signIn(staff, "organization_superuser@demo.example");
  await staff.goto(`/applications?q=${encodeURIComponent(volunteer.email)}`);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Aanvragen");
  await expect(staff.getByRole("table")).toContainText(`Rosa ${tag}`);
  await staff.goto(`/conversations?q=${tag}`);
  await expect(staff.getByTestId("conversation")).toContainText(`Wanneer hoor ik iets? ${tag}`);
  await organization.close();

  // Someone else's response is not found on the volunteer's page.
  const other = await request.get(`/api/v1/applications?filter[q]=${encodeURIComponent(volunteer.email)}`, { headers: await apiHeaders(request, "admin@demo.example") });
  const otherId = ((await other.json()) as { data: Array<{ id: string }> }).data[0]!.id;
  const stranger = await activeUser(request, { roles: ["volunteer"] });
  const strangers = await browser.newContext({ javaScriptEnabled: false });
  const strangerPage = await strangers.newPage();
  await signIn(strangerPage, stranger.email);
  expect((await strangerPage.goto(`/applications/${otherId}`))?.status()).toBe(404);
  await strangers.close();
});
