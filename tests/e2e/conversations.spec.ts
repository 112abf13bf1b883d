import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { activeUser } from "./support/users";
import { vacancyId } from "./support/vacancies";

// Conversations with JavaScript (issue 13): a reply is sent without a reload (a fetcher) and the form empties;
// a half-written reply asks before leaving the page; the inbox and the thread pass axe.

const VACANCY = "Maatje voor een oudere buurtbewoner";

test("replying without a reload, the unsaved-changes guard on a half-written reply, axe on inbox and thread", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const subject = `Vraag ${tag}`;
  const volunteer = await activeUser(request, { roles: ["volunteer"], firstName: "Jan", lastName: tag });
  const id = await vacancyId(request, VACANCY);

  await signIn(page, volunteer.email);
  await page.goto("/conversations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conversaties");
  await expect(page.getByText("Nog geen conversaties")).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/conversations/new?vacancy_id=${id}`);
  await page.getByLabel(/^Onderwerp/).fill(subject);
  await page.getByLabel(/^Bericht/).fill("Is er een training?");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("message")).toHaveCount(1);

  // A reply stays on the page: a marker set in this document survives it.
  await page.evaluate((marker) => Object.assign(window, { conversationMarker: marker }), tag);
  const reply = page.getByLabel(/^Je antwoord/);
  await reply.fill("En hoe laat begint het?");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByTestId("message")).toHaveCount(2);
  await expect(page.getByTestId("message").last()).toContainText("En hoe laat begint het?");
  await expect(page.getByRole("status").filter({ hasText: /^Je bericht is verstuurd\.$/ })).toBeVisible();
  await expect(reply).toHaveValue("");
  expect(await page.evaluate(() => (window as unknown as { conversationMarker?: string }).conversationMarker)).toBe(tag);

  // A half-written reply: leaving asks first; staying keeps the text.
  await reply.fill("Nog een vraag");
  await expect(page.locator("form[data-dirty='true']")).toHaveCount(1);
  await page.getByRole("link", { name: "Terug naar conversaties" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Blijven" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]{36}$/);
  await expect(reply).toHaveValue("Nog een vraag");
  await expectAccessible(page);

  // The inbox with the conversation.
  await reply.fill("");
  await page.getByRole("link", { name: "Terug naar conversaties" }).click();
  await expect(page).toHaveURL(/\/conversations$/);
  await expect(page.getByTestId("conversation").filter({ hasText: subject })).toBeVisible();
  await expectAccessible(page);
});
