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
