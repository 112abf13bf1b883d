import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CheckboxField, FieldLabels, SelectField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { NOTIFICATION_KINDS, SettingsSchema } from "~/modules/account/schema";
import { i18nFor } from "~/modules/i18n/instance.server";
import { supportedLanguages } from "~/modules/i18n/languages";
import { localeCookie } from "~/modules/session/session.server";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/profile-edit-settings";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { SETTINGS_FORM_ERRORS, apiOf } from "./account.server";
import { EditSection } from "./ui";

type Settings = {
  locale: string | null;
  languagesAvailable: boolean;
  notificationSettings: { applicationUpdates: boolean; newVacancies: boolean; newsletter: boolean; newMessages: boolean };
};

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  const { data: settings } = await apiOf(context).get<Settings>("/api/v1/account/settings");
  return { settings, current: context.get(localeContext) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request);
  const submission = parseWithZod(await request.formData(), { schema: SettingsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { locale, ...notifications } = submission.value;
  try {
    await apiOf(context).patch("/api/v1/account/settings", { body: { locale, notificationSettings: notifications } });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, SETTINGS_FORM_ERRORS);
  }
  // The new language applies at once: the toast, the page and the language cookie of the site.
  const language = locale ?? context.get(localeContext);
  context.get(sessionContext).flash("toast", { color: "success", message: i18nFor(language).t("profile:edit.settings.saved") });
  const headers = locale ? { "Set-Cookie": await localeCookie().serialize(locale) } : undefined;
  throw redirect(localizedPath("/profile-edit/settings", language), { headers });
}

export default function ProfileEditSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { settings, current } = loaderData;
  const [form, fields] = useZodForm(SettingsSchema, actionData, {
    defaultValue: {
      locale: settings.locale ?? current,
      ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, settings.notificationSettings[kind] ? "on" : ""])),
    },
  });
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order.
  const labels = {
    ...(settings.languagesAvailable ? { locale: t("edit.settings.language") } : {}),
    ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, t(`edit.settings.kinds.${kind}`)])),
  };
  return (
    <EditSection title={t("edit.sections.settings")} intro={t("edit.settings.intro")}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={labels} summary={{ form, result: actionData }}>
          {settings.languagesAvailable ? (
            <SelectField
              hint={t("edit.settings.languageHint")}
              errors={fields.locale.errors}
              selectProps={getSelectProps(fields.locale)}
              options={supportedLanguages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            />
          ) : null}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-medium">{t("edit.settings.notifications")}</legend>
            {/* Opt-ins: the schema's boolean makes conform mark each box required, which it is not (an unticked box is "no"). */}
            {NOTIFICATION_KINDS.map((kind) => (
              <CheckboxField key={kind} errors={fields[kind].errors} inputProps={{ ...getInputProps(fields[kind], { type: "checkbox" }), value: "on", required: false }} />
            ))}
          </fieldset>
          <div>
            <Button type="submit">{t("edit.save")}</Button>
          </div>
        </FieldLabels>
      </Form>
    </EditSection>
  );
}
