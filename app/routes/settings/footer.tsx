import { getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { CheckboxField, Field, useErrorText, useZodForm } from "~/components/forms";
import { ConfirmPanel } from "~/components/list-kit";
import { RichTextEditor } from "~/components/rich-text-editor";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { footerSaveNeedsConfirmation, loadFooter } from "~/modules/settings/footer.server";
import { FOOTER_CONFIRM_EMPTY_MESSAGE, FOOTER_CONTENTS, FOOTER_TITLES, footerAttributes, FooterSettingsSchema } from "~/modules/settings/schema";
import type { Route } from "./+types/footer";
import { SettingsFieldset, SettingsForm, SettingsSection } from "./section";
import { requireSettingsAccess, savedRedirect } from "~/modules/settings/pages.server";
import { FOOTER_CONTENT_MAX, FOOTER_TITLE_MAX } from "~/modules/volunteer-centers/schema";

/**
 * /instellingen/footer: the public footer's column titles 1, 2, 3, 4, 6 and 8, the rich text of columns 6 and 8
 * (tiptap; a plain textarea without JavaScript) and the ANBI and NOV logos — fields of the center profile, saved
 * through its PATCH, which stores the rich text sanitized. A save that would leave a footer with content empty asks
 * first: the page comes back with the values kept and "Ja, de footer leegmaken" to tick (with or without JavaScript).
 */

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = await requireSettingsAccess(context, request);
  return { footer: await loadFooter(api) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = await requireSettingsAccess(context, request);
  const submission = parseWithZod(await request.formData(), { schema: FooterSettingsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Emptying a footer with content is asked first (with and without JavaScript the same step: the box below).
  if (await footerSaveNeedsConfirmation(api, submission.value)) {
    return data(submission.reply({ fieldErrors: { confirmEmpty: [FOOTER_CONFIRM_EMPTY_MESSAGE] } }), { status: 400 });
  }
  try {
    await api.patch("/api/v1/volunteer_centers/current/profile", { body: { data: { type: "volunteer_center_profiles", attributes: footerAttributes(submission.value) } } });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { fields: Object.keys(FooterSettingsSchema.shape) });
  }
  savedRedirect(context, "/instellingen/footer", "settings:footer.saved");
}

const COLUMN_OF = { footerColumn1Title: 1, footerColumn2Title: 2, footerColumn3Title: 3, footerColumn4Title: 4, footerColumn6Title: 6, footerColumn8Title: 8 } as const;

export default function SettingsFooter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const { footer } = loaderData;
  const [form, fields] = useZodForm(FooterSettingsSchema, actionData, {
    defaultValue: { ...footer, showAnbiLogo: footer.showAnbiLogo ? "on" : "", showNovLogo: footer.showNovLogo ? "on" : "" },
  });
  // By the server's answer, not the field's current errors: those clear when the box is ticked and loses focus.
  const askedToConfirm = !!actionData?.error?.confirmEmpty;
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order.
  // Not the box that confirms emptying the footer: the server's question, asked in its own panel, is no field in error.
  const labels = {
    ...Object.fromEntries(FOOTER_TITLES.map((key) => [key, t("footer.columnTitle", { column: COLUMN_OF[key] })])),
    ...Object.fromEntries(FOOTER_CONTENTS.map((key) => [key, t("footer.columnContent", { column: key === "footerColumn6Content" ? 6 : 8 })])),
    showAnbiLogo: t("footer.showAnbiLogo"),
    showNovLogo: t("footer.showNovLogo"),
  } as Record<string, string>;
  return (
    <SettingsSection title={t("footer.title")} intro={t("footer.intro")}>
      <SettingsForm form={form} labels={labels} result={actionData}>
        <SettingsFieldset legend={t("footer.titles")}>
          <p className="text-sm text-muted">{t("footer.titlesHint")}</p>
          {FOOTER_TITLES.map((key) => (
            <Field key={key} errors={fields[key].errors} inputProps={{ ...getInputProps(fields[key], { type: "text" }), maxLength: FOOTER_TITLE_MAX }} />
          ))}
        </SettingsFieldset>
        <SettingsFieldset legend={t("footer.contents")}>
          {FOOTER_CONTENTS.map((key) => (
            <RichTextEditor
              key={fields[key].key}
              id={fields[key].id}
              name={fields[key].name}
              label={labels[key]!}
              hint={t("footer.contentHint")}
              defaultValue={(fields[key].initialValue as string | undefined) ?? ""}
              errors={fields[key].errors}
              rows={6}
              maxLength={FOOTER_CONTENT_MAX}
            />
          ))}
        </SettingsFieldset>
        <SettingsFieldset legend={t("footer.logos")} gap="gap-3">
          <CheckboxField errors={fields.showAnbiLogo.errors} inputProps={getInputProps(fields.showAnbiLogo, { type: "checkbox" })} />
          <CheckboxField errors={fields.showNovLogo.errors} inputProps={getInputProps(fields.showNovLogo, { type: "checkbox" })} />
        </SettingsFieldset>
        {askedToConfirm ? (
          <ConfirmPanel title={t("footer.confirmEmpty.title")}>
            <p>{t("footer.confirmEmpty.text")}</p>
            {/* The server's question as the box's hint, not an error list: checking the box again on blur must not move Save. */}
            <CheckboxField label={t("footer.confirmEmpty.label")} hint={errorText(FOOTER_CONFIRM_EMPTY_MESSAGE)} inputProps={getInputProps(fields.confirmEmpty, { type: "checkbox" })} />
          </ConfirmPanel>
        ) : null}
      </SettingsForm>
    </SettingsSection>
  );
}

// The rich-text editor's toolbar speaks the manage namespace; the layout declares settings.
export const handle = { i18n: ["manage"] } satisfies I18nHandle;
