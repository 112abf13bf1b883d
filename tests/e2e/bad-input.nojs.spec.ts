import { expect, signIn, test } from "./support/fixtures";

/*
 * Issue 18 over HTTP against the production server: page actions refuse what
 * is not a readable form post (defects 8 and 9), and API errors stay JSON:API
 * even where the page router would answer first.
 */

test("a post that is not a form is refused as cross-site and signs nobody out (CSRF for every content type)", async ({ page }) => {
  await signIn(page, "mentor@demo.example");
  for (const [type, body] of [
    ["text/plain", "x"],
    ["application/json", "{}"],
  ] as const) {
    const response = await page.request.post("/uitloggen", { headers: { "content-type": type }, data: body, maxRedirects: 0 });
    expect(response.status(), type).toBe(403);
  }
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a malformed or oversized form is a 400 or 413 error page, never a 500", async ({ page }) => {
  await page.goto("/auth/login-1");
  const malformed = await page.request.post("/auth/login-1", {
    headers: { "content-type": "multipart/form-data; boundary=xx" },
    data: "garbage",
    maxRedirects: 0,
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).toContain("Dit verzoek kon niet worden gelezen");

  const huge = await page.request.post("/auth/login-1", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `email=${"a".repeat(1024 * 1024 + 10)}`,
    maxRedirects: 0,
  });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain("Wat je verstuurde is te groot");
});

test("API paths of invalid percent-encoding and sign-in links with NUL bytes answer below 500", async ({ request }) => {
  const api = await request.get("/api/v1/vacancies/%C0%AE%C0%AE");
  expect(api.status()).toBe(400);
  expect(api.headers()["content-type"]).toContain("application/vnd.api+json");
  const token = await request.get("/auth/token?token=%00abc&redirectTo=%2Fdashboard", { maxRedirects: 0 });
  expect(token.status()).toBeLessThan(500);
  const oldLink = await request.get("/auth/token?access-token=%00abc&client=x&uid=y", { maxRedirects: 0 });
  expect(oldLink.status()).toBe(401);
});
