import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { CheckboxField, Field, FieldLabels, TextareaField, useZodForm } from "~/components/forms";
import { useFocusOnShow } from "~/components/shell/focus-after-navigation";
import { ConfirmActions, ConfirmPanel, secondaryLinkClass, useHrefWith } from "~/components/list-kit";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { MailPreview, TemplateItem } from "~/modules/notification-templates/editor.server";
import { TemplateFormSchema } from "~/modules/notification-templates/schema";

/*
 * The parts of a notification template's edit page (/notification_templates/{id}/edit, issue 13): the form with its
 * error summary, the placeholders beside it, the preview and the question before a reset to the default.
 */

/** The question before a reset: a plain form that confirms, a link that cancels. */
export function ConfirmReset({ title }: { title: string }) {
  const { t } = useTranslation("templates");
  const hrefWith = useHrefWith();
  return (
    <ConfirmPanel title={title}>
      <p>{t("confirmResetHint")}</p>
      <ConfirmActions intent="reset" confirmLabel={t("confirm")} danger cancelLabel={t("cancel")} cancelTo={hrefWith({ confirm: undefined })} />
    </ConfirmPanel>
  );
}

export function TemplateForm({ template, lastResult }: { template: TemplateItem; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation("templates");
  const hrefWith = useHrefWith();
  const [form, fields] = useZodForm(TemplateFormSchema, lastResult, {
    id: `template-${template.id}`,
    defaultValue: { subject: template.subject, body: template.body, active: template.active ? "on" : undefined },
  });
  return (
    <GuardedForm method="post" {...getFormProps(form)} isFailure={(actionData) => actionData != null} className="flex flex-col gap-4">
      <AuthenticityTokenInput name="csrf" />
      {/* The error summary of decision 062 above the fields, as every form's. */}
      <FieldLabels labels={{ subject: t("form.subject"), body: t("form.body"), active: t("form.active") }} summary={{ form, result: lastResult }}>
        <Field hint={t("form.subjectHint")} errors={fields.subject.errors} inputProps={getInputProps(fields.subject, { type: "text" })} />
        <TextareaField
          hint={t("form.bodyHint")}
          errors={fields.body.errors}
          textareaProps={{ ...getTextareaProps(fields.body), rows: 16, className: "font-mono", lang: template.locale }}
        />
        {template.optional ? (
          <CheckboxField hint={t("form.activeHint")} errors={fields.active.errors} inputProps={getInputProps(fields.active, { type: "checkbox" })} />
        ) : (
          <p className="text-sm text-muted">{t("form.requiredHint")}</p>
        )}
      </FieldLabels>
      {/* The first button is the one Enter in the subject presses: save. */}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save">
          {t("form.save")}
        </Button>
        <Button type="submit" name="intent" value="preview" variant="secondary">
          {t("form.preview")}
        </Button>
        <Button type="submit" name="intent" value="test" variant="secondary">
          {t("form.sendTest")}
        </Button>
        {template.customized ? (
          <Link to={hrefWith({ confirm: "reset" })} className={secondaryLinkClass}>
            {t("form.reset")}
          </Link>
        ) : null}
      </div>
    </GuardedForm>
  );
}

export function Placeholders({ names }: { names: readonly string[] }) {
  const { t } = useTranslation("templates");
  return (
    <aside aria-labelledby="placeholders-title" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <h2 id="placeholders-title" className="text-xl font-semibold">
        {t("placeholders.title")}
      </h2>
      <p className="text-sm">{t("placeholders.intro")}</p>
      <dl className="flex flex-col gap-2">
        {names.map((name) => (
          <div key={name}>
            <dt>
              <code className="rounded bg-surface-muted px-1">{`{{${name}}}`}</code>
            </dt>
            <dd className="text-sm text-muted">{t(`placeholders.names.${name}`)}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** The typed wording with sample data, as the recipient would get it. The HTML is the renderer's own, sanitized on the server. */
export function Preview({ preview }: { preview: MailPreview }) {
  const { t } = useTranslation("templates");
  // It shows above the form: the keyboard user who asked for it by its button is taken to it (each new preview too).
  const focusRef = useFocusOnShow<HTMLElement>(preview);
  return (
    <section ref={focusRef} id="preview" tabIndex={-1} aria-labelledby="preview-title" className="flex flex-col gap-3 rounded-lg border-2 border-primary/50 p-4">
      <h2 id="preview-title" className="text-2xl font-bold">
        {t("preview.title")}
      </h2>
      <p className="text-muted">{t("preview.intro")}</p>
      <dl className="flex flex-col gap-3">
        <div>
          <dt className="font-semibold">{t("preview.subject")}</dt>
          <dd data-testid="preview-subject">{preview.subject}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t("preview.html")}</dt>
          <dd className="prose dark:prose-invert max-w-none rounded-md border border-border bg-surface p-3" data-testid="preview-html" dangerouslySetInnerHTML={{ __html: preview.html }} />
        </div>
        <div>
          <dt className="font-semibold">{t("preview.text")}</dt>
          <dd>
            <pre className="rounded-md border border-border bg-surface-muted p-3 text-sm whitespace-pre-wrap">{preview.text}</pre>
          </dd>
        </div>
      </dl>
    </section>
  );
}
