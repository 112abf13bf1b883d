import type { ApiSession } from "./manage";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The activity calendar list's date fields, its button, and the alert that says the dates cannot be searched with. */
export function calendarDateForm(page: Page) {
  return {
    said: page.getByRole("alert").filter({ hasText: "Met deze datums kunnen we niet zoeken." }),
    from: page.getByLabel("Vanaf"),
    to: page.getByLabel("Tot en met"),
    show: page.getByRole("button", { name: "Toon activiteiten" }),
  };
}

export const calendarDateMessages = {
  endBeforeToday: "Deze einddatum ligt in het verleden: zonder begindatum begint de lijst vandaag. Kies vandaag of later, of vul ook een begindatum in.",
  tooManyDays: "De lijst toont hoogstens 366 dagen, vanaf de begindatum (of vanaf vandaag als die leeg is). Kies een eerdere einddatum.",
};

/**
 * Only an end, in the past (2019-01-01, past whenever this runs), sent from the form on the calendar page: said at
 * the end and kept as typed, the empty start not marked.
 */
export async function sendEndBeforeToday(page: Page) {
  const { said, from, to, show } = calendarDateForm(page);
  await to.fill("2019-01-01");
  await show.click();
  await expect(page).toHaveURL(/to=2019-01-01/);
  await expect(said).toBeVisible();
  await expect(to).toHaveValue("2019-01-01");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription(calendarDateMessages.endBeforeToday);
  await expect(from).toHaveValue("");
  await expect(from).not.toHaveAttribute("aria-invalid");
}

/**
 * A published activity of the API session's current organization, without a schedule yet: `vacancy` gives the title
 * and anything else of the vacancy (kind `activity` unless told). Its description is the title.
 */
export async function publishedActivity(api: ApiSession, vacancy: { title: string; vacancy_type?: "activity" | "language"; [attribute: string]: unknown }): Promise<{ id: string }> {
  const { data: organization } = await api.call<{ data: { id: string } }>("GET", "/api/v1/current_organization");
  const { data: created } = await api.call<{ data: { id: string } }>("POST", "/api/v1/vacancies", {
    data: {
      type: "vacancies",
      attributes: { status: "published", vacancy_type: "activity", organization_id: organization.id, description: `<p>${vacancy.title}</p>`, ...vacancy },
    },
  });
  return created;
}

/**
 * A published activity (publishedActivity) with its schedule (PUT /vacancies/:id/schedule): `schedule` gives the rule
 * and, where wanted, capacity and location.
 */
export async function scheduledActivity(
  api: ApiSession,
  vacancy: { title: string; vacancy_type?: "activity" | "language"; [attribute: string]: unknown },
  schedule: { rule: Record<string, unknown>; capacity?: number; location?: string },
): Promise<{ id: string }> {
  const created = await publishedActivity(api, vacancy);
  await api.call("PUT", `/api/v1/vacancies/${created.id}/schedule`, { data: { type: "activity_schedules", attributes: schedule } });
  return created;
}
