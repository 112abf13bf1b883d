import { expect, signIn, test } from "./support/fixtures";

/*
 * The browser's own check says our message too for a field whose schema names none (decision 065): the map is put in
 * force by the browser's entry (app/entry.client.tsx), before any form checks. The post's side: the .nojs spec.
 */

test("a check box tampered with in the browser is refused by the browser's check in the page's words, not zod's English", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/vacancies/add");
  const box = page.getByLabel("Telefoonnummer van de contactpersoon tonen", { exact: true });
  // Only a check box's "on" is a check box's value (a plain z.boolean(), no message of its own): a field of the same
  // name added beside the page's own (whose value React puts back) sends "ja" with it.
  await box.evaluate((input: HTMLInputElement) => {
    const tampered = Object.assign(document.createElement("input"), { type: "hidden", name: input.name, value: "ja" });
    tampered.setAttribute("form", input.form!.id);
    document.body.append(tampered);
  });
  await box.check();
  await box.press("Tab");

  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription(/Dit veld is niet geldig/);
  await expect(page.getByText(/Invalid input|expected boolean/)).toHaveCount(0);
  // The browser checked it: nothing was sent.
  expect(posts).toEqual([]);
});
