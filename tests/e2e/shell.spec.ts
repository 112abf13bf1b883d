import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectAccessible, hostUrl, signIn, test } from "./support/fixtures";

test.describe("layouts and navigation", () => {
  test("public pages get the public header and footer", async ({ page }) => {
    await page.goto("/auth/login-1");
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Vacaturebank" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Gebruikers" })).toHaveCount(0);
  });

  test("the empty layout has no header or footer", async ({ page }) => {
    await page.goto("/switch");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kies je vrijwilligerscentrale");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Kies Vrijwilligerspunt Partner" })).toBeVisible();
  });

  test("the changelog has a white background inside the signed-in shell", async ({ page }) => {
    await signIn(page, "mentor@demo.example");
    await page.goto("/volunteerly/changelog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wijzigingen in Volunteerly");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  test("an admin sees every area of the top navigation", async ({ page }) => {
    await signIn(page, "admin@demo.example");
    await page.goto("/dashboard");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" });
    for (const label of ["Dashboard", "Vacatures", "Vacaturebank", "Organisaties", "Gebruikers", "Aanvragen", "Content", "Instellingen", "Conversaties"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Zijbalk" }).getByRole("link", { name: "Support" })).toBeVisible();
  });

  test("a volunteer sees only what a volunteer uses", async ({ page }) => {
    await signIn(page, "volunteer@demo.example");
    await page.goto("/dashboard");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Vacaturebank", "Mijn reacties", "Conversaties"]);
  });

  test("the account menu opens by keyboard and signs out", async ({ page }) => {
    await signIn(page, "center_superuser@demo.example");
    await page.goto("/dashboard");
    const trigger = page.getByRole("button", { name: /Account van/ });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Mijn profiel", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(/\/uitloggen$/);
  });
});

test("on a narrow screen the menu button opens the navigation by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "admin@demo.example");
  await page.goto("/dashboard");
  const button = page.getByRole("button", { name: /Menu openen/ });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Hoofdmenu" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Organisaties" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe("colour mode", () => {
  test("dark mode is chosen, survives a reload and is in the server's HTML (no flash)", async ({ page }) => {
    await page.goto("/auth/login-1");
    await page.getByRole("button", { name: /Kleurmodus: systeem/ }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: /Kleurmodus: licht/ }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("dark");
    const html = await (await page.request.get("/auth/login-1")).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectAccessible(page);
  });

  test("on a dark-preferring device, choosing light after system shows the page light at once", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/auth/login-1");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: /Kleurmodus: systeem/ }).click();
    await expect(page.getByRole("button", { name: /Kleurmodus: licht/ })).toBeVisible();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(248, 250, 252)");
  });

  test("system mode follows the device before the first paint", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/auth/login-1");
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("system");
  });
});

test("changing a center's profile colours changes the page's colours", async ({ page, request }) => {
  // The test runner's own requests cannot resolve *.localhost: the API takes the tenant from X-Tenant.
  const tenant = { "X-Tenant": "oldebroek" };
  const signInResponse = await request.post("/auth/sign_in", {
    headers: tenant,
    data: { email: "admin@oldebroek.example", password: DEMO_PASSWORD },
  });
  expect(signInResponse.status()).toBe(200);
  const auth = Object.fromEntries(["access-token", "client", "uid"].map((name) => [name, signInResponse.headers()[name] ?? ""]));
  const patch = await request.patch("/api/v1/volunteer_centers/current/profile", {
    headers: { ...tenant, ...auth, "content-type": "application/json" },
    data: { data: { type: "volunteer_center_profiles", attributes: { primary_color: "#7c2d12", secondary_color: "#365314" } } },
  });
  expect(patch.status()).toBe(200);
  await page.goto(hostUrl("oldebroek.localhost", "/auth/login-1"));
  await expect(page.getByRole("button", { name: "Inloggen" })).toHaveCSS("background-color", "rgb(124, 45, 18)");
  await expect(page.getByRole("contentinfo")).toHaveCSS("background-color", "rgb(54, 83, 20)");
  await expectAccessible(page);
});

test("the shell pages pass axe in light and dark mode", async ({ page }) => {
  // Eight full axe runs: marked slow (three times the default timeout) for a busy two-core machine.
  test.slow();
  await signIn(page, "admin@demo.example");
  try {
    for (const path of ["/dashboard", "/support", "/partners", "/"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
    await page.getByRole("button", { name: /Kleurmodus: systeem/ }).click();
    await page.getByRole("button", { name: /Kleurmodus: licht/ }).click();
    await expect(page.getByRole("button", { name: /Kleurmodus: donker/ })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/dark/);
    for (const path of ["/dashboard", "/support", "/partners", "/"]) {
      await page.goto(path);
      await expectAccessible(page);
    }
  } finally {
    // The colour mode is stored on the user's record (decision 048): admin@demo.example gets the system mode
    // back, also when an axe run failed, so no later admin test of the run sees the page dark.
    await backToSystemColorMode(page);
  }
});

/** Cycles the signed-in user's colour mode (system → light → dark → system) back to system; the server's HTML then says so. */
async function backToSystemColorMode(page: Page) {
  await page.goto("/dashboard");
  const toggle = (mode: string) => page.getByRole("button", { name: new RegExp(`Kleurmodus: ${mode}`) });
  await expect(toggle("(systeem|licht|donker)")).toBeVisible();
  if (await toggle("licht").isVisible()) {
    await toggle("licht").click();
    await expect(toggle("donker")).toBeVisible();
  }
  if (await toggle("donker").isVisible()) {
    await toggle("donker").click();
  }
  await expect(toggle("systeem")).toBeVisible();
  await page.reload();
  await expect(toggle("systeem")).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
}

/** Changes a center's profile through the API as its admin (the runner reaches tenants by X-Tenant). */
async function patchProfile(request: APIRequestContext, tenant: string, email: string, attributes: Record<string, unknown>) {
  const headers = { "X-Tenant": tenant };
  const signInResponse = await request.post("/auth/sign_in", { headers, data: { email, password: DEMO_PASSWORD } });
  expect(signInResponse.status()).toBe(200);
  const auth = Object.fromEntries(["access-token", "client", "uid"].map((name) => [name, signInResponse.headers()[name] ?? ""]));
  const response = await request.patch("/api/v1/volunteer_centers/current/profile", {
    headers: { ...headers, ...auth, "content-type": "application/json" },
    data: { data: { type: "volunteer_center_profiles", attributes } },
  });
  expect(response.status()).toBe(200);
}

test("the logo, the dark-mode logo and the favicon come from the center's profile", async ({ page, request }) => {
  await page.goto(hostUrl("meedoen.localhost", "/auth/login-1"));
  // Without a logo the center's name is the logo.
  await expect(page.getByTestId("logo")).toHaveText("Meedoen Centrum");
  await patchProfile(request, "meedoen", "admin@meedoen.example", {
    website_logo_url: "/logos/nov.svg",
    website_logo_dark_mode_url: "/logos/anbi.svg",
    favicon_url: "/logos/anbi.svg",
    show_anbi_logo: true,
  });
  await page.reload();
  const logo = page.getByTestId("logo").getByRole("img", { name: "Meedoen Centrum" });
  await expect(logo).toHaveAttribute("src", "/logos/nov.svg");
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/logos/anbi.svg");
  await expect(page.getByRole("contentinfo").getByRole("img", { name: "ANBI-status" })).toBeVisible();
  await page.getByRole("button", { name: /Kleurmodus: systeem/ }).click();
  await page.getByRole("button", { name: /Kleurmodus: licht/ }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByTestId("logo").locator("img:visible")).toHaveAttribute("src", "/logos/anbi.svg");
});

test("analytics loads only after the visitor says yes", async ({ page, request }) => {
  const analyticsRequests: string[] = [];
  // Nothing may leave this machine: answer the analytics host in the browser itself.
  await page.route("https://www.googletagmanager.com/**", (route) => {
    analyticsRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  await patchProfile(request, "oldebroek", "admin@oldebroek.example", { gtag_id: "G-TEST123" });
  await page.goto(hostUrl("oldebroek.localhost", "/"));
  const banner = page.getByRole("region", { name: "Cookies" });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  expect(analyticsRequests).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  await banner.getByRole("button", { name: "Ja, dat mag" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(1);
  await expect.poll(() => analyticsRequests.length).toBeGreaterThan(0);
});
