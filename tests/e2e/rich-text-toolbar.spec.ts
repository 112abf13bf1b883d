import { expect, expectAccessible, signIn, test } from "./support/fixtures";

// The rich-text field's toolbar by keyboard (WAI-ARIA toolbar): one Tab stop, arrows, Home and End between its
// buttons, and a link's address asked in a dialog (no window.prompt), on the vacancy form's description.

test("the toolbar is one Tab stop that arrows move through, and a link is added, cancelled, edited and removed by keyboard", async ({ page }) => {
  test.slow();
  await signIn(page, "admin@demo.example");
  await page.goto("/vacancies/add");
  const toolbar = page.getByRole("toolbar", { name: "Opmaak" });
  const editor = page.getByRole("textbox", { name: /^Beschrijving/ });
  const bold = toolbar.getByRole("button", { name: "Vet" });
  const addLink = toolbar.getByRole("button", { name: "Link toevoegen" });
  await expect(toolbar).toBeVisible();
  await editor.focus();
  await page.keyboard.type("Lees meer op ");

  // One Tab stop: back from the text to the toolbar's first button, once more out of the toolbar; Tab from the
  // toolbar goes straight to the text, past the six other buttons.
  await page.keyboard.press("Shift+Tab");
  await expect(bold).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.locator(":focus")).toHaveCount(0);
  await expect(editor).not.toBeFocused();
  await page.keyboard.press("Tab");
  await expect(bold).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(editor).toBeFocused();

  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Cursief" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(addLink).toBeFocused();
  await page.keyboard.press("Home");
  await expect(bold).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(addLink).toBeFocused();

  // The address in a dialog: a labelled field that refuses what the page would not keep.
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Link toevoegen" });
  const address = dialog.getByRole("textbox", { name: "Adres van de link" });
  await expect(address).toBeFocused();
  await page.keyboard.type("javascript:alert(1)");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText("Vul een adres in dat begint met https://, http:// of mailto:.");
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("https://www.example.org/vrijwilligers");
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  // Back in the text, after the link: what is typed next is not part of it.
  await expect(editor).toBeFocused();
  await page.keyboard.type(" vandaag.");
  const link = editor.getByRole("link");
  await expect(link).toHaveText("https://www.example.org/vrijwilligers");
  await expect(link).toHaveAttribute("href", "https://www.example.org/vrijwilligers");
  await expect(editor).toContainText("Lees meer op https://www.example.org/vrijwilligers vandaag.");

  // Escape cancels: no link, the focus back in the text. The toolbar's Tab stop is the button used last.
  await page.keyboard.press("Shift+Tab");
  await expect(addLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(address).toBeFocused();
  await expect(address).toHaveValue("");
  await page.keyboard.type("https://www.example.org/anders");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor.getByRole("link")).toHaveCount(1);

  // In the link, the same button edits it: the dialog shows its address to change, the text stays. The cursor goes
  // left until the toolbar's button says it edits a link: closing the dialog puts the cursor back where it was a
  // moment later, which can undo the first presses (the link is 37 characters long, far more than a press too many).
  const editLink = toolbar.getByRole("button", { name: "Link bewerken" });
  for (let i = 0; i < " vandaag.".length; i++) await page.keyboard.press("ArrowLeft");
  await expect(async () => {
    await page.keyboard.press("ArrowLeft");
    await expect(editLink).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("Shift+Tab");
  await expect(editLink).toBeFocused();
  await expect(editLink).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Enter");
  const editing = page.getByRole("dialog", { name: "Link bewerken" });
  const current = editing.getByRole("textbox", { name: "Adres van de link" });
  await expect(current).toBeFocused();
  await expect(current).toHaveValue("https://www.example.org/vrijwilligers");
  await expectAccessible(page);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("https://www.example.org/meedoen");
  await page.keyboard.press("Enter");
  await expect(editing).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor.getByRole("link")).toHaveAttribute("href", "https://www.example.org/meedoen");
  await expect(editor.getByRole("link")).toHaveText("https://www.example.org/vrijwilligers");

  // And removes it on request: the text stays, unlinked.
  await page.keyboard.press("Shift+Tab");
  await expect(editLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(current).toHaveValue("https://www.example.org/meedoen");
  await editing.getByRole("button", { name: "Link verwijderen" }).click();
  await expect(editing).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor.getByRole("link")).toHaveCount(0);
  await expect(editor).toContainText("Lees meer op https://www.example.org/vrijwilligers vandaag.");
  await expect(addLink).toHaveAttribute("aria-pressed", "false");
});

test("a click on the rich-text field's label puts the cursor in its text, as a native field's label does", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/vacancies/add");
  const editor = page.getByRole("textbox", { name: /^Beschrijving/ });
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
  await page.locator("label").filter({ hasText: /^Beschrijving/ }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type("Via het label");
  await expect(editor).toHaveText("Via het label");
});
