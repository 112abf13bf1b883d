import { expect, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { activeUser } from "./support/users";
import { apiHeaders, vacancyId } from "./support/vacancies";

// Conversations without JavaScript (issue 13): a volunteer asks a question on a demo vacancy, the organization's
// user finds it in the inbox (unread), answers with a plain form post, and the volunteer reads the answer. Empty
// and over-long replies are refused at the field with the typed text kept; someone else's thread is a 404.

test.use({ javaScriptEnabled: false });

const VACANCY = "Maatje voor een oudere buurtbewoner";
const ORGANIZATION_USER = "organization_superuser@demo.example";

test("a volunteer asks, the organization answers without JavaScript, the volunteer reads it", async ({ page, browser, request }) => {
  test.slow();
  const tag = uniqueTag();
  const subject = `Vraag ${tag}`;
  const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Vera", lastName: tag });
  const id = await vacancyId(request, VACANCY);

  // The volunteer asks on the vacancy's page.
  await signIn(page, volunteer.email);
  await page.goto(`/vacancies/${id}`);
  await page.getByRole("link", { name: "Stel een vraag" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Stel een vraag over ‘${VACANCY}’`);
  await expect(page.getByLabel(/^Onderwerp/)).toHaveValue(`Vraag over ${VACANCY}`);
  await page.getByLabel(/^Onderwerp/).fill(subject);
  await page.getByLabel(/^Bericht/).fill("Kan ik ook op zaterdag helpen?");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/);
  const threadPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expect(page.getByTestId("message")).toHaveText([/Jij.*Kan ik ook op zaterdag helpen\?/]);

  // The organization's user: the thread is in the inbox, unread, found by the search.
  const organization = await browser.newContext({ javaScriptEnabled: false });
  const staff = await organization.newPage();
  await signIn(staff, ORGANIZATION_USER);
  await staff.goto("/conversations");
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Conversaties");
  await staff.getByLabel("Zoeken", { exact: true }).fill(tag);
  await staff.getByRole("button", { name: "Zoeken" }).click();
  const entry = staff.getByTestId("conversation");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`Met Vera ${tag}`);
  await expect(entry).toContainText("1 ongelezen");
  await entry.getByRole("link", { name: subject }).click();
  await expect(staff).toHaveURL(new RegExp(`${threadPath}$`));
  await expect(staff.getByTestId("message")).toHaveText([new RegExp(`Vera ${tag}.*Kan ik ook op zaterdag helpen\\?`)]);

  // Bad input: only spaces, then too long — refused at the field, the text kept.
  const reply = staff.getByLabel(/^Je antwoord/);
  await reply.fill("   ");
  await staff.getByRole("button", { name: "Versturen" }).click();
  await expect(staff.getByText("Dit veld is verplicht")).toBeVisible();
  // The field knows the server's limit, so the browser stops at 5,000 characters; past a client that ignores it, the
  // server refuses more.
  await expect(reply).toHaveAttribute("maxlength", "5000");
  await reply.evaluate((field) => field.removeAttribute("maxlength"));
  const tooLong = "x".repeat(5001);
  await staff.getByLabel(/^Je antwoord/).fill(tooLong);
  await staff.getByRole("button", { name: "Versturen" }).click();
  await expect(staff.getByText("Vul maximaal 5000 tekens in")).toBeVisible();
  await expect(staff.getByLabel(/^Je antwoord/)).toHaveValue(tooLong);
  await expect(staff.getByTestId("message")).toHaveCount(1);

  // The answer: a plain post, back to the thread with the message.
  await staff.getByLabel(/^Je antwoord/).fill(`Ja hoor, zaterdag kan ook. ${tag}`);
  await staff.getByRole("button", { name: "Versturen" }).click();
  await expect(staff).toHaveURL(new RegExp(`${threadPath}(#reply)?$`));
  await expect(staff.getByTestId("message")).toHaveCount(2);
  await expect(staff.getByTestId("message").last()).toContainText(`Jij`);
  await expect(staff.getByTestId("message").last()).toContainText(`Ja hoor, zaterdag kan ook. ${tag}`);
  await organization.close();

  // The volunteer: one unread conversation, the answer in it; opening it marks it read.
  await page.goto("/conversations");
  const mine = page.getByTestId("conversation").filter({ hasText: subject });
  await expect(mine).toContainText("1 ongelezen");
  await mine.getByRole("link", { name: subject }).click();
  await expect(page.getByTestId("message").last()).toContainText(`Ja hoor, zaterdag kan ook. ${tag}`);
  await page.goto("/conversations");
  await expect(page.getByTestId("conversation").filter({ hasText: subject })).not.toContainText("ongelezen");

  // Someone else may not read it, nor reply to it.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const stranger = await other.newPage();
  await signIn(stranger, "volunteer@demo.example");
  const response = await stranger.goto(threadPath);
  expect(response?.status()).toBe(404);
  await other.close();
});

test("the organization writes to a volunteer about their response, from the application's page", async ({ page, browser, request }) => {
  test.slow();
  const tag = uniqueTag();
  const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Rik", lastName: tag });
  const id = await vacancyId(request, VACANCY);

  // The volunteer responds while signed in: the response belongs to their account.
  await signIn(page, volunteer.email);
  await page.goto(`/vacancies/${id}`);
  await page.getByLabel(/^Bericht/).fill("Ik help graag.");
  await page.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(page).toHaveURL(/\/reactie-verstuurd$/);
  const headers = await apiHeaders(request, "admin@demo.example");
  const found = (await (await request.get(`/api/v1/applications?filter[q]=${encodeURIComponent(volunteer.email)}`, { headers })).json()) as { data: Array<{ id: string }> };
  const applicationId = found.data[0]!.id;

  const organization = await browser.newContext({ javaScriptEnabled: false });
  const staff = await organization.newPage();
  await signIn(staff, ORGANIZATION_USER);
  await staff.goto(`/applications/${applicationId}`);
  await staff.getByRole("link", { name: "Stuur een bericht" }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Bericht over de reactie op ‘${VACANCY}’`);
  await staff.getByLabel(/^Onderwerp/).fill(`Kennismaking ${tag}`);
  await staff.getByLabel(/^Bericht/).fill("Wanneer kun je langskomen?");
  await staff.getByRole("button", { name: "Versturen" }).click();
  await expect(staff).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/);
  await expect(staff.getByText(`Met Rik ${tag}`)).toBeVisible();
  await organization.close();

  await page.goto("/conversations");
  const entry = page.getByTestId("conversation").filter({ hasText: `Kennismaking ${tag}` });
  await expect(entry).toContainText("1 ongelezen");
  await entry.getByRole("link", { name: `Kennismaking ${tag}` }).click();
  await expect(page.getByTestId("message")).toContainText(["Wanneer kun je langskomen?"]);
});
