import { expect, expectAccessible, signIn, test } from "./support/fixtures";

// /content/file-upload with JavaScript (issue 12): the page passes axe, a file over the limit is named before it is
// sent, and an image's address is copied with one click.

for (const colorScheme of ["light", "dark"] as const) {
  test(`the upload page is accessible, checks the size before sending and copies an address in ${colorScheme} mode`, async ({ page, context }) => {
    await page.emulateMedia({ colorScheme });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "content_manager@demo.example");
    await page.goto("/content/file-upload");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bestanden uploaden");
    // The demo stock images are the center's first uploads.
    await expect(page.getByRole("row")).not.toHaveCount(1);
    await expectAccessible(page);

    const big = Buffer.alloc(8 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    const input = page.getByLabel(/^Afbeelding/);
    await input.setInputFiles({ name: "groot.jpg", mimeType: "image/jpeg", buffer: big });
    await page.getByRole("button", { name: "Uploaden" }).click();
    await expect(page.getByText("De grootte van de afbeelding moet kleiner zijn dan 8 MB")).toBeVisible();
    expect(posted).toBe(false);

    const first = page.getByRole("row").nth(1);
    const address = await first.getByRole("textbox").inputValue();
    await first.getByRole("button", { name: /kopiëren$/ }).click();
    await expect(first.getByRole("button", { name: /kopiëren$/ })).toHaveText("Gekopieerd");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });
}
