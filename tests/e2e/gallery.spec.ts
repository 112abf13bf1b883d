import { expect, expectAccessible, signIn, test } from "./support/fixtures";

/*
 * The developer test pages of spec §2 (/test/*): a component gallery for
 * development and admins. The e2e server runs in production mode, so here
 * only admins get in; everyone else gets the 404 page.
 */

/** Every page of the gallery with its Dutch heading. */
const PAGES: Record<string, string> = {
  api: "API-client",
  auth: "Inlogstatus",
  dupe: "Dubbel verzenden",
  form: "Formulieren",
  user: "Huidige gebruiker",
  colors: "Kleuren",
  sentry: "Foutmeldingen",
  tiptap: "Tekstverwerker",
  toaster: "Meldingen en feedback",
  "step-form": "Formulier in stappen",
  "step-form-2": "Stappen met overzicht",
  datepicker: "Datum en tijd",
  "dollar-api": "Opnieuw proberen",
  "user-store": "Gebruiker in de app",
  formbuilder: "Formulierbouwer",
  "server-error": "Serverfout",
};

test.describe("as an admin", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "admin@demo.example");
  });

  test("the index lists every page", async ({ page }) => {
    await page.goto("/test");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Componentengalerij");
    await expect(page).toHaveTitle("Componentengalerij - Volunteerly");
    const list = page.getByRole("main").getByRole("listitem").filter({ has: page.locator("code") });
    await expect(list).toHaveCount(16);
    for (const [slug, heading] of Object.entries(PAGES)) {
      await expect(page.getByRole("main").getByRole("link", { name: heading }).first()).toHaveAttribute("href", `/test/${slug}`);
    }
  });

  // One test per page (not one walk of them all, which the two workers cannot share out); the fixture fails each on a
  // console error. The server-error page fails on purpose; it has a test of its own.
  for (const [slug, heading] of Object.entries(PAGES).filter(([slug]) => slug !== "server-error")) {
    test(`the page /test/${slug} renders its heading without console errors`, async ({ page }) => {
      await page.goto(`/test/${slug}`);
      await expect(page.getByRole("heading", { level: 1 }), slug).toHaveText(heading);
    });
  }

  test("a link of the index leads to its page", async ({ page }) => {
    await page.goto("/test");
    await page.getByRole("main").getByRole("link", { name: "Kleuren" }).first().click();
    await expect(page).toHaveURL(/\/test\/colors$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kleuren");
  });

  test("the form page validates a field when it loses focus", async ({ page }) => {
    await page.goto("/test/form");
    const name = page.getByLabel("Naam");
    // Validation on blur starts once the page is interactive: repeat until it does. A repeat blurs the
    // e-mail field too (its error may show as well), so the check is the name field's own state.
    await expect(async () => {
      await name.focus();
      await page.getByLabel("E-mailadres").focus();
      await expect(name).toHaveAttribute("aria-invalid", "true", { timeout: 500 });
    }).toPass();
    await expect(page.locator('[id$="-name-error"]')).toHaveText("Dit veld is verplicht");
    await name.fill("A");
    await page.getByLabel("E-mailadres").focus();
    await expect(page.getByText("Vul minimaal 2 tekens in")).toBeVisible();
  });

  test("the server-error page shows the error screen with code 500", async ({ page }) => {
    const response = await page.goto("/test/server-error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("foutcode: 500");
  });

  test("the sentry page's action fails with the error screen", async ({ page }) => {
    await page.goto("/test/sentry");
    await expect(page.getByText("Op deze server is rapporteren uit (geen SENTRY_DSN).")).toBeVisible();
    await page.getByRole("button", { name: "Gooi een fout" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oeps... er is iets misgegaan!");
    // The developers' stack toggle (spec §2) is not in a production build.
    await expect(page.getByTestId("dev-stack")).toHaveCount(0);
    await expect(page.getByText("Technische details (alleen bij ontwikkelen)")).toHaveCount(0);
  });

  test("the same idempotency key sent twice counts once", async ({ page }) => {
    await page.goto("/test/dupe");
    await expect(page.getByTestId("dupe-count")).toHaveText("0");
    // A resend as the browser does it on refresh: the very same form data, twice, with the page open. Its own
    // requests meanwhile (the bell's stream connecting) rotate the token; since decision 055 their answers set only
    // the credentials' cookie and cannot undo the count the posts wrote into the state cookie.
    await page.evaluate(async () => {
      const form = document.querySelector<HTMLFormElement>("[data-testid=dupe-form]")!;
      for (let i = 0; i < 2; i++) await fetch(form.action, { method: "POST", body: new FormData(form) });
    });
    await page.reload();
    await expect(page.getByTestId("dupe-count")).toHaveText("1");
    await page.getByRole("button", { name: "Verzenden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Inzending geteld." })).toBeVisible();
    await expect(page.getByTestId("dupe-count")).toHaveText("2");
    await page.getByRole("button", { name: "Teller op nul" }).click();
    await expect(page.getByRole("status").filter({ hasText: "De teller staat weer op nul." })).toBeVisible();
    await expect(page.getByTestId("dupe-count")).toHaveText("0");
  });

  test("rich text is sanitized on the server", async ({ page }) => {
    await page.goto("/test/tiptap");
    await page.getByRole("button", { name: "Verstuur onveilige HTML" }).click();
    const kept = page.getByLabel("Bewaard na opschonen");
    await expect(kept).toContainText("<p>Hallo <strong>wereld</strong></p>");
    for (const unsafe of ["<script", "onclick", "javascript:", "<img"]) await expect(kept).not.toContainText(unsafe);
    await expect(page.getByTestId("sanitized").locator("script, img, [onclick]")).toHaveCount(0);
  });

  test("the editor page has the platform's rich-text field: its keyboard toolbar, and what is written is sent", async ({ page }) => {
    await page.goto("/test/tiptap");
    const toolbar = page.getByRole("toolbar", { name: "Opmaak" });
    const editor = page.getByRole("textbox", { name: /^Tekst/ });
    // The shared WAI-ARIA toolbar (components/rich-text-toolbar): the arrows move between its buttons, the last adds a link.
    await toolbar.getByRole("button", { name: "Vet" }).focus();
    await page.keyboard.press("End");
    await expect(toolbar.getByRole("button", { name: "Link toevoegen" })).toBeFocused();
    await editor.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Hallo ");
    // Pressing a button keeps the text focused (held down here, where the focus would already have moved).
    const bold = await toolbar.getByRole("button", { name: "Vet" }).boundingBox();
    if (!bold) throw new Error("the bold button has no box");
    await page.mouse.move(bold.x + bold.width / 2, bold.y + bold.height / 2);
    await page.mouse.down();
    await expect(editor).toBeFocused();
    await page.mouse.up();
    await page.keyboard.type("buren");
    await page.getByRole("button", { name: "Versturen" }).click();
    await expect(page.getByLabel("Bewaard na opschonen")).toHaveText("<p>Hallo <strong>buren</strong></p>");
  });

  test("the retry policy is measured on the client: GET once more on 503, writes never", async ({ page }) => {
    await page.goto("/test/dollar-api");
    const row = page.locator("tr[data-status='503']");
    await expect(row.getByRole("cell").nth(0)).toHaveText("Opnieuw geprobeerd (2 pogingen)");
    await expect(row.getByRole("cell").nth(1)).toHaveText("Niet opnieuw (1 poging)");
    await expect(page.locator("tr[data-status='404']").getByRole("cell").nth(0)).toHaveText("Niet opnieuw (1 poging)");
  });

  test("the colours page measures each token's contrast; index and colours pass axe", async ({ page }) => {
    await page.goto("/test");
    await expectAccessible(page);
    await page.goto("/test/colors");
    await expect(page.locator("tr[data-token='text'] [data-ratio]")).toHaveText(/^\d+,\d\d:1$/);
    await expectAccessible(page);
  });

  test("the multi-step form keeps earlier answers and checks each step", async ({ page }) => {
    await page.goto("/test/step-form");
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(page.getByText("Dit veld is verplicht").first()).toBeVisible();
    await page.getByLabel("Naam").fill("Anne");
    await page.getByLabel("E-mailadres").fill("anne@example.org");
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(page.getByText("Stap 2 van 3")).toBeVisible();
    await page.getByRole("button", { name: "Vorige" }).click();
    await expect(page.getByLabel("Naam")).toHaveValue("Anne");
  });
});

test("a volunteer gets the 404 page on the gallery", async ({ page }) => {
  await signIn(page, "volunteer@demo.example");
  for (const path of ["/test", "/test/colors"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    await expect(page.getByText(`Gevraagde pagina: ${path}`)).toBeVisible();
  }
});

test("an anonymous visitor is sent to sign in", async ({ page }) => {
  await page.goto("/test/colors");
  await expect(page).toHaveURL(/\/auth\/login-1\?redirectTo=%2Ftest%2Fcolors$/);
});
