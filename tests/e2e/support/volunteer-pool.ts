import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { expect, signIn } from "./fixtures";
import { activeUser } from "./users";

/**
 * A volunteer of the test's own who joined the pool with `about` as their "Over mij": signed in on `page`, which
 * stays on /profile-edit/vrijwilligersprofiel. `hydrated` (with JavaScript) waits for React before the form is used,
 * so the profile is saved by the client and the page's checks in the browser are there afterwards.
 */
export async function poolVolunteer(
  page: Page,
  request: APIRequestContext,
  { firstName, lastName, about, hydrated = false }: { firstName: string; lastName: string; about: string; hydrated?: boolean },
) {
  const volunteer = await activeUser(request, { firstName, lastName });
  await signIn(page, volunteer.email);
  await page.goto("/profile-edit/vrijwilligersprofiel");
  if (hydrated) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Ik doe mee aan de vrijwilligerspool").check();
  await page.getByLabel(/^Over mij/).fill(about);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Je vrijwilligersprofiel is opgeslagen")).toBeVisible();
  return volunteer;
}

/**
 * The center's admin, in a browser of their own, searches the pool for `tag`: `check` gets the result's picture
 * named `alt` (shown) and the admin's page; the browser is closed afterwards, also when a check fails.
 */
export async function inCenterPool(
  browser: Browser,
  { tag, alt, context = {} }: { tag: string; alt: string; context?: BrowserContextOptions },
  check: (picture: Locator, admin: Page) => Promise<void>,
) {
  const center = await browser.newContext(context);
  try {
    const admin = await center.newPage();
    await signIn(admin, "admin@demo.example");
    await admin.goto(`/vrijwilligerspool?q=${encodeURIComponent(tag)}`);
    const picture = admin.getByTestId("pool-results").getByRole("img", { name: alt });
    await expect(picture).toBeVisible();
    await check(picture, admin);
  } finally {
    await center.close();
  }
}
