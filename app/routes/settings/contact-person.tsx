import { getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { SelectField, useZodForm } from "~/components/forms";
import { asApiError } from "~/modules/api-client/client.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { CenterContactPersonSchema } from "~/modules/settings/schema";
import type { Route } from "./+types/contact-person";
import { SettingsForm, SettingsSection } from "./section";
import { requireSettingsAccess, savedRedirect } from "~/modules/settings/pages.server";

/**
 * /instellingen/contact-person: the center's default contact person — one of its admins or center superusers
 * (decision 045). A new vacancy without a contact person of its own gets them.
 */

type Person = { id: string; fullName: string; email: string; phoneNumber: string | null };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = await requireSettingsAccess(context, request);
  const { data: settings } = await api.get<{ defaultContactPersonId: string | null; contactPersonChoices: Person[] }>("/api/v1/volunteer_centers/current/settings", {
    query: { include: "contact_person_choices" },
  });
  return { current: settings.defaultContactPersonId, choices: settings.contactPersonChoices ?? [] };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = await requireSettingsAccess(context, request);
  const submission = parseWithZod(await request.formData(), { schema: CenterContactPersonSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await api.patch("/api/v1/volunteer_centers/current/settings", {
      body: { data: { type: "volunteer_center_settings", attributes: { defaultContactPersonId: submission.value.defaultContactPersonId ?? null } } },
    });
  } catch (thrown) {
    // Someone who no longer runs the center (or never did): said on the field, in the page's language.
    if (asApiError(thrown)?.status !== 422) throw thrown;
    return data(submission.reply({ fieldErrors: { defaultContactPersonId: ["settings:contactPerson.notStaff"] } }), { status: 422 });
  }
  savedRedirect(context, "/instellingen/contact-person", "settings:contactPerson.saved");
}

export default function SettingsContactPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const { current, choices } = loaderData;
  const [form, fields] = useZodForm(CenterContactPersonSchema, actionData, { defaultValue: { defaultContactPersonId: current ?? "" } });
  // One field: its error stays beside it, no summary above (decision 062); the label is still given once.
  const labels = { defaultContactPersonId: t("contactPerson.person") };
  return (
    <SettingsSection title={t("contactPerson.title")} intro={t("contactPerson.intro")}>
      <SettingsForm form={form} labels={labels} result={actionData}>
        <SelectField
          hint={t("contactPerson.hint")}
          errors={fields.defaultContactPersonId.errors}
          selectProps={getSelectProps(fields.defaultContactPersonId)}
          options={choices.map((person) => ({ value: person.id, label: `${person.fullName || person.email} (${person.email})` }))}
          placeholder={t("contactPerson.none")}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
