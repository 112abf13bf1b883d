import { expect, hostUrl, test } from "./support/fixtures";

/* Spec §9: the `tenant` cookie remembers the tenant of the last host that named one, for a host that names none. */

test("a host without a tenant of its own shows the tenant of the cookie the tenant's host set", async ({ page, context }) => {
  const tenantHost = hostUrl("oldebroek.localhost", "/");
  await page.goto(tenantHost);
  await expect(page.getByRole("banner").getByRole("link", { name: "Vrijwilligerscentrale Oldebroek" })).toBeVisible();
  const cookie = (await context.cookies(tenantHost)).find((candidate) => candidate.name === "tenant");
  expect(cookie, "the tenant cookie").toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe("Lax");

  // 127.0.0.1 is in no host map: the default tenant, until the remembered one comes along.
  const sharedHost = hostUrl("127.0.0.1", "/");
  await page.goto(sharedHost);
  await expect(page.getByRole("banner").getByRole("link", { name: "Vrijwilligerscentrale Demo" })).toBeVisible();
  await context.addCookies([{ name: "tenant", value: cookie!.value, url: sharedHost }]);
  await page.goto(sharedHost);
  await expect(page.getByRole("banner").getByRole("link", { name: "Vrijwilligerscentrale Oldebroek" })).toBeVisible();
});
