import { expect, expectAccessible, test } from "./support/fixtures";
import { digestLinkOf, subscriber } from "./support/digest";

// The digest's unsubscribe page with JavaScript (issue 13, decision 034): axe on the question, the confirmation and
// a link that is not ours; the button posts through the router and the days are cleared.

test("the unsubscribe page is accessible when it asks, when it is done and for a link that is not ours", async ({ page, request }) => {
  test.slow(); // three full axe runs
  const user = await subscriber(request);
  await page.goto(digestLinkOf(user.id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Afmelden voor het periodieke overzicht");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByRole("status")).toContainText("Je bent afgemeld.");
  await expectAccessible(page);
  expect(await user.digestDays()).toEqual([]);

  await page.goto(`/periodieke-mail/afmelden/${user.id}.niet-van-ons`);
  await expect(page.getByRole("alert")).toContainText("Deze afmeldlink klopt niet.");
  await expectAccessible(page);
});
