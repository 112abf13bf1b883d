import { expect, signIn, test } from "./support/fixtures";
import { latestMail, linkIn } from "./support/mail";
import { uniqueTag } from "./support/manage";

// Neighbour help without JavaScript (decision 041, later): the requester withdraws their public request from the
// page of their mail's link, after a confirmation step; it leaves the listing at once and the helper whose
// response was still open is told by mail.

test("the requester withdraws their request after a confirmation; it leaves the listing and the helper is mailed", async ({ page, browser, request }) => {
  test.slow();
  const tag = uniqueTag();
  const requester = `wim-${tag}@example.org`.toLowerCase();
  const helper = `hilde-${tag}@example.org`.toLowerCase();
  const description = `Wie helpt mij met de tuin? (${tag})`;
  const created = await request.post("/api/v1/neighbour_help_requests", {
    data: { data: { type: "neighbour_help_requests", attributes: { direction: "ask", kind: "neighbour-help", category: "garden", description, postcode: "8091 AB", name: `Wim Vraag ${tag}`, email: requester } } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;

  // The center approves it; a helper responds.
  const center = await browser.newContext({ javaScriptEnabled: false });
  const admin = await center.newPage();
  await signIn(admin, "admin@demo.example");
  await admin.goto(`/een-op-een-hulp/beoordelen/${id}`);
  await admin.getByRole("button", { name: "Goedkeuren" }).click();
  await expect(admin.getByText("Het bericht staat nu op de website")).toBeVisible();
  await center.close();
  const responded = await request.post(`/api/v1/neighbour_help_requests/${id}/responses`, {
    data: { data: { type: "neighbour_help_responses", attributes: { name: `Hilde Helper ${tag}`, email: helper, message: `Ik kom graag schoffelen (${tag}).` } } },
  });
  expect(responded.status()).toBe(201);
  await page.goto("/een-op-een-hulp");
  await expect(page.getByText(description)).toBeVisible();

  // The requester opens their page from the response's mail and withdraws, after a confirmation they can cancel.
  const mail = await latestMail(requester, { subject: `Hilde Helper ${tag} reageerde op je bericht` });
  const ownContext = await browser.newContext({ javaScriptEnabled: false });
  const own = await ownContext.newPage();
  await own.goto(linkIn(mail.text, "/een-op-een-hulp/mijn-aanvraag/"));
  await expect(own.getByText("Op de website", { exact: true })).toBeVisible();
  await own.getByRole("link", { name: "Bericht intrekken" }).click();
  await expect(own.getByRole("heading", { name: "Bericht intrekken?" })).toBeVisible();
  await own.getByRole("link", { name: "Annuleren" }).click();
  await expect(own.getByRole("heading", { name: "Bericht intrekken?" })).toHaveCount(0);
  await own.getByRole("link", { name: "Bericht intrekken" }).click();
  await own.getByRole("button", { name: "Bericht intrekken" }).click();
  await expect(own.getByText("Je bericht is ingetrokken.")).toBeVisible();
  await expect(own.getByText("Je hebt dit bericht ingetrokken. Het staat niet meer op de website.")).toBeVisible();
  await expect(own.getByText("Ingetrokken", { exact: true })).toBeVisible();
  // Nothing left to withdraw, and the response can no longer be accepted.
  await expect(own.getByRole("link", { name: "Bericht intrekken" })).toHaveCount(0);
  await expect(own.getByRole("link", { name: `Neem de reactie van Hilde Helper ${tag} aan` })).toHaveCount(0);
  await ownContext.close();

  await page.goto("/een-op-een-hulp");
  await expect(page.getByText(description)).toHaveCount(0);
  const closed = await latestMail(helper, { subject: "Een bericht waarop je reageerde is niet meer open" });
  expect(closed.text).toContain(description);
});
