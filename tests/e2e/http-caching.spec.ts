import { expect, signIn, test } from "./support/fixtures";

/*
 * Pages carry per-visitor fields (the CSRF token of the visitor's cookie, the
 * idempotency key of a response form): no shared cache may store them and hand
 * them to someone else; the visitor's own browser revalidates.
 */
const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1];

test("two anonymous visitors get forms of their own, and nothing shared may be cached", async ({ playwright, baseURL }) => {
  const visitors = await Promise.all([playwright.request.newContext({ baseURL }), playwright.request.newContext({ baseURL })]);
  const pages = await Promise.all(visitors.map((visitor) => visitor.get("/vacancies/search")));
  const vacancyLink = /href="(\/vacancies\/[0-9a-f-]{36})"/.exec(await pages[0]!.text())?.[1];
  expect(vacancyLink, "a vacancy in the bank").toBeTruthy();

  const [first, second] = await Promise.all(visitors.map((visitor) => visitor.get(vacancyLink!)));
  for (const response of [first!, second!]) {
    expect(response.headers()["cache-control"]).toBe("private, no-cache");
    expect(response.headers()["vary"]).toContain("Cookie");
  }
  const [html1, html2] = [await first!.text(), await second!.text()];
  expect(csrfOf(html1)).toBeTruthy();
  expect(csrfOf(html1)).not.toBe(csrfOf(html2));
  const key = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
  expect(key(html1)).toBeTruthy();
  expect(key(html1)).not.toBe(key(html2));

  // The same visitor asking again keeps the token its cookie is bound to: its page stays valid.
  const again = await visitors[0]!.get(vacancyLink!);
  expect(csrfOf(await again.text())).toBe(csrfOf(html1));
  await Promise.all(visitors.map((visitor) => visitor.dispose()));
});

test("a signed-in page is stored nowhere", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  const response = await page.request.get("/profiel");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});

test("public API reads revalidate by ETag", async ({ request }) => {
  // Other tests change vacancies at the same time, and a change between the two reads rightly gives a new ETag (200):
  // asked again until two reads meet with nothing changed between them.
  await expect
    .poll(async () => {
      const first = await request.get("/api/v1/vacancies?page[size]=5");
      const etag = first.headers()["etag"];
      if (!etag) return "no ETag";
      return (await request.get("/api/v1/vacancies?page[size]=5", { headers: { "if-none-match": etag } })).status();
    })
    .toBe(304);
});
