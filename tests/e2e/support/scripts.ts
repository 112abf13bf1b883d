import type { Page } from "@playwright/test";

/**
 * Holds back the app's scripts until `release()` is called: the page stays server-rendered (a slow connection, or a
 * post sent before React hydrated it). A script request of a page left behind meanwhile has nobody to answer any more.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release };
}
