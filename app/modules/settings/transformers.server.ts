import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { snakeizeKeys } from "~/lib/case";
import { CenterSettingsPatchSchema } from "./schema";
import type { CenterSettings, ContactPersonChoice } from "./settings.server";

const fullName = (p: ContactPersonChoice) => [p.firstName, p.lastName].filter(Boolean).join(" ");

/** One of the people who run the center, as the default contact person (or a choice for it). */
export const centerContactPersonResource = defineResource<ContactPersonChoice>({
  type: "users",
  name: "center_contact_persons",
  description: "An admin or center superuser of the center: the default contact person of its vacancies, forms and mails, or a choice for it.",
  attributes: {
    id: attr(s.id),
    firstName: attr(s.text),
    lastName: attr(s.text),
    fullName: attr(s.text, fullName),
    email: attr(s.text),
    phoneNumber: attr(s.optionalText),
  },
});

export type CenterSettingsView = CenterSettings & { contactPersonChoices?: ContactPersonChoice[] };

export const CENTER_SETTINGS_INCLUDES = ["default_contact_person", "contact_person_choices"] as const;

/** The center's own settings (issue 15, decision 045), for the people who run it. */
export const centerSettingsResource = defineResource<CenterSettingsView>({
  type: "volunteer_center_settings",
  description:
    "A volunteer center's own settings: name, public contact details, languages on offer, the features it switched off for its site (only ever narrowing the tenant's), how many hours (24 to 48, null for the default 24) before a date its activities' participants get their reminder, and its default contact person.",
  attributes: {
    id: attr(s.id),
    name: attr(s.text),
    email: attr(s.optionalText),
    phone: attr(s.optionalText),
    address: attr(s.optionalText),
    website: attr(s.optionalText),
    languages: attr(s.texts),
    p2p: attr(s.bool),
    volunteerProfiles: attr(s.bool),
    activities: attr(s.bool),
    activityReminderHours: attr(s.optionalInt),
    tenantFeatures: attr(z.object({ p2p: z.boolean(), volunteer_profiles: z.boolean(), activities: z.boolean(), i18n: z.boolean() }), (row) => snakeizeKeys(row.tenantFeatures)),
    defaultContactPersonId: attr(s.optionalUuid),
  },
  relationships: {
    defaultContactPerson: { resource: () => centerContactPersonResource, get: (row) => row.defaultContactPerson },
    contactPersonChoices: { resource: () => centerContactPersonResource, get: (row) => row.contactPersonChoices ?? [], many: true },
  },
  includes: CENTER_SETTINGS_INCLUDES,
  paths: { member: "/volunteer_centers/current/settings" },
  writes: { update: { attributes: CenterSettingsPatchSchema } },
});
