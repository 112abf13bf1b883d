import { expect, expectAccessible, expectHydrated, hostUrl, signIn, test } from "./support/fixtures";
import { latestMail, linkIn } from "./support/mail";
import { uniqueTag } from "./support/manage";
import { approvedRequest } from "./support/neighbour-help";
import { tamperPost } from "./support/tamper";

// Neighbour help's pages (issue 14, decision 041) pass axe with JavaScript on: the listing (with a result and
// empty), the form to ask (also with its errors), one request, the requester's own page and the center's review.
// Where the tenant has no p2p the pages are a 404 and the links are gone.

for (const colorScheme of ["light", "dark"] as const) {
  test(`the public pages are accessible: listing, empty listing, asking with errors, one request in ${colorScheme} mode`, async ({ page, request }) => {
    test.slow(); // five full axe runs
    await page.emulateMedia({ colorScheme });
    const tag = uniqueTag();
    const id = await approvedRequest(request, tag, `axel-${tag}@example.org`.toLowerCase());

    await page.goto("/een-op-een-hulp?category=company");
    await expect(page.getByTestId("help-results")).toContainText(`Wie drinkt koffie met me? (${tag})`);
    await expectAccessible(page);
    await page.goto("/een-op-een-hulp?postcode=9999ZZ");
    await expect(page.getByRole("alert")).toContainText("Deze postcode kennen we niet");
    await expect(page.getByText("Geen berichten gevonden")).toBeVisible();
    await expectAccessible(page);

    await page.goto("/een-op-een-hulp/vragen");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(page.getByLabel(/^Beschrijving/)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.goto(`/een-op-een-hulp/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vraagt hulp: Gezelschap");
    await expectAccessible(page);
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`the requester's page and the center's review pages are accessible in ${colorScheme} mode`, async ({ page, request, browser }) => {
    test.slow(); // six full axe runs
    await page.emulateMedia({ colorScheme });
    const tag = uniqueTag();
    const email = `axel-${tag}@example.org`.toLowerCase();
    const id = await approvedRequest(request, tag, email);
    const responded = await request.post(`/api/v1/neighbour_help_requests/${id}/responses`, {
      data: { data: { type: "neighbour_help_responses", attributes: { name: `Hanna Helper ${tag}`, email: `hanna-${tag}@example.org`, message: "Ik kom graag langs." } } },
    });
    expect(responded.status()).toBe(201);

    const mail = await latestMail(email, { subject: `Hanna Helper ${tag} reageerde` });
    await page.goto(linkIn(mail.text, "/een-op-een-hulp/mijn-aanvraag/"));
    await expect(page.getByTestId("help-responses")).toContainText("Ik kom graag langs.");
    await expectAccessible(page);
    // The confirmation step before declining, by keyboard.
    await page.getByRole("link", { name: `Wijs de reactie van Hanna Helper ${tag} af` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: `Reactie van Hanna Helper ${tag} afwijzen?` })).toBeVisible();
    await expectAccessible(page);
    // The confirmation step before withdrawing the request, by keyboard.
    await page.getByRole("link", { name: "Bericht intrekken" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Bericht intrekken?" })).toBeVisible();
    await expectAccessible(page);

    const center = await browser.newContext({ colorScheme });
    const admin = await center.newPage();
    await signIn(admin, "admin@demo.example");
    await admin.goto("/dashboard");
    // The sidebar links to the review where the tenant has p2p.
    await admin.getByRole("navigation", { name: "Zijbalk" }).getByRole("link", { name: "Een-op-een-hulp beoordelen" }).click();
    await expect(admin).toHaveURL(/\/een-op-een-hulp\/beoordelen$/);
    await expectHydrated(admin);
    await expectAccessible(admin);
    await admin.goto(`/een-op-een-hulp/beoordelen/${id}`);
    await expectHydrated(admin);
    await expect(admin.getByTestId("help-responses")).toContainText(`Hanna Helper ${tag}`);
    await expectAccessible(admin);
    // The center's confirmation before accepting is the requester's one; cancelling leaves the page as it was.
    await admin.getByRole("link", { name: `Neem de reactie van Hanna Helper ${tag} aan` }).click();
    await expect(admin.getByRole("heading", { name: `Reactie van Hanna Helper ${tag} aannemen?` })).toBeVisible();
    await admin.getByRole("link", { name: "Annuleren" }).click();
    await expect(admin.getByRole("heading", { name: `Reactie van Hanna Helper ${tag} aannemen?` })).toHaveCount(0);
    await admin.getByRole("link", { name: "Van de website halen" }).click();
    await expect(admin.getByRole("heading", { name: "Dit bericht afwijzen?" })).toBeVisible();
    await expectAccessible(admin);
    await center.close();
  });
}

test("a reason the server refuses is said at its field, which gets the focus, and what was typed stays", async ({ page, request }) => {
  const tag = uniqueTag();
  const id = await approvedRequest(request, tag, `axel-${tag}@example.org`.toLowerCase());
  await signIn(page, "center_superuser@demo.example");
  await page.goto(`/een-op-een-hulp/beoordelen/${id}?confirm=reject`);
  await expectHydrated(page);
  // Longer than the field lets anyone type (a tampered post): only the server finds it.
  await tamperPost(page, /\/een-op-een-hulp\/beoordelen\//, (body) => body.set("reason", `${"x".repeat(1000)}y`));
  const reason = page.getByLabel(/^Reden/);
  await reason.fill(`Niet meer nodig (${tag})`);
  await page.getByRole("button", { name: "Van de website halen" }).click();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription(/1000/);
  await expect(reason).toBeFocused();
  await expect(reason).toHaveValue(`Niet meer nodig (${tag})`);
  await expect(page.getByText("Op de website", { exact: true })).toBeVisible();
});

test("with JavaScript a rejection's reason is checked when it loses focus, before anything is sent", async ({ page, request }) => {
  const tag = uniqueTag();
  const id = await approvedRequest(request, tag, `axel-${tag}@example.org`.toLowerCase());
  await signIn(page, "center_superuser@demo.example");
  await page.goto(`/een-op-een-hulp/beoordelen/${id}?confirm=reject`);
  await expectHydrated(page);
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });
  const reason = page.getByLabel(/^Reden/);
  // The field's maxlength keeps anyone from typing more; without it (an old browser, a tampered page) the check says so.
  await reason.evaluate((field) => field.removeAttribute("maxlength"));
  await reason.fill(`${"x".repeat(1000)}y`);
  await reason.press("Tab");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription(/1000/);
  await reason.fill(`Niet meer nodig (${tag})`);
  await reason.press("Tab");
  await expect(reason).not.toHaveAttribute("aria-invalid");
  expect(posts).toEqual([]);
});

test("neighbour help is not there where the tenant has no p2p", async ({ page }) => {
  const response = await page.goto(hostUrl("meedoen.localhost", "/een-op-een-hulp"));
  expect(response?.status()).toBe(404);
  expect((await page.goto(hostUrl("meedoen.localhost", "/een-op-een-hulp/vragen")))?.status()).toBe(404);
  await signIn(page, "admin@meedoen.example", { host: "meedoen.localhost" });
  await expect(page.getByRole("navigation", { name: "Zijbalk" }).getByRole("link", { name: /Een-op-een-hulp/ })).toHaveCount(0);
  expect((await page.goto(hostUrl("meedoen.localhost", "/een-op-een-hulp/beoordelen")))?.status()).toBe(404);
});

// Cancelling a confirmation (a link to the same page without ?confirm) took the question away with the focus in it: the
// keyboard user was left on nothing and the next Tab started at the top of the page. The focus goes back to the link
// that asked, in Dutch and English.
for (const [language, takeOff, cancel] of [["", "Van de website halen", "Annuleren"], ["/en", "Take off the website", "Cancel"]] as const) {
  test(`cancelling taking a request off the website by keyboard returns the focus to its link${language ? " (English)" : ""}`, async ({ page, request }) => {
    const id = await approvedRequest(request, uniqueTag(), `annuleren-${uniqueTag()}@example.org`);
    await signIn(page, "admin@demo.example");
    await page.goto(`${language}/een-op-een-hulp/beoordelen/${id}`);
    await page.getByRole("link", { name: takeOff }).focus();
    await page.keyboard.press("Enter");
    const question = page.getByRole("region", { name: language ? "Reject this message?" : "Dit bericht afwijzen?" });
    await expect(question).toBeFocused();
    // The reason, the button, then the cancel link.
    for (let press = 0; press < 3; press++) await page.keyboard.press("Tab");
    await expect(question.getByRole("link", { name: cancel })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(question).toHaveCount(0);
    await expect(page.getByRole("link", { name: takeOff })).toBeFocused();
  });
}
