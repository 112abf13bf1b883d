import { getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { CheckboxField, Field, TextareaField, useZodForm } from "~/components/forms";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { CENTER_SWITCHES, CenterSettingsSchema, MAX_REMINDER_HOURS, MIN_REMINDER_HOURS } from "~/modules/settings/schema";
import type { CenterSettings } from "~/modules/settings/settings.server";
import type { Route } from "./+types/index";
import { SettingsFieldset, SettingsForm, SettingsSection } from "./section";
import { requireSettingsAccess, savedRedirect } from "~/modules/settings/pages.server";

/** /instellingen: the center's name, contact details, languages on offer and the features it may switch off (decision 045). */

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = await requireSettingsAccess(context, request);
  const { data: settings } = await api.get<CenterSettings>("/api/v1/volunteer_centers/current/settings");
  return { settings };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = await requireSettingsAccess(context, request);
  const submission = parseWithZod(await request.formData(), { schema: CenterSettingsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { data: current } = await api.get<CenterSettings>("/api/v1/volunteer_centers/current/settings");
  const value = submission.value;
  // Switches the tenant does not offer are not on the form (disabled): they are left as they are.
  const switches = Object.fromEntries(CENTER_SWITCHES.filter((key) => current.tenantFeatures[key]).map((key) => [key, value[key] ?? false]));
  const attributes = {
    name: value.name,
    email: value.email ?? null,
    phone: value.phone ?? null,
    address: value.address ?? null,
    website: value.website ?? null,
    languages: current.tenantFeatures.i18n ? (value.languages ?? ["nl"]) : current.languages,
    ...switches,
    // Not on the form where the tenant has no activities: left as it is.
    ...(current.tenantFeatures.activities ? { activityReminderHours: value.activityReminderHours ?? null } : {}),
  };
  try {
    await api.patch("/api/v1/volunteer_centers/current/settings", { body: { data: { type: "volunteer_center_settings", attributes } } });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { fields: Object.keys(CenterSettingsSchema.shape) });
  }
  savedRedirect(context, "/instellingen", "settings:general.saved");
}

export default function SettingsIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const { settings } = loaderData;
  const [form, fields] = useZodForm(CenterSettingsSchema, actionData, {
    defaultValue: {
      name: settings.name,
      email: settings.email ?? "",
      phone: settings.phone ?? "",
      address: settings.address ?? "",
      website: settings.website ?? "",
      languages: settings.languages,
      ...Object.fromEntries(CENTER_SWITCHES.map((key) => [key, settings[key] && settings.tenantFeatures[key] ? "on" : ""])),
      activityReminderHours: settings.activityReminderHours?.toString() ?? "",
    },
  });
  const english = settings.tenantFeatures.i18n;
  // The saved languages, and after a post with errors what was sent: an unticked box is not lost with the error.
  const offersEnglish = [fields.languages.initialValue ?? []].flat().includes("en");
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order.
  const labels = {
    name: t("general.name"),
    email: t("general.email"),
    phone: t("general.phone"),
    address: t("general.address"),
    website: t("general.website"),
    languages: t("general.english"),
    ...Object.fromEntries(CENTER_SWITCHES.map((key) => [key, t(`general.switches.${key}`)])),
    ...(settings.tenantFeatures.activities ? { activityReminderHours: t("general.reminderHours") } : {}),
  };
  return (
    <SettingsSection title={t("general.title")} intro={t("general.intro")}>
      <SettingsForm form={form} labels={labels} result={actionData}>
        <SettingsFieldset legend={t("general.details")}>
          <Field errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "organization" }} />
          <Field errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
          <Field errors={fields.phone.errors} inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }} />
          <TextareaField errors={fields.address.errors} textareaProps={{ ...getTextareaProps(fields.address), rows: 3 }} />
          <Field hint={t("general.websiteHint")} errors={fields.website.errors} inputProps={{ ...getInputProps(fields.website, { type: "url" }), autoComplete: "url" }} />
        </SettingsFieldset>
        <SettingsFieldset legend={t("general.languages")} gap="gap-2" aria-describedby="languages-hint">
          <p id="languages-hint" className="text-sm text-muted">
            {english ? t("general.languagesHint") : t("general.languagesTenant")}
          </p>
          {/* Dutch is always offered (decision 045). */}
          <input type="hidden" name={fields.languages.name} value="nl" />
          {/* The box has the field's id: the summary's link leads to it. */}
          <CheckboxField
            errors={fields.languages.errors}
            inputProps={{ id: fields.languages.id, name: fields.languages.name, type: "checkbox", value: "en", defaultChecked: english && offersEnglish, disabled: !english }}
          />
        </SettingsFieldset>
        <SettingsFieldset legend={t("general.features")} gap="gap-3">
          <p className="text-sm text-muted">{t("general.featuresHint")}</p>
          {CENTER_SWITCHES.map((key) => (
            <CheckboxField
              key={key}
              hint={settings.tenantFeatures[key] ? undefined : t("general.notOffered")}
              errors={fields[key].errors}
              inputProps={{ ...getInputProps(fields[key], { type: "checkbox" }), disabled: !settings.tenantFeatures[key] }}
            />
          ))}
        </SettingsFieldset>
        {settings.tenantFeatures.activities ? (
          <SettingsFieldset legend={t("general.activities")}>
            <Field
              hint={t("general.reminderHoursHint", { min: MIN_REMINDER_HOURS, max: MAX_REMINDER_HOURS })}
              errors={fields.activityReminderHours.errors}
              inputProps={{ ...getInputProps(fields.activityReminderHours, { type: "number" }), min: MIN_REMINDER_HOURS, max: MAX_REMINDER_HOURS, step: 1, inputMode: "numeric" }}
            />
          </SettingsFieldset>
        ) : null}
      </SettingsForm>
    </SettingsSection>
  );
}
