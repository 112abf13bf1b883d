import { expect, signIn, test } from "./support/fixtures";
import { summaryLinks } from "./support/error-summary";
import { tamperPost } from "./support/tamper";

/*
 * A field whose schema names no message of its own (a plain z.boolean()) showed zod's English default to the visitor
 * ("Invalid input: expected boolean, received string"). Every such issue gets one of our messages (decision 065). The
 * posts here are refused (a title too short too), so nothing is saved.
 */

test("a tampered check box of the vacancy form is refused in the page's words, in Dutch and in English, never zod's English", async ({
  page,
}) => {
  await signIn(page, "organization_superuser@demo.example");
  // Only a check box's "on" is a check box's value: anything else is a post the form does not send.
  await tamperPost(page, /\/vacancies\/add$/, (body) =>
    body.set("contactPhoneVisible", "ja"),
  );

  await page.goto("/vacancies/add");
  await page.getByLabel(/^Titel/).fill("Ab");
  await page.getByRole("button", { name: "Vacature opslaan" }).click();
  const box = page.getByLabel("Telefoonnummer van de contactpersoon tonen", {
    exact: true,
  });
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription(/Dit veld is niet geldig/);
  expect(await summaryLinks(page)).toContain(
    "Telefoonnummer van de contactpersoon tonen – Dit veld is niet geldig -> contactPhoneVisible",
  );
  await expect(page.getByText(/Invalid input|expected boolean/)).toHaveCount(0);

  await page.goto("/en/vacancies/add");
  await page.getByLabel(/^Title/).fill("Ab");
  await page.getByRole("button", { name: "Save vacancy" }).click();
  const englishBox = page.getByLabel("Show the contact person's phone number", {
    exact: true,
  });
  await expect(englishBox).toHaveAttribute("aria-invalid", "true");
  await expect(englishBox).toHaveAccessibleDescription(
    /This field is not valid/,
  );
  await expect(page.getByText(/Invalid input|expected boolean/)).toHaveCount(0);
});
