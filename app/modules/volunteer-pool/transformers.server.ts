import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { PoolFiltersSchema, ProfileReplySchema, VolunteerProfileSchema, type VolunteerProfileView } from "./schema";

const profileAttributes = {
  id: attr<VolunteerProfileView>(s.id),
  name: attr<VolunteerProfileView>(s.text),
  optedIn: attr<VolunteerProfileView>(s.bool),
  skills: attr<VolunteerProfileView>(s.texts),
  interests: attr<VolunteerProfileView>(s.texts),
  /** Day parts such as "mon_morning". */
  availability: attr<VolunteerProfileView>(s.texts),
  languages: attr<VolunteerProfileView>(s.texts),
  postcode: attr<VolunteerProfileView>(s.optionalText),
  about: attr<VolunteerProfileView>(s.text),
  /** The photo's picture (decision 048): a signed-in page's address, for the owner and the pool's searchers only; null without a photo. */
  photoUrl: attr<VolunteerProfileView>(s.optionalText),
  updatedAt: attr<VolunteerProfileView>(s.timestamp),
};

/** The signed-in user's own profile: GET and PATCH /volunteer_profile. */
export const ownVolunteerProfileResource = defineResource<VolunteerProfileView>({
  type: "volunteer_profiles",
  name: "own_volunteer_profile",
  description:
    "The signed-in user's own volunteer profile in the volunteer pool (issue 14, decision 038): skills, interests, availability by day part (`mon_morning` … `sun_evening`), languages, postcode and a short text. Only while `opted_in` is true do organizations and the center find it. GET returns an empty, not opted-in profile when there is none yet; PATCH creates or replaces it (a changed postcode is geocoded). The optional photo (decision 048): PUT /volunteer_profile/photo with a multipart `file` or `file_name` and base64 `content` (an image within the upload limit, else a 422 on the field), DELETE /volunteer_profile/photo removes it; `photo_url` is where the owner and the pool's searchers see it (GET /volunteer_profiles/{id}/photo?file= answers its bytes to them only). 404 where the tenant has no volunteer profiles.",
  attributes: profileAttributes,
  paths: { member: "/volunteer_profile" },
  writes: { update: { attributes: VolunteerProfileSchema } },
});

/** The pool as organizations and center roles search it. */
export const volunteerProfileResource = defineResource<VolunteerProfileView>({
  type: "volunteer_profiles",
  description:
    "The volunteer pool (issue 14, decision 038): the opted-in volunteer profiles of the center's volunteers, for organization users and the center's admins and center superusers (others: 403; where the tenant has no volunteer profiles: 404). Filters: `q` (text in the about text, skills, interests, languages), `skill` (exact, case-insensitive), `availability` (a day part), `postcode` with `distance` in km (nearest first; an unknown postcode is a 422). `distance_km` is set when searching by postcode.",
  attributes: { ...profileAttributes, distanceKm: attr<VolunteerProfileView>(z.number().nullable()) },
  filters: PoolFiltersSchema,
  page: { defaultSize: 20, maxSize: 100 },
  paths: { collection: "/volunteer_profiles", member: "/volunteer_profiles/:id" },
});

type PoolReply = { id: string; volunteerProfileId: string; organizationId: string; body: string; createdAt: Date };

/** What POST /volunteer_profiles/{id}/replies answers. */
export const poolReplyResource = defineResource<PoolReply>({
  type: "volunteer_profile_replies",
  name: "pool_reply",
  description:
    "An organization's reply to a profile in the volunteer pool (spec §3 Volunteer profile reply, decision 038): POST /volunteer_profiles/{id}/replies with `body` and optionally `organization_id` (one of the sender's organizations; when absent the oldest membership's, as a user's `organization_id`; 422 for another). The volunteer reads it at /profile_replies and gets a mail (the optional `volunteer_profile_reply` template).",
  attributes: {
    id: attr<PoolReply>(s.id),
    volunteerProfileId: attr<PoolReply>(s.uuid),
    organizationId: attr<PoolReply>(s.uuid),
    body: attr<PoolReply>(s.text),
    createdAt: attr<PoolReply>(s.timestamp),
  },
  writes: { other: { "POST /volunteer_profiles/:id/replies": { attributes: ProfileReplySchema } } },
});
