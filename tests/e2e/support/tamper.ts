import type { Page } from "@playwright/test";

/** What a tampering may do to a post's fields: the same for a url-encoded post (URLSearchParams) and a multipart one (FormData). */
export type TamperedFields = Pick<URLSearchParams, "set" | "append" | "delete">;

/**
 * Changes the form posts of `page` to a path matching `path` on their way (a tampered post: values the form does not
 * offer, or more than the browser lets through), with or without JavaScript (`.data` is React Router's own request).
 * Such a post stands for the errors only the server finds. A url-encoded post is changed as URLSearchParams; a
 * multipart one (a form with a file field, such as the design editor's) as the browser's FormData, its files
 * included, sent on with a boundary of its own.
 */
export async function tamperPost(page: Page, path: RegExp, change: (body: TamperedFields) => void) {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const type = (await request.headerValue("content-type")) ?? "";
      if (!type.startsWith("multipart/form-data")) {
        const body = new URLSearchParams(request.postData() ?? "");
        change(body);
        return route.continue({ postData: body.toString() });
      }
      const fields = await new Response(new Uint8Array(request.postDataBuffer() ?? []), { headers: { "content-type": type } }).formData();
      change(fields);
      const encoded = new Request("http://tamper.invalid/", { method: "POST", body: fields });
      // The new body's length and boundary, not the browser's.
      const headers: Record<string, string> = { ...request.headers(), "content-type": encoded.headers.get("content-type")! };
      delete headers["content-length"];
      return route.continue({ postData: Buffer.from(await encoded.arrayBuffer()), headers });
    },
  );
}
