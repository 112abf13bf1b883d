import { expect, expectAccessible, signIn, test } from "./support/fixtures";
import { scheduledActivity } from "./support/activity-calendar";
import { latestMail, linkIn } from "./support/mail";
import { apiSession, uniqueTag } from "./support/manage";

/* The sign-up pages of an activity with JavaScript (issue 14, decision 040): each passes axe (WCAG 2.2 AA). */

for (const colorScheme of ["light", "dark"] as const) {
  test(`the sign-up, confirmation, cancel and participants pages are accessible in ${colorScheme} mode`, async ({ page, request }) => {
    test.slow(); // five full axe runs
    await page.emulateMedia({ colorScheme });
    const tag = uniqueTag();
    const title = `Taalcafé ${tag}`;
    const email = `axe-${tag}@example.nl`.toLowerCase();
    const api = await apiSession(request);
    const vacancy = await scheduledActivity(api, { title, vacancy_type: "language" }, { rule: { frequency: "once", starts_at: "2031-10-04T14:00", ends_at: "2031-10-04T16:00" }, capacity: 10, location: "Bibliotheek" });
    const { data: occurrences } = await api.call<{ data: Array<{ id: string }> }>("GET", `/api/v1/vacancies/${vacancy.id}/activity_occurrences`);

    await page.goto(`/activiteiten/${occurrences[0]!.id}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("places")).toHaveText("Nog 10 van 10 plaatsen vrij");
    await expectAccessible(page);
    await page.getByLabel("Naam").fill("Axel Toegankelijk");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Aanmelden" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Je bent aangemeld" })).toBeVisible();
    await expectAccessible(page);

    const mail = await latestMail(email, { subject: "Je bent aangemeld" });
    await page.goto(linkIn(mail.text, "/activiteiten/afmelden/"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("button", { name: "Ja, meld me af" })).toBeVisible();
    await expectAccessible(page);

    await signIn(page, "admin@demo.example");
    await page.goto(`/vacancies/${vacancy.id}/deelnemers`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("participant")).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Axel Toegankelijk verwijderen" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Axel Toegankelijk verwijderen?" })).toBeVisible();
    await expectAccessible(page);
  });
}
