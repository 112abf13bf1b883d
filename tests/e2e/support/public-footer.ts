import type { Browser } from "@playwright/test";
import { hostUrl } from "./fixtures";

/** Whether a visitor of the host's home page (a browser of their own, signed out) sees a footer column with this heading. */
export async function publicFooterHas(browser: Browser, options: { host: string; javaScriptEnabled: boolean }, heading: string) {
  const visitor = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled });
  const visit = await visitor.newPage();
  await visit.goto(hostUrl(options.host, "/"));
  const count = await visit.getByRole("contentinfo").getByRole("heading", { name: heading }).count();
  await visitor.close();
  return count > 0;
}
