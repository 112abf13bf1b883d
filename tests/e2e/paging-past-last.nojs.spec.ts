import { expect, signIn, test } from "./support/fixtures";

// An old link past a list's last page (the list has shrunk since) says so and leads back to the last page, instead of
// an empty page that claims there is nothing, or whose "Vorige" leads to another empty page.

test("the vacancy bank past its last page leads back to the results", async ({ page }) => {
  await page.goto("/vacancies/search?q=fietsen&page=9");
  const paging = page.getByRole("navigation", { name: "Paginering" });
  await expect(paging).toContainText("Deze pagina is leeg: de lijst is korter.");
  await paging.getByRole("link", { name: "Vorige" }).click();
  await expect(page).toHaveURL(/[?&]q=fietsen/);
  await expect(page.getByRole("link", { name: "Fietsmaatje voor ouderen" }).first()).toBeVisible();
});

test("news past its last page does not say there is no news, in Dutch and in English", async ({ page }) => {
  await page.goto("/nieuws?page=99");
  await expect(page.getByText("Er is nog geen nieuws.")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Vorige" }).click();
  await expect(page.getByRole("link", { name: "Nieuwe vacaturebank online" })).toBeVisible();

  await page.goto("/en/nieuws?page=99");
  const paging = page.getByRole("navigation", { name: "Pagination" });
  await expect(paging).toContainText("This page is empty: the list is shorter.");
  await paging.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/en\/nieuws/);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
});

test("the activity calendar and neighbour help past their last page lead back to their items", async ({ page }) => {
  await page.goto("/activiteitenkalender?page=99");
  await expect(page.getByText("Er zijn geen activiteiten gevonden")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Vorige" }).click();
  await expect(page.getByTestId("calendar-occurrence").first()).toBeVisible();

  await page.goto("/een-op-een-hulp?page=99");
  await expect(page.getByText("Geen berichten gevonden")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Paginering" }).getByRole("link", { name: "Vorige" }).click();
  await expect(page.getByTestId("help-results").getByRole("listitem").first()).toBeVisible();
});

// Signed-in lists: past the last page they say so and lead back, instead of claiming there is nothing yet.
for (const list of [
  { name: "notifications", user: "organization_superuser@demo.example", path: "/notificaties", empty: "Je hebt nog geen meldingen." },
  { name: "conversations", user: "organization_superuser@demo.example", path: "/conversations", empty: "Nog geen conversaties" },
  { name: "the activities overview", user: "organization_superuser@demo.example", path: "/activiteitenkalender/overzicht", empty: "Er zijn nog geen activiteiten" },
  { name: "uploaded images", user: "content_manager@demo.example", path: "/content/file-upload", empty: "Nog geen afbeeldingen" },
  { name: "the stock images", user: "content_manager@demo.example", path: "/content/stock-images", empty: "De beeldbank is nog leeg" },
  { name: "the content pages", user: "content_manager@demo.example", path: "/content", empty: "Geen pagina's gevonden" },
  { name: "the activity feed", user: "admin@demo.example", path: "/activiteit", empty: "Nog geen recente activiteit." },
  { name: "the vacancies to manage", user: "admin@demo.example", path: "/vacancies", empty: "Geen vacatures gevonden." },
  { name: "the applications", user: "admin@demo.example", path: "/applications", empty: "Geen aanvragen gevonden." },
  { name: "the organizations", user: "admin@demo.example", path: "/organizations", empty: "Geen organisaties gevonden" },
  { name: "the organizations to approve", user: "admin@demo.example", path: "/organizations/approve", empty: "Er wachten geen organisaties op goedkeuring." },
  { name: "the users", user: "admin@demo.example", path: "/users", empty: "Geen gebruikers gevonden." },
  { name: "the volunteer pool", user: "admin@demo.example", path: "/vrijwilligerspool", empty: "Nog niemand doet mee aan de vrijwilligerspool" },
  { name: "neighbour help to review", user: "admin@demo.example", path: "/een-op-een-hulp/beoordelen", empty: "Geen berichten met deze status" },
  { name: "the replies to one's profile", user: "volunteer@demo.example", path: "/profile-replies", empty: "Je hebt nog geen reacties op je profiel ontvangen." },
  { name: "a volunteer's own responses", user: "volunteer@demo.example", path: "/applications", empty: "Je hebt nog nergens op gereageerd" },
  { name: "the bulk edit's vacancies", user: "admin@demo.example", path: "/vacancies/bulk-edit", empty: "Geen vacatures gevonden." },
]) {
  test(`${list.name} past the last page does not say there is nothing yet`, async ({ page }) => {
    await signIn(page, list.user);
    await page.goto(`${list.path}?page=999`);
    const paging = page.getByRole("navigation", { name: "Paginering" });
    await expect(paging).toContainText("Deze pagina is leeg: de lijst is korter.");
    await expect(page.getByText(list.empty)).toHaveCount(0);
    await paging.getByRole("link", { name: "Vorige" }).click();
    await expect(page).toHaveURL(new RegExp(`${list.path}(\\?page=\\d{1,2})?$`));
  });
}

test("an activity's dates past the last page do not say it has none", async ({ page }) => {
  await signIn(page, "organization_superuser@demo.example");
  await page.goto("/activiteitenkalender/overzicht");
  const participants = await page.getByTestId("overview-activity").first().getByRole("link", { name: "Deelnemers" }).getAttribute("href");
  await page.goto(`${participants}?page=999`);
  const paging = page.getByRole("navigation", { name: "Paginering" });
  await expect(paging).toContainText("Deze pagina is leeg: de lijst is korter.");
  await expect(page.getByText("Deze activiteit heeft nog geen komende datums.")).toHaveCount(0);
  await paging.getByRole("link", { name: "Vorige" }).click();
  await expect(page).toHaveURL(new RegExp(`${participants}\\?page=\\d{1,2}$`));
});

test("a form's submissions past the last page do not say there are none", async ({ page }) => {
  await signIn(page, "center_superuser@demo.example");
  await page.goto("/form_builder");
  await page.getByRole("link", { name: "Evaluatie taalcoach-traject 2026" }).click();
  const form = new URL(page.url()).pathname;
  await page.goto(`${form}?page=999`);
  const paging = page.getByRole("navigation", { name: "Paginering" });
  await expect(paging).toContainText("Deze pagina is leeg: de lijst is korter.");
  await expect(page.getByText("Nog geen inzendingen.")).toHaveCount(0);
  await paging.getByRole("link", { name: "Vorige" }).click();
  await expect(page).toHaveURL(new RegExp(`${form}\\?page=\\d{1,2}#submissions$`));
});

test("the data viewer past the last page does not say no rows were found", async ({ page }) => {
  await signIn(page, "admin@demo.example");
  await page.goto("/admin/data-viewer?table=users&page=999");
  const paging = page.getByRole("navigation", { name: "Paginering" });
  await expect(paging).toContainText("Deze pagina is leeg: de lijst is korter.");
  await expect(page.getByText("Geen rijen gevonden")).toHaveCount(0);
  await paging.getByRole("link", { name: "Vorige" }).click();
  await expect(page).toHaveURL(/\/admin\/data-viewer\?table=users&page=\d{1,2}$/);
  await expect(page.getByRole("table", { name: "Rijen van de tabel users" })).toBeVisible();
});
