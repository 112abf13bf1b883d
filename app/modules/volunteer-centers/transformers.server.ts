import { attr, defineResource, s } from "~/api/resource.server";
import { snakeizeKeys } from "~/lib/case";
import { CenterProfileSchema } from "./schema";
import { VOLUNTEER_CENTER_INCLUDES, type VolunteerCenterRow } from "./volunteer-centers.server";

/** A center's branding (spec §3 "Profile") as its own resource, sharing the center's id. */
type ProfileResource = Record<string, unknown> & { id: string };

export const volunteerCenterProfileResource = defineResource<ProfileResource>({
  type: "volunteer_center_profiles",
  description: "A volunteer center's branding (spec §3 Profile): name, logos, colours and their shades.",
  attributes: {},
  spread: { get: (profile) => snakeizeKeys<Record<string, unknown>>(profile), schema: CenterProfileSchema },
  paths: { member: "/volunteer_centers/current/profile" },
  writes: { update: { attributes: CenterProfileSchema } },
});

export const volunteerCenterResource = defineResource<VolunteerCenterRow>({
  type: "volunteer_centers",
  description: "A volunteer center of the tenant (spec §3), with its public contact details and its branding as `profile`.",
  attributes: {
    id: attr(s.id),
    name: attr(s.text),
    slug: attr(s.text),
    createdAt: attr(s.timestamp),
    // The center's public contact details (decision 045, set in /instellingen): the public footer shows them.
    email: attr(s.optionalText.describe("Public contact e-mail address, set in the center's settings.")),
    phone: attr(s.optionalText.describe("Public phone number.")),
    address: attr(s.optionalText.describe("Public postal address (may span lines).")),
    website: attr(s.optionalText.describe("Public website.")),
    hosts: attr(s.texts.describe("Only for the people who run the center."), undefined, { optional: true }),
  },
  relationships: {
    profile: {
      resource: () => volunteerCenterProfileResource,
      // The center's id last: a stray `id` inside the profile data must not rename the resource.
      get: (center) => ({ ...center.profile, id: center.id }),
    },
  },
  includes: VOLUNTEER_CENTER_INCLUDES,
  paths: { collection: "/volunteer_centers", member: "/volunteer_centers/current" },
});

export const volunteerCenterTransformer = () => volunteerCenterResource.transformer();
