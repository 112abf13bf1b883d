import { expect, expectAccessible, test } from "./support/fixtures";
import { vacancyId } from "./support/vacancies";

test("the response form validates a field when it loses focus", async ({ page, request }) => {
  await page.goto(`/vacancies/${await vacancyId(request, "Fietsmaatje voor ouderen")}`);
  const email = page.getByLabel(/^E-mailadres/);
  await email.fill("anne-at-demo");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await email.blur();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await email.fill("anne@example.nl");
  await email.blur();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});

test("the vacancy bank searches as you type and keeps the focus in the search field", async ({ page }) => {
  await page.goto("/vacancies/search");
  const q = page.getByLabel("Zoekterm");
  await q.click();
  await q.pressSequentially("fietsen", { delay: 60 });
  await expect(page).toHaveURL(/[?&]q=fietsen/);
  await expect(page.getByRole("link", { name: "Fietsmaatje voor ouderen" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Taalmaatje voor nieuwkomers" })).toHaveCount(0);
  await expect(q).toBeFocused();
  await expect(q).toHaveValue("fietsen");
});

test("the vacancy bank and a vacancy page pass axe, with structured data and share links", async ({ page, request }) => {
  await page.goto("/vacancies/search");
  await expectAccessible(page);
  const id = await vacancyId(request, "Taalmaatje voor nieuwkomers");
  await page.goto(`/vacancies/${id}`);
  await expectAccessible(page);
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(structured).toMatchObject({ "@type": "JobPosting", title: "Taalmaatje voor nieuwkomers", employmentType: "VOLUNTEER" });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Taalmaatje voor nieuwkomers");
  await expect(page.getByRole("link", { name: "Delen via WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  await expect(page).toHaveTitle(/^Taalmaatje voor nieuwkomers - /);
});

// Center sharing: the demo bank lists the partner's vacancies too, but the demo site shows only its own organizations'
// profiles; the partner's organization is named without a link that would end on a 404.
test("a partner center's vacancy in the bank names its organization without a link to a profile this site does not show", async ({ page }) => {
  await page.goto("/vacancies/search?q=Fietsmaatje");
  const results = page.getByRole("link", { name: "Fietsmaatje voor ouderen" });
  await expect(results).toHaveCount(2);
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  const organizations: Record<string, boolean> = {};
  for (const href of hrefs) {
    await page.goto(href);
    const name = page.locator("h1 + p");
    const organization = (await name.textContent())!;
    const link = name.getByRole("link");
    organizations[organization] = (await link.count()) === 1;
    if (organizations[organization]) {
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: organization })).toBeVisible();
    }
  }
  expect(organizations).toEqual({ "Stichting Buurtkracht Apeldoorn": true, "Stichting Buurtkracht Deventer": false });
});
