import { Link } from "react-router";
import { linkClass } from "~/components/list-kit";
import { TemplateBadges } from "~/components/notification-templates/template-badges";
import { ConfirmReset, Placeholders, Preview, TemplateForm } from "~/components/notification-templates/template-editor";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadTemplate, requireTemplateEditor, runTemplateAction } from "~/modules/notification-templates/editor.server";
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

export default function EditTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("templates");
  const lp = useLocalizedPath();
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
      {confirmingReset ? <ConfirmReset title={t("confirmReset", { name: template.name, language })} /> : null}
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

export const handle = { i18n: ["templates"] } satisfies I18nHandle;
