import { Link } from "react-router";
import { ContentBlocks } from "~/components/content/blocks";
import { PageEditor } from "~/components/content/editor/page-editor";
import { linkClass, secondaryLinkClass, StatusBadge } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { formOptions, loadEditor, runEditorAction, stateOf } from "~/modules/content/editor.server";
import { requireContentEditor } from "~/modules/content/manage.server";
import { pagePath } from "~/modules/content/paths";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/edit";

/** /content/{id}/edit (issue 12): a page's fields and its blocks, for the center's content editors. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireContentEditor(context, request);
  const { page, forms } = await loadEditor(context, params.id);
  const { id, title, slug, locale, pageType, isPublished } = page;
  return { page: { id, title, slug, locale, pageType, isPublished }, state: stateOf(page), forms: formOptions(forms) };
}

/** Every button of the editor's form: add, move and remove blocks and entries, preview, save, publish. */
export async function action({ context, request, params }: Route.ActionArgs) {
  await requireContentEditor(context, request);
  return runEditorAction(context, request, params.id);
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const lp = useLocalizedPath();
  const { page } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={`${t("title")}: ${page.title}`} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">
            {t("title")}: {page.title}
          </h1>
          <p>
            <StatusBadge status={page.isPublished ? "published" : "draft"} label={t(page.isPublished ? "status.published" : "status.draft")} />
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={pagePath(page)} className={secondaryLinkClass}>
            {t("actions.view")}
          </Link>
          <Link to={lp("/content")} className={secondaryLinkClass}>
            {t("actions.back")}
          </Link>
        </div>
      </div>
      {actionData?.preview ? (
        <section id="preview" aria-labelledby="preview-title" className="flex flex-col gap-4 rounded-lg border-2 border-primary/50 p-4">
          <h2 id="preview-title" className="text-2xl font-bold">
            {t("preview.heading")}
          </h2>
          <p className="text-muted">{t("preview.hint")}</p>
          {actionData.preview.length === 0 ? <p>{t("preview.empty")}</p> : <ContentBlocks blocks={actionData.preview} />}
          <p>
            <a href="#blocks" className={linkClass}>
              {t("preview.back")}
            </a>
          </p>
        </section>
      ) : null}
      <PageEditor key={page.id} state={actionData?.state ?? loaderData.state} lastResult={actionData?.result} forms={loaderData.forms} library={actionData?.library} />
    </div>
  );
}

export const handle = { i18n: ["editor", "content", "media"] } satisfies I18nHandle;
