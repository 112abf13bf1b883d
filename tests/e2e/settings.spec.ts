import { expect, expectAccessible, expectHydrated, hostUrl, signIn, test } from "./support/fixtures";

/*
 * Settings (/instellingen, issue 15) with JavaScript, on the oldebroek center (the no-JS spec changes the partner
 * center at the same time; the design specs change only the theme here): fields validate when they lose focus, each
 * page saves with a toast, the footer's rich text comes from the tiptap editor, the secondary navigation works by
 * keyboard, and every page passes axe in light and dark mode. Serial: one center's settings.
 */
test.describe.configure({ mode: "serial" });

const host = "oldebroek.localhost";
const url = (path: string) => hostUrl(host, path);

test("the general page checks a field when it loses focus and saves with a toast", async ({ page }) => {
  await signIn(page, "admin@oldebroek.example", { host });
  await page.goto(url("/instellingen"));
  const email = page.getByLabel("E-mailadres (optioneel)", { exact: true });
  await email.fill("geen-adres");
  await expect(page.getByText("Vul een geldig e-mailadres in")).toHaveCount(0);
  await email.blur();
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await email.fill("contact@oldebroek.example");
  await email.blur();
  await expect(page.getByText("Vul een geldig e-mailadres in")).toHaveCount(0);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De instellingen zijn opgeslagen.");
  await page.reload();
  await expect(email).toHaveValue("contact@oldebroek.example");
});

test("the footer's column text is written in the tiptap editor and shows in the public footer", async ({ page, browser }) => {
  await signIn(page, "admin@oldebroek.example", { host });
  await page.goto(url("/instellingen/footer"));
  await page.getByLabel("Titel kolom 8 (optioneel)", { exact: true }).fill("Steun ons");
  const editor = page.getByRole("textbox", { name: "Tekst kolom 8 (optioneel)" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Word ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("donateur");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De voettekst is opgeslagen.");

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(url("/"));
  const footer = visit.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Steun ons" })).toBeVisible();
  await expect(footer.locator("strong", { hasText: "donateur" })).toBeVisible();
  await visitor.close();
});

test("the organization and contact person pages save with JavaScript too", async ({ page }) => {
  await signIn(page, "center_superuser@oldebroek.example", { host });
  await page.goto(url("/instellingen/organisatie"));
  await page.getByLabel("Website (optioneel)", { exact: true }).fill("https://www.oldebroek.example");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De organisatie is opgeslagen.");

  await page.getByRole("navigation", { name: "Instellingen" }).getByRole("link", { name: "Contactpersoon" }).click();
  await expect(page).toHaveURL(url("/instellingen/contact-person"));
  await expectHydrated(page);
  await page.getByLabel("Standaard contactpersoon (optioneel)", { exact: true }).selectOption({ label: "Anne admin (admin@oldebroek.example)" });
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("region", { name: "Meldingen" })).toContainText("De contactpersoon is opgeslagen.");
});

test("the secondary navigation works by keyboard and marks the open page", async ({ page }) => {
  await signIn(page, "admin@oldebroek.example", { host });
  await page.goto(url("/instellingen"));
  const navigation = page.getByRole("navigation", { name: "Instellingen" });
  await navigation.getByRole("link", { name: "Algemeen" }).focus();
  await page.keyboard.press("Tab");
  await expect(navigation.getByRole("link", { name: "Vormgeving" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(navigation.getByRole("link", { name: "Voettekst" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(url("/instellingen/footer"));
  await expect(navigation.getByRole("link", { name: "Voettekst" })).toHaveAttribute("aria-current", "page");
  await expect(navigation.getByRole("link", { name: "Algemeen" })).not.toHaveAttribute("aria-current", "page");
});

test("every settings page passes axe in light and dark mode", async ({ page }) => {
  test.slow(); // eight full axe runs
  await signIn(page, "admin@oldebroek.example", { host });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ["/instellingen", "/instellingen/footer", "/instellingen/organisatie", "/instellingen/contact-person"]) {
      await page.goto(url(path));
      if (scheme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      await expectAccessible(page);
    }
  }
});

test("a volunteer gets 403", async ({ page }) => {
  await signIn(page, "volunteer@oldebroek.example", { host });
  const response = await page.goto(url("/instellingen"));
  expect(response?.status()).toBe(403);
});
