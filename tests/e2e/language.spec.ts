import { expect, expectAccessible, hostUrl, test } from "./support/fixtures";

test("English lives under /en and the switch remembers the choice", async ({ page, context }) => {
  await page.goto("/en/auth/login-1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Naar het Nederlands" }).click();
  await expect(page).toHaveURL(/\/auth\/login-1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen");
  await page.getByRole("button", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login-1$/);
  const cookie = (await context.cookies()).find((c) => c.name === "lng");
  // React Router cookies hold base64 JSON.
  expect(JSON.parse(atob(decodeURIComponent(cookie?.value ?? "")))).toBe("en");
  expect(cookie?.sameSite).toBe("Lax");
  // 365 days, give or take the test's own duration.
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
});

test("a tenant without i18n is Dutch only", async ({ page }) => {
  await page.goto(hostUrl("oldebroek.localhost", "/en/auth/login-1"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen");
  await expect(page.getByRole("button", { name: "Switch to English" })).toHaveCount(0);
});
