import { expect, expectAccessible, expectHydrated, hostUrl, signIn, test } from "./support/fixtures";

/*
 * With JavaScript the settings forms catch most errors before a post; what only the server finds comes back in the
 * error summary of decision 062. The design editor's upload of a file that is no image is one: the summary names the
 * favicon's upload, its link focuses the field, and the error stays at it while another field is checked (keepServerErrors).
 * The post is refused, so nothing of the demo center changes.
 */

test("the design editor: an upload the server refuses is in the summary, linked, and stays while other fields are checked", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto(hostUrl("localhost", "/instellingen/design"));
  await expectHydrated(page);
  const gtag = page.getByLabel("Google Analytics-ID (optioneel)", { exact: true });
  await gtag.fill("G-SUMMARY1");
  const upload = page.getByRole("group", { name: "Favicon (optioneel)" }).getByLabel("Nieuwe afbeelding uploaden (optioneel)", { exact: true });
  await upload.setInputFiles({ name: "favicon.png", mimeType: "image/png", buffer: Buffer.from("dit is geen afbeelding") });
  await page.getByRole("button", { name: "Opslaan" }).click();

  const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Het formulier is niet verstuurd: 1 veld vraagt aandacht" }) });
  await expect(summary).toBeVisible();
  const link = summary.getByRole("link", { name: /^Favicon: nieuwe afbeelding uploaden – Dit bestand is geen afbeelding/ });
  await expect(link).toBeVisible();
  await expect(gtag).toHaveValue("G-SUMMARY1");
  await expectHydrated(page);
  await expect(upload).toHaveAttribute("aria-invalid", "true");

  // Another field checked as it is left: the upload's error stays, as does the summary.
  await gtag.focus();
  await gtag.blur();
  await expect(upload).toHaveAttribute("aria-invalid", "true");
  await link.click();
  await expect(upload).toBeFocused();
  await expect(summary).toBeVisible();
  await expectAccessible(page);
});
