import { expect, expectAccessibleNoJs, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
import { amongFirstHundredByTitle, vacanciesBeyondTheFirstHundred } from "./support/many-vacancies";
import { noordAndZuid, oneApplicationEach } from "./support/organization-filter";

test("without JavaScript the applications' organization filter is a name the page resolves: several, none, one", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag().toLowerCase();
  const { noord, zuid } = await noordAndZuid(request, "Zwemclub", tag, { noord: `Badmeester ${tag}`, zuid: `Zwemjuf ${tag}` });
  await oneApplicationEach(request, tag, { noord, zuid });
  await signIn(page, "admin@demo.example");
  await page.goto(`/applications?q=${tag}`);
  const names = page.getByRole("table").locator("tbody th");
  const field = page.getByRole("searchbox", { name: "Organisatie" });
  const filterButton = page.getByRole("button", { name: "Filteren" });
  await expect(names).toHaveCount(2);

  await field.fill(tag);
  await filterButton.click();
  const notice = page.getByRole("status").filter({ hasText: `Meer dan één organisatie heeft ‘${tag}’ in haar naam` });
  await expect(notice.getByRole("link")).toHaveText([`Zwemclub ${tag} Noord`, `Zwemclub ${tag} Zuid`]);
  await expect(field).toHaveAttribute("aria-describedby", (await notice.getAttribute("id"))!);
  await expect(names).toHaveCount(2);
  await expectAccessibleNoJs(page);
  await notice.getByRole("link", { name: `Zwemclub ${tag} Noord` }).click();
  await expect(page).toHaveURL(new RegExp(`organization=${noord.id}`));
  await expect(names).toHaveText(["Noor Visser"]);
  await expect(field).toHaveValue(`Zwemclub ${tag} Noord`);

  await field.fill(`${tag} waterpolo`);
  await filterButton.click();
  await expect(page.getByRole("status").filter({ hasText: "Geen organisatie" })).toContainText(`Geen organisatie heeft ‘${tag} waterpolo’ in haar naam.`);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue(`${tag} waterpolo`);
  await expect(names).toHaveCount(2);

  await field.fill(`${tag} zuid`);
  await filterButton.click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}&.*organization=${zuid.id}`));
  await expect(names).toHaveText(["Sven Smit"]);
});

test("without JavaScript the applications' vacancy filter is a title the page resolves: several, none, one, beyond the first hundred", async ({ page, request }) => {
  test.slow();
  const tag = uniqueTag().toLowerCase();
  const { noord, zuid } = await vacanciesBeyondTheFirstHundred(request, tag);
  expect(await amongFirstHundredByTitle(request, zuid.vacancyId)).toBe(false);
  await signIn(page, "admin@demo.example");
  await page.goto(`/applications?q=${tag}`);
  const names = page.getByRole("table").locator("tbody th");
  const field = page.getByRole("searchbox", { name: "Vacature" });
  const filterButton = page.getByRole("button", { name: "Filteren" });
  await expect(names).toHaveCount(2);

  await field.fill(`zzz ${tag}`);
  await filterButton.click();
  const notice = page.getByRole("status").filter({ hasText: `Meer dan één vacature heeft ‘zzz ${tag}’ in haar titel` });
  await expect(notice.getByRole("link")).toHaveText([`Zzz ${tag} Noord`, `Zzz ${tag} Zuid`]);
  await expect(field).toHaveAttribute("aria-describedby", (await notice.getAttribute("id"))!);
  await expect(names).toHaveCount(2);
  await notice.getByRole("link", { name: `Zzz ${tag} Noord` }).click();
  await expect(page).toHaveURL(new RegExp(`vacancy=${noord.vacancyId}`));
  await expect(names).toHaveText(["Noor Visser"]);
  await expect(field).toHaveValue(`Zzz ${tag} Noord`);

  await field.fill(`${tag} kanovaren`);
  await filterButton.click();
  await expect(page.getByRole("status").filter({ hasText: "Geen vacature" })).toContainText(`Geen vacature heeft ‘${tag} kanovaren’ in haar titel.`);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue(`${tag} kanovaren`);
  await expect(names).toHaveCount(2);

  await field.fill(`${tag} zuid`);
  await filterButton.click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}&.*vacancy=${zuid.vacancyId}`));
  await expect(names).toHaveText(["Sven Smit"]);
  await expect(field).toHaveValue(`Zzz ${tag} Zuid`);

  // Emptied, the filter goes.
  await field.fill("");
  await filterButton.click();
  await expect(names).toHaveCount(2);
  expect(page.url()).not.toContain("vacancy");
});

test("without JavaScript a received-from date after the up-to date, or a date that is no day, is said at its field and the list is not emptied", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  // The seed's two responses of Sanne de Vries (other tests respond with other addresses).
  await page.goto("/applications?q=sanne.devries%40example.nl");
  const names = page.getByRole("table").locator("tbody th");
  await expect(names).toHaveCount(2);
  const from = page.getByLabel("Ontvangen vanaf");
  const to = page.getByLabel("Ontvangen tot en met");
  await from.fill("2030-01-02");
  await to.fill("2030-01-01");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription("De einddatum ligt vóór de begindatum. Kies een einddatum op of na de begindatum.");
  await expect(page.getByRole("alert")).toContainText("Met deze datums kunnen we niet zoeken");
  // What was typed stays, and the list is the one without dates instead of 'Geen aanvragen gevonden.'
  await expect(from).toHaveValue("2030-01-02");
  await expect(to).toHaveValue("2030-01-01");
  await expect(page.getByLabel("Naam of e-mailadres")).toHaveValue("sanne.devries@example.nl");
  await expect(names).toHaveCount(2);
  await expectAccessibleNoJs(page);

  // A link or bookmark with a day that does not exist: said at the field, shown as typed, not dropped unseen.
  await page.goto("/en/applications?q=sanne.devries%40example.nl&from=2026-13-45");
  const enFrom = page.getByLabel("Received from");
  await expect(enFrom).toHaveAttribute("aria-invalid", "true");
  await expect(enFrom).toHaveAccessibleDescription("Enter a valid date (yyyy-mm-dd).");
  await expect(enFrom).toHaveValue("2026-13-45");
  await expect(page.getByRole("alert")).toContainText("We cannot search with these dates");
  await expect(names).toHaveCount(2);
});
