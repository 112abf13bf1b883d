import { Link } from "react-router";
import { ContentLinks } from "~/components/content/media-bits";
import { RelativeTime } from "~/components/feedback/relative-time";
import { ConfirmDeleteForm, DataTable, EmptyState, FilterForm, FilterInput, FilterSelect, Pagination, RowActions, secondaryLinkClass, StatusBadge, useHrefWith } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { linkButtonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { runRowAction } from "~/lib/row-action.server";
import { apiContext } from "~/middleware/context";
import { PAGE_TYPES } from "~/modules/content/blocks";
import { pagePath } from "~/modules/content/paths";
import { CONTENT_PAGE_SIZES, ContentRowActionSchema, parseContentList } from "~/modules/content/manage-schema";
import { mayDeletePages, requireContentEditor } from "~/modules/content/manage.server";
import { MENU_ROLES } from "~/modules/menus/schema";
import { tFor } from "~/modules/i18n/instance.server";
import { languageOr } from "~/modules/i18n/languages";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/manage";

type PageListItem = { id: string; title: string; slug: string; locale: string; pageType: string; isPublished: boolean; updatedAt: string; blocks: unknown[] };

/** /content (spec §2 Content, index): the center's pages for its editors, filtered and paged. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireContentEditor(context, request);
  const url = new URL(request.url);
  const list = parseContentList(url.searchParams);
  const api = context.get(apiContext);
  const confirmId = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  const [result, confirming] = await Promise.all([
    api.getPage<PageListItem>("/api/v1/pages", {
      query: {
        ...(list.q ? { "filter[q]": list.q } : {}),
        ...(list.type ? { "filter[page_type]": list.type } : {}),
        ...(list.published ? { "filter[is_published]": list.published } : {}),
        sort: "-updated_at",
        "fields[pages]": "title,slug,locale,page_type,is_published,updated_at",
        "page[size]": list.perPage,
        "page[number]": list.page,
      },
    }),
    confirmId && /^[0-9a-f-]{36}$/i.test(confirmId) ? api.get<PageListItem>(`/api/v1/pages/${confirmId}`).then(({ data }) => data) : Promise.resolve(null),
  ]);
  return { list, pages: result.rows, total: result.total, pageCount: result.pageCount, confirming, mayDelete: mayDeletePages(user), mayEditMenus: user.roles.some((role) => (MENU_ROLES as readonly string[]).includes(role.name)) };
}

/** Publish, unpublish, duplicate (a draft copy) or delete a page from its row. */
export async function action({ context, request }: Route.ActionArgs) {
  await requireContentEditor(context, request);
  const api = context.get(apiContext);
  return runRowAction(context, request, ContentRowActionSchema, async ({ intent, id }) => {
    const { data: page } = await api.get<PageListItem & Record<string, unknown>>(`/api/v1/pages/${id}`);
    const values = { title: page.title };
    if (intent === "delete") {
      await api.delete(`/api/v1/pages/${id}`);
      return { key: "content:manage.deleted", values };
    }
    if (intent === "duplicate") {
      const { id: _id, canEdit: _canEdit, forms: _forms, createdAt: _createdAt, updatedAt: _updatedAt, publishedAt: _publishedAt, ...copy } = page;
      // The copy is a page in the original's language: "(kopie)" on a Dutch page also when copied from the English list.
      const t = tFor(languageOr(page.locale), "content");
      await api.post("/api/v1/pages", {
        body: { ...copy, title: String(t("manage.copyTitle", { title: page.title })), slug: `${page.slug}-${String(t("manage.copySlug"))}-${Date.now().toString(36)}`, isPublished: false },
      });
      return { key: "content:manage.duplicated", values };
    }
    await api.patch(`/api/v1/pages/${id}`, { body: { isPublished: intent === "publish" } });
    return { key: intent === "publish" ? "content:manage.published" : "content:manage.unpublished", values };
  });
}

export default function ContentManage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { t: tEditor } = useTranslation("editor");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  const { t: tMenus } = useTranslation("menus");
  const { list, pages, total, pageCount, confirming, mayDelete, mayEditMenus } = loaderData;
  const actionsOf = (page: PageListItem) => {
    const action = (name: string) => ({ text: t(`manage.actions.${name}`), label: t(`manage.actions.${name}Label`, { title: page.title }) });
    return [
      { text: tEditor("actions.edit"), label: tEditor("actions.editLabel", { title: page.title }), to: lp(`/content/${page.id}/edit`) },
      { ...action("view"), to: pagePath(page) },
      { ...action(page.isPublished ? "unpublish" : "publish"), post: { intent: page.isPublished ? "unpublish" : "publish", id: page.id } },
      { ...action("duplicate"), post: { intent: "duplicate", id: page.id } },
      mayDelete && { ...action("delete"), to: hrefWith({ confirm: "delete", id: page.id }), danger: true },
    ];
  };
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("manage.title")} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("manage.title")}</h1>
        <div className="flex flex-wrap gap-3">
          <ContentLinks current="pages" />
          {mayEditMenus ? (
            <Link to={lp("/content/menu-items")} className={secondaryLinkClass}>
              {tMenus("editMenus")}
            </Link>
          ) : null}
          <Link to={lp("/content/new")} className={linkButtonClass}>
            {tEditor("actions.newPage")}
          </Link>
        </div>
      </div>
      {confirming ? (
        <ConfirmDeleteForm
          title={t("manage.confirmDelete", { title: confirming.title })}
          id={confirming.id}
          confirmLabel={t("manage.delete")}
          cancelLabel={t("manage.cancel")}
          cancelTo={hrefWith({ confirm: undefined, id: undefined })}
        >
          {/* A draft (never published, or taken off) is not on the website: it cannot disappear from it. */}
          <p>{t(confirming.isPublished ? "manage.confirmDeleteHint" : "manage.confirmDeleteDraftHint")}</p>
        </ConfirmDeleteForm>
      ) : null}
      <FilterForm label={t("manage.filters")} perPage={{ value: list.perPage, sizes: CONTENT_PAGE_SIZES }} resetTo={lp("/content")}>
        <FilterInput name="q" label={t("manage.q")} value={list.q} />
        <FilterSelect name="type" label={t("manage.type")} value={list.type} anyLabel={t("manage.anyType")} options={PAGE_TYPES.map((type) => ({ value: type, label: t(`manage.types.${type}`) }))} />
        <FilterSelect
          name="published"
          label={t("manage.publishedFilter")}
          value={list.published}
          anyLabel={t("manage.anyPublished")}
          options={[
            { value: "true", label: t("manage.isPublished") },
            { value: "false", label: t("manage.draft") },
          ]}
        />
      </FilterForm>
      <DataTable
        caption={t("manage.caption", { count: total })}
        rows={pages}
        rowKey={(page) => page.id}
        page={list.page}
        empty={<EmptyState title={t("manage.empty")} hint={t("manage.emptyHint")} />}
        columns={[
          { id: "title", header: t("manage.columns.title"), rowHeader: true, cell: (page) => page.title },
          { id: "address", header: t("manage.columns.address"), cell: (page) => <code className="text-sm">{pagePath(page)}</code> },
          { id: "type", header: t("manage.columns.type"), cell: (page) => t(`manage.types.${page.pageType}`) },
          { id: "status", header: t("manage.columns.status"), cell: (page) => <StatusBadge status={page.isPublished ? "published" : "draft"} label={t(page.isPublished ? "manage.isPublished" : "manage.draft")} /> },
          { id: "updatedAt", header: t("manage.columns.updatedAt"), cell: (page) => <RelativeTime date={page.updatedAt} /> },
          { id: "actions", header: t("manage.columns.actions"), cell: (page) => <RowActions actions={actionsOf(page)} /> },
        ]}
      />
      <Pagination page={list.page} pageCount={pageCount} />
    </section>
  );
}

export const handle = { i18n: ["content", "editor", "menus", "media"] } satisfies I18nHandle;
