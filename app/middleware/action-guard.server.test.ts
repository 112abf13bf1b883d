import { isRouteErrorResponse, type RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { actionGuardMiddleware, PAGE_FORM_LIMIT_BYTES } from "./action-guard.server";

/* Issue 18: page actions never see a body they cannot read, and only form posts reach them. */
async function guard(init: RequestInit & { headers?: Record<string, string> }) {
  const request = new Request("http://localhost/uitloggen", { method: "POST", ...init });
  let reached = false;
  try {
    await actionGuardMiddleware({ request, params: {}, context: {} as RouterContextProvider, unstable_pattern: "/" } as never, async () => {
      reached = true;
      // The action can still read the body.
      await request.formData();
      return new Response("ok");
    });
    return { reached, status: 200 };
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status ?? (isRouteErrorResponse(thrown) ? thrown.status : 500);
    return { reached, status };
  }
}

describe("actionGuardMiddleware", () => {
  it("lets a readable form post through to the action, body intact", async () => {
    expect(await guard({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "csrf=x&name=Anne" })).toEqual({ reached: true, status: 200 });
    const form = new FormData();
    form.set("name", "Anne");
    expect(await guard({ body: form })).toEqual({ reached: true, status: 200 });
    // A browser's boundary has capitals: it is case-sensitive.
    const multipart = "------WebKitFormBoundaryAbCdEf\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAnne\r\n------WebKitFormBoundaryAbCdEf--\r\n";
    expect(await guard({ headers: { "content-type": "multipart/form-data; boundary=----WebKitFormBoundaryAbCdEf" }, body: multipart })).toEqual({
      reached: true,
      status: 200,
    });
  });

  it("refuses any other content type as a cross-site request (403)", async () => {
    for (const type of ["text/plain", "application/json", ""]) {
      expect(await guard({ headers: { "content-type": type }, body: '{"a":1}' })).toEqual({ reached: false, status: 403 });
    }
  });

  it("answers 400 for a malformed multipart body and NUL characters", async () => {
    expect(await guard({ headers: { "content-type": "multipart/form-data; boundary=xx" }, body: "garbage" })).toEqual({ reached: false, status: 400 });
    expect(await guard({ headers: { "content-type": "multipart/form-data" }, body: "--x\r\n" })).toEqual({ reached: false, status: 400 });
    expect(await guard({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=a%00b" })).toEqual({ reached: false, status: 400 });
  });

  it("answers 413 for a form over the limit, counted as it streams in", async () => {
    const body = `name=${"a".repeat(PAGE_FORM_LIMIT_BYTES)}`;
    expect(await guard({ headers: { "content-type": "application/x-www-form-urlencoded" }, body })).toEqual({ reached: false, status: 413 });
  });
});
