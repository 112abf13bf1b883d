import { data } from "react-router";
import { i18nContext, localeContext } from "~/middleware/context";
import { toCsv } from "~/modules/forms/csv";
import type { Route } from "./+types/vacancy-participants-csv";
import { loadManagedActivity, loadOccurrence, loadSignups } from "./vacancy-participants.server";
import { formatShortDateTime } from "~/lib/dates";

/**
 * /vacancies/{id}/deelnemers.csv?datum={occurrence} (issue 14, decision 040): one date's participants and waiting
 * list for Dutch Excel (BOM, `;`, CRLF, formulas defused), in the page's language.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const vacancy = await loadManagedActivity(context, request, params.id);
  const occurrenceId = new URL(request.url).searchParams.get("datum") ?? "";
  if (!/^[0-9a-f-]{36}$/i.test(occurrenceId)) throw data({ message: "Not found" }, { status: 404 });
  const occurrence = await loadOccurrence(context, occurrenceId);
  if (occurrence.vacancyId !== vacancy.id) throw data({ message: "Not found" }, { status: 404 });
  const signups = await loadSignups(context, occurrence.id);
  const t = context.get(i18nContext).getFixedT(null, "vacancies");
  const p = (key: string, options?: Record<string, unknown>) => t(`signups.participants.${key}`, options);
  // When they signed up as the forms export writes it: Dutch time, in the page's language (not the API's UTC timestamp).
  const language = context.get(localeContext);
  const rows = [
    [p("name"), p("email"), p("phone"), p("status"), p("signedUpAt")],
    ...signups.map((s) => [s.name, s.email, s.phoneNumber ?? "", p(`statuses.${s.status}`, { position: s.waitingPosition ?? "" }), formatShortDateTime(s.createdAt, language)]),
  ];
  const day = occurrence.startsAt.slice(0, 10);
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${p("csvFile")}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
