import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { CheckboxField, Field, TextareaField, useErrorText, useZodForm } from "~/components/forms";
import { ConfirmPanel, linkClass, secondaryLinkClass, useHrefWith } from "~/components/list-kit";
import { TemplateBadges } from "~/components/notification-templates/template-badges";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadTemplate, requireTemplateEditor, runTemplateAction, type MailPreview, type TemplateItem } from "~/modules/notification-templates/editor.server";
import { TemplateFormSchema } from "~/modules/notification-templates/schema";
import type { Route } from "./+types/edit";

/**
 * /notification_templates/{id}/edit (spec §2, issue 13): one mail's subject and Markdown body in one language,
 * its placeholders beside; preview and a test mail of the wording as typed; reset to the default after a question.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireTemplateEditor(context, request);
  const template = await loadTemplate(context.get(apiContext), params.id);
  return { template, confirmingReset: new URL(request.url).searchParams.get("confirm") === "reset" && template.customized };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireTemplateEditor(context, request);
  const template = await loadTemplate(context.get(apiContext), params.id);
  return runTemplateAction(context, request, template, localizedPath("/notification_templates", context.get(localeContext)));
}

const FIELD_IDS = { subject: "template-subject", body: "template-body", active: "template-active" } as const;

export default function EditTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("templates");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  const { template, confirmingReset } = loaderData;
  const language = t(`languages.${template.locale}`);
  const title = t("editTitle", { name: template.name, language });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={title} />
      <p>
        <Link to={lp("/notification_templates")} className={linkClass}>
          {t("backToList")}
        </Link>
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p>
          <TemplateBadges template={template} />
        </p>
        <p className="max-w-3xl">
          <span className="font-semibold">{t("whenSent")}:</span> {template.description}
        </p>
      </div>
      {confirmingReset ? (
        <ConfirmPanel title={t("confirmReset", { name: template.name, language })}>
          <p>{t("confirmResetHint")}</p>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <AuthenticityTokenInput name="csrf" />
              <input type="hidden" name="intent" value="reset" />
              <Button type="submit" className="bg-danger text-white hover:bg-danger">
                {t("confirm")}
              </Button>
            </Form>
            <Link to={hrefWith({ confirm: undefined })} className={linkClass + " self-center"}>
              {t("cancel")}
            </Link>
          </div>
        </ConfirmPanel>
      ) : null}
      {actionData?.sentTo ? (
        <p role="status" className="rounded-md border border-success/50 bg-success/10 p-3">
          {t("toasts.testSent", { email: actionData.sentTo })}
        </p>
      ) : null}
      {actionData?.preview ? <Preview preview={actionData.preview} /> : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TemplateForm key={template.id} template={template} lastResult={actionData?.result} />
        <Placeholders names={template.placeholders} />
      </div>
    </div>
  );
}

function TemplateForm({ template, lastResult }: { template: TemplateItem; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation("templates");
  const hrefWith = useHrefWith();
  const [form, fields] = useZodForm(TemplateFormSchema, lastResult, {
    id: `template-${template.id}`,
    defaultValue: { subject: template.subject, body: template.body, active: template.active ? "on" : undefined },
  });
  return (
    <GuardedForm method="post" {...getFormProps(form)} isFailure={(actionData) => actionData != null} className="flex flex-col gap-4">
      <AuthenticityTokenInput name="csrf" />
      <ErrorSummary errors={{ subject: fields.subject.errors, body: fields.body.errors, active: fields.active.errors }} formErrors={form.errors} />
      <Field label={t("form.subject")} hint={t("form.subjectHint")} errors={fields.subject.errors} inputProps={{ ...getInputProps(fields.subject, { type: "text" }), id: FIELD_IDS.subject }} />
      <TextareaField
        label={t("form.body")}
        hint={t("form.bodyHint")}
        errors={fields.body.errors}
        textareaProps={{ ...getTextareaProps(fields.body), id: FIELD_IDS.body, rows: 16, className: "font-mono", lang: template.locale }}
      />
      {template.optional ? (
        <CheckboxField label={t("form.active")} hint={t("form.activeHint")} errors={fields.active.errors} inputProps={{ ...getInputProps(fields.active, { type: "checkbox" }), id: FIELD_IDS.active }} />
      ) : (
        <p className="text-sm text-muted">{t("form.requiredHint")}</p>
      )}
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

/** Above the form after a failed save, preview or test: every error, each a link to its field. */
function ErrorSummary({ errors, formErrors }: { errors: Record<keyof typeof FIELD_IDS, string[] | undefined>; formErrors: string[] | undefined }) {
  const { t } = useTranslation("templates");
  const errorText = useErrorText();
  const entries = (Object.keys(FIELD_IDS) as Array<keyof typeof FIELD_IDS>).filter((name) => errors[name]?.length);
  if (entries.length === 0 && !formErrors?.length) return null;
  return (
    <div role="alert" aria-labelledby="template-errors-title" className="flex flex-col gap-2 rounded-md border-2 border-danger/60 bg-danger/10 p-4">
      <h2 id="template-errors-title" className="font-semibold">
        {t("form.errorSummary")}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {(formErrors ?? []).map((message) => (
          <li key={message}>{errorText(message)}</li>
        ))}
        {entries.map((name) => (
          <li key={name}>
            <a href={`#${FIELD_IDS[name]}`} className="text-danger underline underline-offset-2 hover:no-underline">
              {t(`form.${name}`)}: {errors[name]!.map(errorText).join(" ")}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Placeholders({ names }: { names: readonly string[] }) {
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
function Preview({ preview }: { preview: MailPreview }) {
  const { t } = useTranslation("templates");
  return (
    <section id="preview" tabIndex={-1} aria-labelledby="preview-title" className="flex flex-col gap-3 rounded-lg border-2 border-primary/50 p-4">
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
          <dd className="prose max-w-none rounded-md border border-border bg-surface p-3" data-testid="preview-html" dangerouslySetInnerHTML={{ __html: preview.html }} />
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

export const handle = { i18n: ["templates"] } satisfies I18nHandle;
