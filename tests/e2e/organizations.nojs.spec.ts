import type { APIRequestContext } from "@playwright/test";
import { expect, hostUrl, signIn, test } from "./support/fixtures";
import { latestMail } from "./support/mail";
import { apiSession, uniqueTag } from "./support/manage";
import { tamperPost } from "./support/tamper";

/* Without JavaScript: filters are a GET form, approving and denying are plain posts. */

async function createOrganization(request: APIRequestContext, attributes: Record<string, unknown>) {
  const api = await apiSession(request);
  const { data } = await api.call<{ data: { id: string } }>("POST", "/api/v1/organizations", { data: { type: "organizations", attributes } });
  return data.id;
}

const countIn = (text: string | null) => Number(/(\d+)\)?\s*$/.exec(text ?? "")?.[1]);

test("the list filters by status and search with a plain GET form, with paging", async ({ page, request }) => {
  const tag = uniqueTag();
  // One pending organization the search does not find, so the approve queue is not empty.
  await createOrganization(request, { name: `Wacht ${uniqueTag()}`, organization_type: "NonProfit", status: "pending" });
  await createOrganization(request, { name: `Archief ${tag}`, organization_type: "NonProfit", status: "archived" });
  await createOrganization(request, { name: `Levend ${tag}`, organization_type: "NonProfit" });
  await signIn(page, "admin@demo.example");
  await page.goto("/organizations");
  await page.getByRole("searchbox", { name: "Zoeken op naam" }).fill(tag);
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Gearchiveerd" });
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/status=archived/);
  const table = page.getByRole("table");
  await expect(table).toContainText(`Archief ${tag}`);
  await expect(table).not.toContainText(`Levend ${tag}`);
  await expect(table.getByRole("row").nth(1)).toContainText("Gearchiveerd");
  // The status tabs count each status under the search, whatever the status chosen.
  const tabs = page.getByRole("navigation", { name: "Organisaties per status" }).getByRole("listitem");
  await expect(tabs).toHaveText([/^Alle\s*2$/, /^Actief\s*1$/, /^In afwachting\s*0$/, /^Afgewezen\s*0$/, /^Gearchiveerd\s*1$/]);
  // The approve link counts the whole queue, which the search does not narrow (the queue's page ignores it).
  const approveLink = page.getByRole("link", { name: /^Goedkeuren \(\d+\)$/ });
  expect(countIn(await approveLink.textContent())).toBeGreaterThanOrEqual(1);
  // Without a search or type the link and the pending tab count the same organizations.
  await page.goto("/organizations");
  const pendingTab = page.getByRole("navigation", { name: "Organisaties per status" }).getByRole("link", { name: /^In afwachting/ });
  expect(countIn(await approveLink.textContent())).toBe(countIn(await pendingTab.textContent()));
  expect(countIn(await approveLink.textContent())).toBeGreaterThanOrEqual(1);
  // The per-page select pages the whole list.
  await page.goto("/organizations?perPage=10");
  await expect(page.getByText(/Pagina 1 van \d+/)).toBeVisible();
  await page.getByRole("link", { name: "Volgende" }).click();
  await expect(page).toHaveURL(/page=2/);
});

test("approving and denying in the queue are plain posts, with the message e-mailed", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag();
  const approved = `Ja ${tag}`;
  const denied = `Nee ${tag}`;
  const deniedEmail = `nee-${tag.toLowerCase()}@organisatie.example`;
  await createOrganization(request, { name: approved, organization_type: "NonProfit", status: "pending" });
  await createOrganization(request, { name: denied, organization_type: "NonProfit", status: "pending", email: deniedEmail });
  await signIn(page, "admin@demo.example");
  await page.goto("/organizations/approve?perPage=100");
  await page.getByRole("article", { name: approved }).getByRole("button", { name: "Goedkeuren" }).click();
  await expect(page.getByText(`${approved} is goedgekeurd`)).toBeVisible();
  const card = page.getByRole("article", { name: denied });
  await card.getByLabel(`Bericht aan ${denied}`).fill("Vul eerst jullie KvK-nummer aan.");
  await card.getByRole("button", { name: "Afwijzen" }).click();
  await expect(page.getByText(`${denied} is afgewezen`)).toBeVisible();
  await expect(page.getByRole("article", { name: approved })).toHaveCount(0);
  await expect(page.getByRole("article", { name: denied })).toHaveCount(0);
  const mail = await latestMail(deniedEmail, { subject: denied });
  expect(mail.subject).toBe(`${denied} is niet goedgekeurd op Volunteerly`);
  expect(mail.text).toContain("Vul eerst jullie KvK-nummer aan.");
  await page.goto(`/organizations?q=${tag}`);
  await expect(page.getByRole("table")).toContainText("Actief");
  await expect(page.getByRole("table")).toContainText("Afgewezen");
});

