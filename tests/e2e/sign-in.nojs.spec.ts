import { DEMO_PASSWORD, expect, expectAccessibleNoJs, hostUrl, signIn, test } from "./support/fixtures";
import { apiSession } from "./support/manage";

// Journey: signing in and out works with JavaScript off (plain HTML forms, POST → redirect → GET).

test("a visitor asking for a private page signs in and comes back to it", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=%2Fdashboard$/);
  await page.getByLabel("E-mailadres").fill("admin@demo.example");
  await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hallo Anne");
  // The admin's dashboard (issue 15): the center's to-do list.
  await expect(page.getByRole("heading", { name: "Te doen voor de centrale" })).toBeVisible();
  await expect(page).toHaveTitle("Dashboard - Volunteerly");
  // Signed in, the sign-in page sends you on to the dashboard.
  await page.goto("/auth/login-1");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a redirect after sign-in stays on this site", async ({ page }) => {
  await page.goto("/auth/login-1?redirectTo=//evil.example/steal");
  await page.getByLabel("E-mailadres").fill("mentor@demo.example");
  await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});

test("a redirect hidden behind a tab, a backslash or a newline stays on this site too (issue 18)", async ({ page }) => {
  const targets = ["%2F%09%2Fevil.example", "%2F%5Cevil.example", "%2F%0A%2Fevil.example", "%2F%0D%0A%2Fevil.example"];
  const users = ["volunteer@demo.example", "center_superuser@demo.example", "organization_superuser@demo.example", "mentor@demo.example"];
  for (const [index, target] of targets.entries()) {
    await page.context().clearCookies();
    await page.goto(`/auth/login-1?redirectTo=${target}`);
    await page.getByLabel("E-mailadres").fill(users[index]!);
    await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page, target).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  }
});

test("a one-time sign-in link signs in once and lands on its path; an access token in the address signs nobody in (issue 18)", async ({ page, request }) => {
  const api = await apiSession(request, "volunteer@demo.example");
  const made = await api.call<{ data: { attributes: { url: string } } }>("POST", "/api/v1/login_links", {
    data: { type: "login_links", attributes: { redirect_to: "/vacancies/search" } },
  });
  const link = new URL(made.data.attributes.url);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/vacancies\/search$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);

  // Used once: a second visit (another browser) signs nobody in.
  await page.context().clearCookies();
  const again = await page.goto(`${link.pathname}${link.search}`);
  expect(again?.status()).toBe(401);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login-1/);

  // devise's access-token links are no sign-in links.
  const signIn = await request.post("/auth/sign_in", { data: { email: "volunteer@demo.example", password: DEMO_PASSWORD } });
  const headers = signIn.headers();
  const query = new URLSearchParams({ "access-token": headers["access-token"]!, client: headers.client!, uid: headers.uid!, redirectTo: "/dashboard" });
  const refused = await page.goto(`/auth/token?${query}`);
  expect(refused?.status()).toBe(401);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login-1/);
});

test("a wrong password is refused with a message, keeping the e-mail address", async ({ page }) => {
  await page.goto("/auth/login-1");
  await page.getByLabel("E-mailadres").fill("admin@demo.example");
  await page.getByLabel("Wachtwoord").fill("not-the-password");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toContainText("Ongeldige inloggegevens. Probeer het opnieuw.");
  await expect(page.getByLabel("E-mailadres")).toHaveValue("admin@demo.example");
  await expect(page.getByLabel("Wachtwoord")).toHaveValue("");
  await expectAccessibleNoJs(page);
});

test("an invalid e-mail address is marked on the field itself", async ({ page }) => {
  await page.goto("/auth/login-1");
  await page.getByLabel("E-mailadres").fill("anne-at-demo");
  await page.getByLabel("Wachtwoord").fill("something");
  await page.getByRole("button", { name: "Inloggen" }).click();
  const email = page.getByLabel("E-mailadres");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Vul een geldig e-mailadres in", { exact: true })).toBeVisible();
  await expect(email).toHaveValue("anne-at-demo");
  await expectAccessibleNoJs(page);
});

test.describe("a browser that calls itself a robot", () => {
  // isbot matches a raw headless Chrome as well as crawlers; such an agent filling in a form is still shown its errors.
  test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" });

  test("sees the form's messages, not the crawlers' plain error page", async ({ page }) => {
    await page.goto("/auth/login-1");
    await page.getByLabel("E-mailadres").fill("anne-at-demo");
    await page.getByLabel("Wachtwoord").fill("something");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Inloggen" }).click();
    expect((await answer).status()).toBeGreaterThanOrEqual(400);
    await expect(page.getByText("Vul een geldig e-mailadres in", { exact: true })).toBeVisible();
    await expect(page.getByLabel("E-mailadres")).toHaveValue("anne-at-demo");
  });
});

test("signing out ends the session", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/uitloggen");
  await page.getByRole("button", { name: "Uitloggen" }).click();
  // A flash toast across the redirect, in the page's HTML (no JavaScript here).
  await expect(page.getByRole("status")).toContainText("Je bent uitgelogd.");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login-1/);
});

test("a partner's account on this partner's website gets the wrong-center screen", async ({ page }) => {
  await signIn(page, "volunteer@partner.example", { until: null });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ingelogd op de verkeerde website");
  await expect(page.getByRole("link", { name: "Terug naar de startpagina" })).toHaveAttribute("href", "/");
});

test("the same account signs in on its own partner's host", async ({ page }) => {
  await signIn(page, "volunteer@partner.example", { host: "partner.localhost" });
  await expect(page).toHaveURL(hostUrl("partner.localhost", "/dashboard"));
  await expect(page.getByRole("link", { name: "Vrijwilligerspunt Partner" })).toBeVisible();
});
