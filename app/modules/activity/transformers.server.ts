import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { ACTIVITY_KINDS, type ActivityEntry } from "./activity.server";

export const activityResource = defineResource<ActivityEntry>({
  type: "activities",
  description:
    "Recent activity of the signed-in user's center (admins and center superusers: responses to its vacancies, vacancies posted, form submissions, organizations signing up, staff signing in as a user) or of the organization they work in (Current-Organization-Id, else the default of spec §4: responses, vacancies, its forms' submissions); newest first, paged. Anyone else gets an empty list. Read-only (issue 13, decision 033).",
  attributes: {
    id: attr(z.string()),
    kind: attr(z.enum(ACTIVITY_KINDS)),
    subjectId: attr(s.uuid),
    /** Who did it, when known: the applicant, the admin. */
    actorName: attr(s.optionalText),
    /** What it is about: a vacancy, form or organization, or the user someone signed in as. */
    title: attr(s.optionalText),
    /** Where it leads in the app, without the language prefix. */
    path: attr(s.text),
    createdAt: attr(s.timestamp),
  },
  page: { defaultSize: 10, maxSize: 50 },
  paths: { collection: "/activities" },
});
