import { Link } from "react-router";
import { DataTable, EmptyState, linkClass } from "~/components/list-kit";
import { TemplateBadges } from "~/components/notification-templates/template-badges";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext } from "~/middleware/context";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadTemplates, requireTemplateEditor, type TemplateItem } from "~/modules/notification-templates/editor.server";
import type { Route } from "./+types/list";

type MailRow = { key: string; name: string; description: string; templates: TemplateItem[] };

/** /notification_templates (spec §2, issue 13): every mail of the center, per language, for its editors (others 403). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireTemplateEditor(context, request);
  const templates = await loadTemplates(context.get(apiContext));
  const mails = new Map<string, MailRow>();
  for (const template of templates) {
    const row = mails.get(template.key) ?? { key: template.key, name: template.name, description: template.description, templates: [] };
    row.templates.push(template);
    mails.set(template.key, row);
  }
  return { mails: [...mails.values()], languages: [...new Set(templates.map((template) => template.locale))] };
}

export default function NotificationTemplates({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("templates");
  const lp = useLocalizedPath();
  const { mails, languages } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("title")} />
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="max-w-3xl">{t("intro")}</p>
      <DataTable
        caption={t("title")}
        rows={mails}
        rowKey={(mail) => mail.key}
        empty={<EmptyState title={t("empty")} />}
        rowTestId="template"
        columns={[
          {
            id: "mail",
            header: t("columns.mail"),
            rowHeader: true,
            cell: (mail) => (
              <div className="flex max-w-md flex-col gap-1">
                <span className="font-semibold">{mail.name}</span>
                <span className="text-sm text-muted">{mail.description}</span>
              </div>
            ),
          },
          ...languages.map((language) => ({
            id: language,
            header: t(`languages.${language}`),
            cell: (mail: MailRow) => {
              const template = mail.templates.find((item) => item.locale === language);
              if (!template) return null;
              const languageName = t(`languages.${language}`);
              return (
                <div className="flex flex-col items-start gap-2" lang={language}>
                  <span className="text-sm break-words">{template.subject}</span>
                  <TemplateBadges template={template} />
                  <Link to={lp(`/notification_templates/${template.id}/edit`)} className={linkClass} aria-label={t("editLabel", { name: mail.name, language: languageName })}>
                    {t("edit")}
                  </Link>
                </div>
              );
            },
          })),
        ]}
      />
    </section>
  );
}

export const handle = { i18n: ["templates"] } satisfies I18nHandle;
