import { expect, expectAccessible, hostUrl, test } from "./support/fixtures";

test("the sign-in form validates a field when it loses focus", async ({ page }) => {
  await page.goto("/auth/login-1");
  const email = page.getByLabel("E-mailadres");
  await email.fill("anne-at-demo");
  // Not on input: nothing shows while typing.
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await email.blur();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await email.fill("admin@demo.example");
  await email.blur();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});

test("the sign-in page passes axe and is keyboard operable", async ({ page }) => {
  await page.goto("/auth/login-1");
  await expectAccessible(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeFocused();
});

test("a form post without the CSRF token is refused", async ({ request }) => {
  const response = await request.post("/auth/login-1", {
    form: { email: "admin@demo.example", password: "Vrijwilliger2026!" },
  });
  expect(response.status()).toBe(403);
});

test("each partner shows its own center", async ({ page }) => {
  await page.goto(hostUrl("partner.localhost", "/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom bij Vrijwilligerspunt Partner");
  await page.goto(hostUrl("oldebroek.localhost", "/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom bij Vrijwilligerscentrale Oldebroek");
  await expect(page).toHaveTitle("Welkom - Vrijwilligerswerk Oldebroek");
});
