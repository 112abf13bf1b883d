import { expect, signIn, test } from "./support/fixtures";

// A signed-in user on a page they may not see (403) keeps the shell: the header with its menu around the message,
// in Dutch and English; the answer stays 403. A visitor's 404 is the full-page error screen as before.

test("no JS: a volunteer on a forbidden page sees the 403 message inside the normal shell, nl and en", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  for (const [path, title, menu] of [
    ["/users", "Toegang geweigerd", "Hoofdmenu"],
    ["/en/users", "Access forbidden", "Main menu"],
  ] as const) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation", { name: menu }).first()).toBeAttached();
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("main")).toContainText(title);
  }
});
