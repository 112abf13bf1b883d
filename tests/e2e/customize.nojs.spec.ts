import { expect, signIn, test } from "./support/fixtures";
import { activeUser } from "./support/users";

/*
 * The sidebar's Customize without JavaScript (issue 15, decision 048): a disclosure with a plain form that
 * posts to /weergave and comes back to the same page, the choice kept on the user's record. (axe needs
 * JavaScript in the page: the light and dark scans are in customize.spec.ts.)
 */

test("dark, straight and large are saved with a plain form, kept after a reload, and not another user's", async ({ page, browser, request }) => {
  const [one, other] = [await activeUser(request), await activeUser(request)];
  await signIn(page, one.email);
  await page.goto("/profiel");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);

  const sidebar = page.getByRole("navigation", { name: "Zijbalk" });
  await sidebar.getByText("Aanpassen", { exact: true }).click();
  await sidebar.getByLabel("donker", { exact: true }).check();
  await sidebar.getByLabel("recht", { exact: true }).check();
  await sidebar.getByLabel("groot", { exact: true }).check();
  await sidebar.getByRole("button", { name: "Opslaan" }).click();

  await expect(page).toHaveURL(/\/profiel$/);
  await expect(page.getByText("Je weergave is opgeslagen.")).toBeVisible();
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute("data-shape", "straight");
  await expect(html).toHaveAttribute("data-font-size", "large");
  await expect(html).toHaveCSS("font-size", "18px");

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const otherPage = await context.newPage();
    await signIn(otherPage, other.email);
    await otherPage.goto("/dashboard");
    await expect(otherPage.locator("html")).not.toHaveClass(/dark/);
    await expect(otherPage.locator("html")).not.toHaveAttribute("data-shape");
    await expect(otherPage.locator("html")).toHaveCSS("font-size", "16px");
  } finally {
    await context.close();
  }
});

test("without an account the choice is kept in this browser's cookies", async ({ page, browser }) => {
  await page.goto("/auth/login-1");
  // The public pages offer the colour toggle; the same form post takes the whole appearance.
  const csrf = await page.locator('input[name="csrf"]').first().getAttribute("value");
  const saved = await page.request.post("/weergave", {
    form: { csrf: csrf!, colorMode: "dark", shape: "straight", fontSize: "larger", redirectTo: "/auth/login-1" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  await page.reload();
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute("data-shape", "straight");
  await expect(html).toHaveCSS("font-size", "20px");

  const refused = await page.request.post("/weergave", { form: { csrf: csrf!, colorMode: "dark", shape: "blobby", fontSize: "larger" }, maxRedirects: 0 });
  expect(refused.status()).toBe(400);

  const elsewhere = await browser.newContext({ javaScriptEnabled: false });
  try {
    const other = await elsewhere.newPage();
    await other.goto("/auth/login-1");
    await expect(other.locator("html")).not.toHaveAttribute("data-shape");
    await expect(other.locator("html")).toHaveCSS("font-size", "16px");
  } finally {
    await elsewhere.close();
  }
});

test("a kept anonymous page is not another appearance's: the appearance cookie is part of the page cache's key", async ({ page, browser }) => {
  // Every write empties the cache, so the second appearance's cookie is made first, in a browser of its own.
  const side = await browser.newContext({ javaScriptEnabled: false });
  const cookieFor = async (context: typeof side, shape: string) => {
    const tab = await context.newPage();
    await tab.goto("/auth/login-1");
    const csrf = (await tab.locator('input[name="csrf"]').first().getAttribute("value"))!;
    const answer = await tab.request.post("/weergave", { form: { csrf, colorMode: "light", shape, fontSize: "normal", redirectTo: "/" }, maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    // The saved toast rides in the session's state cookie (decision 055), and a visitor with a session never gets
    // kept pages: it goes.
    await context.clearCookies({ name: "__state" });
    return (await context.cookies()).find((cookie) => cookie.name === "appearance")!;
  };
  const straight = await cookieFor(side, "straight");
  await side.close();
  await cookieFor(page.context(), "rounded");
  // Kept for this visitor's cookies (decision 023): visited until the answer comes from the cache.
  await expect
    .poll(async () => (await page.goto("/"))?.headers()["x-page-cache"], { timeout: 30_000, intervals: [100, 250, 500] })
    .toBe("hit");
  await expect(page.locator("html")).toHaveAttribute("data-shape", "rounded");
  await page.context().addCookies([straight]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-shape", "straight");
});
