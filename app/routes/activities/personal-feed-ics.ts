import { requireActivities } from "~/modules/activities/feature.server";
import { personalFeedIcs } from "~/modules/activities/ical-pages.server";
import type { Route } from "./+types/personal-feed-ics";

/** /activiteitenkalender/mijn/{token}/agenda.ics: a user's private feed of what they signed up for; the token is the permission (decision 043). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireActivities(context);
  return personalFeedIcs(context, request, params.token);
}
