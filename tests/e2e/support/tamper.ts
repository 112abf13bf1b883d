import type { Page } from "@playwright/test";

/**
 * Changes the form posts of `page` to a path matching `path` on their way (a tampered post: values the form does not
 * offer, or more than the browser lets through), with or without JavaScript (`.data` is React Router's own request).
 * Such a post stands for the errors only the server finds.
 */
export async function tamperPost(page: Page, path: RegExp, change: (body: URLSearchParams) => void) {
  await page.route(
    (url) => path.test(url.pathname),
    (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const body = new URLSearchParams(route.request().postData() ?? "");
      change(body);
      return route.continue({ postData: body.toString() });
    },
  );
}
