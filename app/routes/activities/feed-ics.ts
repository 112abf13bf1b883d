import { requireActivities } from "~/modules/activities/feature.server";
import { publicFeedIcs } from "~/modules/activities/ical-pages.server";
import type { Route } from "./+types/feed-ics";

/** /activiteitenkalender/feed.ics: the center's public activity calendar as an iCalendar feed (decision 043). */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireActivities(context);
  return publicFeedIcs(context, request);
}
