import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CheckboxField, Field, FormErrors, TextareaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { CENTER_SWITCHES, CenterSettingsSchema } from "~/modules/settings/schema";
import type { Route } from "./+types/index";
import { SettingsSection } from "./section";
import { requireSettingsAccess, savedRedirect } from "./settings.server";

/** /instellingen: the center's name, contact details, languages on offer and the features it may switch off (decision 045). */

type Settings = {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  languages: string[];
  p2p: boolean;
  volunteerProfiles: boolean;
  activities: boolean;
  tenantFeatures: { p2p: boolean; volunteerProfiles: boolean; activities: boolean; i18n: boolean };
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = await requireSettingsAccess(context, request);
  const { data: settings } = await api.get<Settings & { id: string }>("/api/v1/volunteer_centers/current/settings");
  return { settings };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = await requireSettingsAccess(context, request);
  const submission = parseWithZod(await request.formData(), { schema: CenterSettingsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { data: current } = await api.get<Settings>("/api/v1/volunteer_centers/current/settings");
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
    },
  });
  const english = settings.tenantFeatures.i18n;
  return (
    <SettingsSection title={t("general.title")} intro={t("general.intro")}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
        <AuthenticityTokenInput name="csrf" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
          <legend className="px-1 text-lg font-semibold">{t("general.details")}</legend>
          <Field label={t("general.name")} errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "organization" }} />
          <Field label={t("general.email")} errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
          <Field label={t("general.phone")} errors={fields.phone.errors} inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }} />
          <TextareaField label={t("general.address")} errors={fields.address.errors} textareaProps={{ ...getTextareaProps(fields.address), rows: 3 }} />
          <Field label={t("general.website")} hint={t("general.websiteHint")} errors={fields.website.errors} inputProps={{ ...getInputProps(fields.website, { type: "url" }), autoComplete: "url" }} />
        </fieldset>
        <fieldset className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4" aria-describedby="languages-hint">
          <legend className="px-1 text-lg font-semibold">{t("general.languages")}</legend>
          <p id="languages-hint" className="text-sm text-muted">
            {english ? t("general.languagesHint") : t("general.languagesTenant")}
          </p>
          {/* Dutch is always offered (decision 045). */}
          <input type="hidden" name={fields.languages.name} value="nl" />
          <CheckboxField
            label={t("general.english")}
            errors={fields.languages.errors}
            inputProps={{ name: fields.languages.name, type: "checkbox", value: "en", defaultChecked: english && settings.languages.includes("en"), disabled: !english }}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
          <legend className="px-1 text-lg font-semibold">{t("general.features")}</legend>
          <p className="text-sm text-muted">{t("general.featuresHint")}</p>
          {CENTER_SWITCHES.map((key) => (
            <CheckboxField
              key={key}
              label={t(`general.switches.${key}`)}
              hint={settings.tenantFeatures[key] ? undefined : t("general.notOffered")}
              errors={fields[key].errors}
              inputProps={{ ...getInputProps(fields[key], { type: "checkbox" }), disabled: !settings.tenantFeatures[key] }}
            />
          ))}
        </fieldset>
        <div>
          <Button type="submit">{t("save")}</Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
