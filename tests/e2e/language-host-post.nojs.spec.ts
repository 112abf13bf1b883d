import { DEMO_PASSWORD, expect, hostUrl, test } from "./support/fixtures";

test.use({ javaScriptEnabled: false });

// A host without English (Oldebroek): a form posted to an /en address (a page opened before, a stale link) is
// handled as the Dutch page's post (9456221): nothing typed is lost, no error, and what follows is Dutch.

test("on a host without English, a sign-in posted to /en keeps the input on a refusal and signs in to the Dutch dashboard", async ({ page }) => {
  await page.goto(hostUrl("oldebroek.localhost", "/auth/login-1"));
  const form = page.locator("form[method=post]").filter({ has: page.getByLabel("Wachtwoord") });
  await form.evaluate((element: HTMLFormElement) => element.setAttribute("action", "/en/auth/login-1"));
  await page.getByLabel("E-mailadres").fill("volunteer@oldebroek.example");
  await page.getByLabel("Wachtwoord").fill("niet-het-wachtwoord");
  const refused = page.waitForResponse((response) => response.url().endsWith("/en/auth/login-1") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Inloggen" }).click();
  expect((await refused).status()).toBeLessThan(500);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByLabel("E-mailadres")).toHaveValue("volunteer@oldebroek.example");

  await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(hostUrl("oldebroek.localhost", "/dashboard"));
});
