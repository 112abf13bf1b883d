import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { latestMail, linkIn } from "./support/mail";
import { apiSession, uniqueTag } from "./support/manage";
import { tamperPost } from "./support/tamper";

// The requester's own page without JavaScript (decision 041): a post the page cannot carry out — a response decided
// meanwhile in another tab, a tampered form — is told on the page in its words, not a bare error page or silence.

/** An approved request with one response; the link of the requester's own page (from the response's mail) and the helper's name. */
async function answeredRequest(request: APIRequestContext) {
  const tag = uniqueTag();
  const requester = `roos-${tag}@example.org`.toLowerCase();
  const helper = `Hans Helper ${tag}`;
  const created = await request.post("/api/v1/neighbour_help_requests", {
    data: { data: { type: "neighbour_help_requests", attributes: { direction: "ask", kind: "neighbour-help", category: "transport", description: `Wie rijdt mij naar het ziekenhuis? (${tag})`, postcode: "8091 AB", name: `Roos Vraag ${tag}`, email: requester } } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  await (await apiSession(request)).call("PATCH", `/api/v1/neighbour_help_reviews/${id}`, { data: { type: "neighbour_help_requests", id, attributes: { status: "approved" } } });
  const responded = await request.post(`/api/v1/neighbour_help_requests/${id}/responses`, {
    data: { data: { type: "neighbour_help_responses", attributes: { name: helper, email: `hans-${tag}@example.org`.toLowerCase(), message: `Ik rijd je graag (${tag}).` } } },
  });
  expect(responded.status()).toBe(201);
  const mail = await latestMail(requester, { subject: `${helper} reageerde op je bericht` });
  return { link: linkIn(mail.text, "/een-op-een-hulp/mijn-aanvraag/"), helper };
}

test("declining a response already declined in another tab says so on the page, not an error page and not silence", async ({ page, browser, request }) => {
  const { link, helper } = await answeredRequest(request);
  await page.goto(link);
  await page.getByRole("link", { name: `Wijs de reactie van ${helper} af` }).click();
  await expect(page.getByRole("heading", { name: `Reactie van ${helper} afwijzen?` })).toBeVisible();
  // The same confirmation, answered in another tab first.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const tab = await other.newPage();
  await tab.goto(page.url());
  await tab.getByRole("button", { name: "Afwijzen" }).click();
  await expect(tab.getByText("De reactie is afgewezen.")).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Afwijzen" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Het formulier bevat fouten" });
  await expect(refusal).toContainText("Over deze reactie is al beslist, of je bericht is intussen afgesloten.");
  // Not told it worked; the page shows how it stands: the response declined, no confirmation left.
  await expect(page.getByText("De reactie is afgewezen.")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je bericht voor een-op-een-hulp");
  await expect(page.getByTestId("help-responses")).toContainText("Afgewezen");
  await expect(page.getByRole("heading", { name: `Reactie van ${helper} afwijzen?` })).toHaveCount(0);
});

test("withdrawing a request withdrawn in another tab says so on the page", async ({ page, browser, request }) => {
  const { link } = await answeredRequest(request);
  await page.goto(link);
  await page.getByRole("link", { name: "Bericht intrekken" }).click();
  const other = await browser.newContext({ javaScriptEnabled: false });
  const tab = await other.newPage();
  await tab.goto(page.url());
  await tab.getByRole("button", { name: "Bericht intrekken" }).click();
  await expect(tab.getByText("Je bericht is ingetrokken.")).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Bericht intrekken" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Het formulier bevat fouten" });
  await expect(refusal).toContainText("Je bericht is intussen veranderd: al ingetrokken, afgerond of verlopen.");
  await expect(page.getByText("Je hebt dit bericht ingetrokken. Het staat niet meer op de website.")).toBeVisible();
});

for (const [field, value] of [
  ["status", "maybe"],
  ["intent", "explode"],
] as const) {
  test(`a decision with a tampered ${field} gets the form's message on the page, nothing decided`, async ({ page, request }) => {
    const { link, helper } = await answeredRequest(request);
    await page.goto(link);
    await page.getByRole("link", { name: `Neem de reactie van ${helper} aan` }).click();
    await tamperPost(page, /\/een-op-een-hulp\/mijn-aanvraag\//, (body) => body.set(field, value));
    await page.getByRole("button", { name: "Aannemen" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Het formulier bevat fouten" });
    await expect(refusal).toContainText("Dit veld is niet geldig");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je bericht voor een-op-een-hulp");
    // Nothing decided: the question still stands and can be answered.
    await expect(page.getByText("De reactie is aangenomen")).toHaveCount(0);
    await page.unrouteAll();
    await page.getByRole("button", { name: "Aannemen" }).click();
    await expect(page.getByText("De reactie is aangenomen")).toBeVisible();
  });
}
