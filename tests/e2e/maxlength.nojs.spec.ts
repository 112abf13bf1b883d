import { expect, hostUrl, signIn, test } from "./support/fixtures";

// The browser knows the server's limits (the schema's constants): the new conversation's message (BODY_MAX, 5,000)
// and the footer's rich text of columns 6 and 8 (FOOTER_CONTENT_MAX, 2,000), in Dutch and English.

test("no JS: the new conversation's message box stops at 5,000 characters, nl and en", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  await page.goto("/conversations/new");
  await expect(page.getByLabel(/^Bericht/)).toHaveAttribute("maxlength", "5000");
  await page.goto("/en/conversations/new");
  await expect(page.getByLabel(/^Message/)).toHaveAttribute("maxlength", "5000");
});

test("no JS: the footer's column 6 and 8 texts stop at 2,000 characters, nl and en", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto(hostUrl("localhost", "/instellingen/footer"));
  for (const column of [6, 8]) {
    await expect(page.getByLabel(`Tekst kolom ${column} (optioneel)`, { exact: true })).toHaveAttribute("maxlength", "2000");
  }
  await page.goto(hostUrl("localhost", "/en/instellingen/footer"));
  for (const column of [6, 8]) {
    await expect(page.getByLabel(new RegExp(`^Text of column ${column}`))).toHaveAttribute("maxlength", "2000");
  }
});
