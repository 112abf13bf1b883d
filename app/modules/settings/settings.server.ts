import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import type { Tx } from "~/modules/db/client.server";
import { userRoles, users, volunteerCenters, type CenterFeatureSwitches, type TenantFeatures } from "~/modules/db/schema";
import { isCenterStaff } from "~/modules/users/center-staff.server";
import { updateVolunteerCenterProfile } from "~/modules/volunteer-centers/volunteer-centers.server";
import { CENTER_SWITCHES, MAX_REMINDER_HOURS, MIN_REMINDER_HOURS, type CenterSettingsPatch } from "./schema";

/*
 * A volunteer center's own settings (issue 15, decision 045): contact details, languages, the feature switches it
 * turned off for itself and its default contact person. Everything here is scoped by tenant and center: a center
 * changes its own row only.
 */

export type ContactPersonChoice = { id: string; firstName: string; lastName: string; email: string; phoneNumber: string | null };

export type CenterSettings = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  languages: string[];
  /** On unless the center switched it off (the tenant may not offer it at all: see tenantFeatures). */
  p2p: boolean;
  volunteerProfiles: boolean;
  activities: boolean;
  /** Hours before a date that its participants are reminded; null is the default (24). */
  activityReminderHours: number | null;
  /** What the tenant offers its centers; a center can only narrow it. */
  tenantFeatures: Pick<TenantFeatures, "p2p" | "volunteerProfiles" | "activities" | "i18n">;
  defaultContactPersonId: string | null;
  defaultContactPerson: ContactPersonChoice | null;
};

/** The people who may be the default contact: the center's active admins and center superusers. */
export async function contactPersonChoices(tx: Tx, input: { tenantId: string; centerId: string }): Promise<ContactPersonChoice[]> {
  const rows = await tx
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(isCenterStaff(input));
  return rows.sort((a, b) => `${a.firstName} ${a.lastName} ${a.email}`.localeCompare(`${b.firstName} ${b.lastName} ${b.email}`));
}

/** The center's default contact person while they still run the center (else none: a deleted or demoted user is no contact). */
export async function defaultContactPerson(tx: Tx, input: { tenantId: string; centerId: string }): Promise<ContactPersonChoice | null> {
  const [center] = await tx
    .select({ contactId: volunteerCenters.defaultContactUserId })
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, input.tenantId), eq(volunteerCenters.id, input.centerId)))
    .limit(1);
  if (!center?.contactId) return null;
  return (await contactPersonChoices(tx, input)).find((choice) => choice.id === center.contactId) ?? null;
}

/** The profile's reminder hours when they are a whole number the reminder job takes, else none (the default). */
function reminderHoursOf(profile: Record<string, unknown>): number | null {
  const hours = profile.activityReminderHours;
  return typeof hours === "number" && Number.isInteger(hours) && hours >= MIN_REMINDER_HOURS && hours <= MAX_REMINDER_HOURS ? hours : null;
}

export async function readCenterSettings(
  tx: Tx,
  input: { tenantId: string; centerId: string; tenantFeatures: TenantFeatures },
): Promise<CenterSettings | undefined> {
  const [center] = await tx
    .select()
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, input.tenantId), eq(volunteerCenters.id, input.centerId)))
    .limit(1);
  if (!center) return undefined;
  const contact = await defaultContactPerson(tx, input);
  const { p2p, volunteerProfiles, activities, i18n } = input.tenantFeatures;
  return {
    id: center.id,
    name: center.name,
    email: center.email,
    phone: center.phone,
    address: center.address,
    website: center.website,
    languages: center.languages,
    p2p: center.features.p2p !== false,
    volunteerProfiles: center.features.volunteerProfiles !== false,
    activities: center.features.activities !== false,
    activityReminderHours: reminderHoursOf(center.profile),
    tenantFeatures: { p2p, volunteerProfiles, activities, i18n },
    defaultContactPersonId: contact?.id ?? null,
    defaultContactPerson: contact,
  };
}

function invalid(field: string, code: string, detail: string) {
  return new AppError({ status: 422, code, title: "Invalid attribute", detail, source: { pointer: `/data/attributes/${field}` } });
}

/** Changes what the patch names (null clears); the contact person must be one of the center's own staff. */
export async function updateCenterSettings(tx: Tx, input: { tenantId: string; centerId: string; patch: CenterSettingsPatch }): Promise<boolean> {
  const { patch } = input;
  const scope = and(eq(volunteerCenters.tenantId, input.tenantId), eq(volunteerCenters.id, input.centerId));
  const [center] = await tx.select({ features: volunteerCenters.features }).from(volunteerCenters).where(scope).limit(1);
  if (!center) return false;
  if (patch.defaultContactPersonId) {
    const choices = await contactPersonChoices(tx, input);
    if (!choices.some((choice) => choice.id === patch.defaultContactPersonId)) {
      throw invalid("default_contact_person_id", "invalid_contact_person", apiMessages.contactPersonCenterRole);
    }
  }
  // Only switched-off features are kept: a feature the tenant adds later is on for the center unless it says otherwise.
  const features: CenterFeatureSwitches = { ...center.features };
  for (const key of CENTER_SWITCHES) {
    if (patch[key] === true) delete features[key];
    else if (patch[key] === false) features[key] = false;
  }
  const text = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
  await tx
    .update(volunteerCenters)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.email !== undefined ? { email: text(patch.email) } : {}),
      ...(patch.phone !== undefined ? { phone: text(patch.phone) } : {}),
      ...(patch.address !== undefined ? { address: text(patch.address) } : {}),
      ...(patch.website !== undefined ? { website: text(patch.website) } : {}),
      ...(patch.languages !== undefined ? { languages: [...new Set(patch.languages)].sort((a, b) => (a === "nl" ? -1 : b === "nl" ? 1 : a.localeCompare(b))) } : {}),
      ...(patch.defaultContactPersonId !== undefined ? { defaultContactUserId: patch.defaultContactPersonId } : {}),
      features,
    })
    .where(scope);
  // Kept in the center profile, where the reminder job reads it (decision 045; the design page merges into it too).
  if (patch.activityReminderHours !== undefined) {
    await updateVolunteerCenterProfile(tx, { ...input, profile: { activityReminderHours: patch.activityReminderHours } });
  }
  return true;
}
