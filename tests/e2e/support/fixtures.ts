import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { AXE_SCAN_BUDGET_MS } from "./budgets";

export const DEMO_PASSWORD = "Vrijwilliger2026!";

/** What the no-JS axe scan's copy of a page takes over from the page's context: its language and colour scheme. */
export type NoJsCopyOptions = { locale?: string; colorScheme?: "light" | "dark" | "no-preference" | null };

/** The options of each test's own browser context: a page without JavaScript cannot tell them (page.evaluate fails). */
const contextOptions = new WeakMap<BrowserContext, NoJsCopyOptions>();

/**
 * A client address of the test's own (the e2e server trusts X-Forwarded-For, tests/e2e/serve.sh, as behind a proxy).
 * The limits per address (10 sign-ups, 20 responses per 15 minutes, decision 002) are meant for one visitor; a whole
 * suite from one address met them by chance, depending on how many such tests fell into one window.
 */
const visitorAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join(".")}`;

/** Every page test fails on an unexpected console error or uncaught exception in the browser. */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "x-forwarded-for": visitorAddress() });
  },
  context: async ({ context, locale, colorScheme }, provide) => {
    contextOptions.set(context, { locale, colorScheme });
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) waitForHydrationOnGoto(page);
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Failed resource loads are asserted by the tests through statuses, not the console.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * With JavaScript, page.goto resolves at the load event, which can come before React has hydrated the page: a test
 * that then fills and blurs a field, or tampers with one, acts on the server's HTML without its handlers, and fails now
 * and then (CI on b32ee66). So goto also waits for <html data-hydrated> when it opened a page of ours that hydrates: a
 * successful HTML answer, not `waitUntil: "commit"` (a test of what happens before hydration says so that way).
 */
function waitForHydrationOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = (response?.headers()["content-type"] ?? "").startsWith("text/html");
    if (response?.ok() && html && options?.waitUntil !== "commit") await expectHydrated(page);
    return response;
  };
}

/**
 * Waits until React has hydrated the page (root.tsx marks <html data-hydrated>): what a test does before that is done
 * to the server's HTML, without the handlers the test means to exercise (a blur before hydration validates nothing).
 */
export async function expectHydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * WCAG 2.2 AA checks of axe on the current page. A scan of a big page takes seconds, more on a busy machine: the test
 * budget (TEST_BUDGET_MS, budgets.ts) has room for up to three. Nothing waits for a duration, and the assertion is on
 * the violations, never on the scan's duration.
 */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * expectAccessible for a page of the no-JS project (*.nojs.spec.ts), where axe cannot run: its script is evaluated in
 * the page, and the page runs no JavaScript. One scan, counted into the test budget like expectAccessible's; its step
 * has AXE_SCAN_BUDGET_MS (budgets.ts). The assertion is on the violations, never on the scan's duration.
 */
export async function expectAccessibleNoJs(page: Page, options?: NoJsCopyOptions) {
  await test.step("axe scan of the page as a visitor without JavaScript sees it", async () => expect(await noJsViolations(page, options)).toEqual([]), {
    box: true,
    timeout: AXE_SCAN_BUDGET_MS,
  });
}

/**
 * The WCAG violations of a no-JS page, and any of its stylesheets that did not load (contrast needs the CSS). See
 * withNoJsCopy for the copy axe reads.
 */
export async function noJsViolations(page: Page, options?: NoJsCopyOptions) {
  return withNoJsCopy(page, async (copy, stylesheets) => [...stylesheets, ...(await axeViolations(copy))], options);
}

/**
 * Opens the page's current DOM (page.content()) at the same URL in a context of its own that runs JavaScript, for axe
 * only: the page's own scripts are taken out and any script request is refused, so nothing hydrates and the DOM axe
 * reads is the one the visitor without JavaScript has; stylesheets, fonts and images load from the server, with the
 * visitor's cookies. <noscript> content, which that visitor sees, is unwrapped: with scripting on it would be text.
 * The copy has the page's locale and colour scheme: `options`, else those of the test's context (test.use or the
 * project's), else the project's. A colour scheme set later with page.emulateMedia is not seen: pass it.
 * `inspect` gets the copy and the stylesheets that did not load.
 */
export async function withNoJsCopy<T>(page: Page, inspect: (copy: Page, stylesheets: string[]) => Promise<T>, options?: NoJsCopyOptions) {
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "")
    .replace(/<\/?noscript\b[^>]*>/gi, "");
  const url = new URL(page.url());
  url.hash = "";
  const browser = page.context().browser();
  if (!browser) throw new Error("the no-JS axe scan needs the page's browser");
  const project = test.info().project.use;
  const { locale, colorScheme } = { locale: project.locale, colorScheme: project.colorScheme, ...contextOptions.get(page.context()), ...options };
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    locale,
    colorScheme,
    storageState: await page.context().storageState(),
  });
  try {
    await context.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.fallback()));
    const copy = await context.newPage();
    await copy.route((address) => address.href === url.href, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }), { times: 1 });
    const stylesheets: string[] = [];
    copy.on("response", (response) => {
      if (response.request().resourceType() === "stylesheet" && !response.ok()) stylesheets.push(`stylesheet not loaded: ${response.url()} (${response.status()})`);
    });
    copy.on("requestfailed", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(`stylesheet not loaded: ${request.url()} (${request.failure()?.errorText})`);
    });
    await copy.goto(url.href, { waitUntil: "load" });
    return await inspect(copy, stylesheets);
  } finally {
    await context.close();
  }
}

/**
 * Signs in. On localhost (and `until` given, the default) as the form would, through the page's cookie jar: the answer's
 * redirect must lead where `until` says (the dashboard), and the page is not opened, so the test's own first page.goto
 * is the only page load; a test that looks at the dashboard opens it (`page.goto("/dashboard")`). On other hosts, or
 * with `until: null` (a test of what the sign-in page answers), through the form itself, which ends on the page the
 * answer leads to (the dashboard unless `until` is null).
 */
export async function signIn(
  page: Page,
  email: string,
  { host = "localhost", path = "/auth/login-1", until = /\/dashboard$/ as RegExp | null } = {},
) {
  const url = hostUrl(host, path);
  if (until && host === "localhost") {
    // Signed in as a browser without the page's scripts would be: the sign-in form's own fields (CSRF token,
    // redirectTo) posted through the page's own cookie jar. Sets the same cookies as typing into the form, about a
    // second sooner per test (the sign-in page is not rendered and hydrated in the browser first); the form itself is
    // tested by the auth specs, and with `until: null` below. Where the answer leads is checked, but not opened: almost
    // every test goes to a page of its own next, and the dashboard it used to open first cost each test another page
    // load (about 0.7 s on a quiet machine, 277 sign-ins in the suite).
    // Only on localhost: the test runner (Node) does not resolve the other hosts' names (*.localhost), the browser does.
    // The sign-in form itself, not the header's colour-mode or language form before it: their redirectTo (back to the
    // sign-in page) would send the answer there first, and only then, signed in, on to the dashboard.
    const forms = [...(await (await page.request.get(url)).text()).matchAll(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/gi)].map((match) => match[1]!);
    const form = forms.find((fields) => /name="password"/.test(fields)) ?? "";
    const fields = Object.fromEntries(
      [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map(([input]) => [/name="([^"]*)"/.exec(input)?.[1] ?? "", unescapeHtml(/value="([^"]*)"/.exec(input)?.[1] ?? "")]),
    );
    const answer = await page.request.post(url, { form: { ...fields, email, password: DEMO_PASSWORD }, maxRedirects: 0 });
    const location = answer.headers()["location"];
    expect(location, `signing in as ${email}: ${answer.status()}`).toBeTruthy();
    expect(new URL(location!, url).toString(), `where signing in as ${email} leads`).toMatch(until);
    return;
  }
  // A test that looks at what the sign-in page answers (a refusal, an unconfirmed account) uses the form itself.
  await page.goto(url);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  if (until) await expect(page).toHaveURL(until);
}

const unescapeHtml = (value: string) =>
  value.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** The e2e server on another host name of the demo data (e.g. partner.localhost). */
export function hostUrl(host: string, path: string) {
  const port = process.env.E2E_PORT ?? "3210";
  return `http://${host}:${port}${path}`;
}
