import { expect, expectAccessible, test } from "./support/fixtures";
import { fillSignup, unique } from "./support/organization-signup";

/* The organization signup with JavaScript: accessible, validated on blur, the same journey to the success page. */

test("the signup form is accessible, validates a field when it loses focus and ends on the success page", async ({ page }) => {
  test.slow(); // three full axe runs
  await page.goto("/organizations/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Organisatie aanmelden" })).toBeVisible();
  await expectAccessible(page);

  const postalCode = page.getByLabel("Postcode");
  await postalCode.fill("12");
  await postalCode.blur();
  await expect(postalCode).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul een geldige postcode in, bijvoorbeeld 7311 AA")).toBeVisible();
  await expectAccessible(page);

  await fillSignup(page, { name: `Stichting Klik ${unique()}`, email: `klik-${unique()}@samen.example` });
  await page.getByRole("button", { name: "Organisatie aanmelden" }).click();
  await expect(page).toHaveURL(/\/organizations\/signup\/success$/);
  await expect(page.getByRole("heading", { name: "Bedankt voor je aanmelding" })).toBeVisible();
  await expectAccessible(page);
});
