import { expect, signIn, test } from "./support/fixtures";
import { uniqueTag } from "./support/manage";
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
