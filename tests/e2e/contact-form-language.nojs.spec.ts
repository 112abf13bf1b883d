import { expect, expectAccessibleNoJs, signIn, test } from "./support/fixtures";

/*
 * Decision 067: the center's contact form per language, without JavaScript. On a center with English,
 * /contactformulier is the Dutch form and /en/contactformulier the English one (labels, text above it, button and
 * confirmation); the form builder lists both and says which language each is for.
 */

test("an English visitor fills the English contact form; the Dutch address keeps the Dutch one", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");

  await page.goto("/contactformulier");
  await expect(page.getByLabel("Naam")).toBeVisible();
  await expect(page.getByLabel("Bericht")).toBeVisible();

  await page.goto("/en/contactformulier");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expect(page.getByText("Do you have a question or a comment? Send us a message and we will get back to you.")).toBeVisible();
  await expect(page.getByLabel("Naam")).toHaveCount(0);
  await expectAccessibleNoJs(page);
  await page.getByLabel("Name").fill("Sam Jones");
  await page.getByLabel("E-mail address").fill("sam.jones@example.com");
  await page.getByLabel("Message").fill("Can I volunteer in English?");
  await page.getByRole("button", { name: "Send", exact: true }).click();

  await expect(page).toHaveURL(/\/en\/contactformulier\?verzonden=1$/);
  const thanks = "Thank you for your message. We will get back to you as soon as possible.";
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: thanks })).toBeVisible();
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status").filter({ hasText: thanks })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("the form builder lists the contact form of each language and opens the English one", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/form_builder");
  await expect(page.getByRole("link", { name: "Contactformulier (Nederlands): Contact", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Contactformulier (Engels): Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/form_builder\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Contactformulier \(Engels\) · /)).toBeVisible();
  await expect(page.getByText("Do you have a question or a comment? Send us a message and we will get back to you.")).toBeVisible();
});

test("a contact form's public link opens it in its own language, whatever the language of the builder's page", async ({ page }) => {
  // The link took the page's language: on the English builder page the Dutch form's link was /en/forms/…, which shows
  // the Dutch questions in an English page (and the English form's link on a Dutch page the other way round).
  await signIn(page, "center_superuser@demo.example");
  const publicLink = page.getByRole("main").getByRole("link", { name: /\/forms\/[^/]+$/ });

  await page.goto("/en/form_builder");
  await page.getByRole("link", { name: "Contact form (Dutch): Contact", exact: true }).click();
  await expect(publicLink).toHaveAttribute("href", /^http:\/\/[^/]+\/forms\/[^/]+$/);
  await publicLink.click();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByLabel("Naam")).toBeVisible();

  await page.goto("/form_builder");
  await page.getByRole("link", { name: "Contactformulier (Engels): Contact", exact: true }).click();
  await expect(publicLink).toHaveAttribute("href", /^http:\/\/[^/]+\/en\/forms\/[^/]+$/);
  await publicLink.click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByLabel("Name")).toBeVisible();
});