test("the queue and the list name the place as the address form does, in Dutch and in English", async ({ page, request }) => {
  const name = `Plek ${uniqueTag()}`;
  await createOrganization(request, { name, organization_type: "NonProfit", status: "pending", address: { street: "Brink", house_number: "2", city: "Deventer" } });
  await signIn(page, "admin@demo.example");
  for (const [prefix, place] of [["", "Plaats"], ["/en", "Town or city"]] as const) {
    await page.goto(`${prefix}/organizations/approve?perPage=100`);
    const card = page.getByRole("article", { name });
    await expect(card.getByRole("term").filter({ hasText: place })).toHaveText(place);
    await expect(card.getByRole("definition").filter({ hasText: "Deventer" })).toBeVisible();
    await page.goto(`${prefix}/organizations?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("columnheader", { name: place, exact: true })).toBeVisible();
  }
});

test("adding an organization works as a plain post", async ({ page }) => {
  const tag = uniqueTag();
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/organizations/add");
  await page.getByLabel(/^Naam/).fill(`Nieuw ${tag}`);
  await page.getByLabel(/^Type/).selectOption({ label: "Non-profit" });
  await page.getByLabel(/^Plaats/).fill("Deventer");
  await page.getByLabel("Evenementen").check();
  await page.getByRole("button", { name: "Organisatie toevoegen" }).click();
  await expect(page).toHaveURL(/\/organizations\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByText(`Nieuw ${tag} is toegevoegd`)).toBeVisible();
  await expect(page.getByLabel("Evenementen")).toBeChecked();
  await expect(page.getByLabel(/^Plaats/)).toHaveValue("Deventer");
});

test("moving an organization to the partner center", async ({ page, request }) => {
  const tag = uniqueTag();
  const name = `Verhuizer ${tag}`;
  const id = await createOrganization(request, { name, organization_type: "NonProfit" });
  await signIn(page, "admin@demo.example");
  await page.goto(`/organizations/${id}/move`);
  await page.getByLabel(/^Naar centrale/).selectOption({ label: "Vrijwilligerspunt Partner" });
  await page.getByRole("button", { name: "Verplaatsen" }).click();
  // Another center takes it over: asked first, and nothing moves until the answer.
  const confirm = page.getByRole("region", { name: `${name} naar Vrijwilligerspunt Partner verplaatsen?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("link", { name: "Annuleren" })).toHaveAttribute("href", `/organizations/${id}/move`);
  await confirm.getByRole("button", { name: "Ja, verplaatsen" }).click();
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByText(`${name} is verplaatst naar Vrijwilligerspunt Partner`)).toBeVisible();
  expect((await page.goto(`/organizations/${id}`))?.status()).toBe(404);
});

test("a center the API refuses as the move's target is said in the page's language", async ({ page, request }) => {
  // The page showed the API's English words ('Choose another center of this collaboration.') on the Dutch page too.
  const tag = uniqueTag();
  const name = `Blijver ${tag}`;
  const id = await createOrganization(request, { name, organization_type: "NonProfit" });
  await signIn(page, "admin@demo.example");
  // A center that is no center of this collaboration (gone since the page was loaded, or a tampered form).
  await tamperPost(page, /\/organizations\/[0-9a-f-]{36}\/move$/, (body) => body.set("volunteerCenterId", "6f1c2a4e-9b3d-4c5e-8f7a-1b2c3d4e5f60"));
  for (const [path, submit, confirm, message] of [
    [`/organizations/${id}/move`, "Verplaatsen", "Ja, verplaatsen", "Kies een andere centrale van deze samenwerking."],
    [`/en/organizations/${id}/move`, "Move", "Yes, move", "Choose another center of this collaboration."],
  ] as const) {
    await page.goto(path);
    await page.getByLabel(/^(Naar centrale|To center)/).selectOption({ label: "Vrijwilligerspunt Partner" });
    await page.getByRole("button", { name: submit, exact: true }).click();
    await page.getByRole("button", { name: confirm }).click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  expect((await page.goto(`/organizations/${id}`))?.status()).toBe(200);
});

test("deleting from the edit page asks on a page of its own, then the organization is gone", async ({ page, request }) => {
  const tag = uniqueTag();
  const name = `Weg ${tag}`;
  const id = await createOrganization(request, { name, organization_type: "School" });
  await signIn(page, "center_superuser@demo.example");
  await page.goto(`/organizations/${id}/edit`);
  await page.getByRole("link", { name: "Verwijderen" }).click();
  await expect(page).toHaveURL(/confirm=delete/);
  const confirm = page.getByRole("region", { name: "Organisatie verwijderen" });
  await confirm.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByText(`${name} is verwijderd`)).toBeVisible();
  expect((await page.goto(`/organizations/${id}/edit`))?.status()).toBe(404);
});

test("where enableOrganizationsMoving is off the move page does not exist", async ({ page }) => {
  await signIn(page, "admin@oldebroek.example", { host: "oldebroek.localhost" });
  await page.goto(hostUrl("oldebroek.localhost", "/organizations"));
  const first = page.getByRole("table").getByRole("row").nth(1).getByRole("rowheader").getByRole("link");
  await first.click();
  await expect(page).toHaveURL(/\/organizations\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole("link", { name: "Verplaatsen" })).toHaveCount(0);
  const move = page.url().replace(/\/edit$/, "/move");
  expect((await page.goto(move))?.status()).toBe(404);
});
