import { requireActivities } from "~/modules/activities/feature.server";
import { occurrenceIcs } from "~/modules/activities/ical-pages.server";
import type { Route } from "./+types/occurrence-ics";

/** /activiteitenkalender/activiteit.ics?id={occurrence}: one date of an activity as an iCalendar download (decision 043). */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireActivities(context);
  return occurrenceIcs(context, request);
}
