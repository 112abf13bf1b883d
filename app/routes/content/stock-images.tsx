import { data, useLocation } from "react-router";
import { ContentLinks, Thumbnail } from "~/components/content/media-bits";
import { StockImageForm } from "~/components/content/stock-image-form";
import { ConfirmDeleteForm, DataTable, EmptyState, FilterForm, FilterInput, Pagination, RowActions, useHrefWith } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { runRowAction } from "~/lib/row-action.server";
import { apiContext } from "~/middleware/context";
import { mayDeletePages, requireContentEditor } from "~/modules/content/manage.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadStockImagesPage, removeStockImage, saveStockImageFromForm, type StockImageItem } from "~/modules/media/manage.server";
import { MEDIA_PAGE_SIZES, UploadRowActionSchema } from "~/modules/media/schema";
import type { Route } from "./+types/stock-images";

/**
 * /content/stock-images (spec §2 Content, §3 Stock image): the center's image library, searchable and paged, for
 * its content editors; admins, center superusers and content managers add pictures (from an upload or a new
 * file), change and remove them. Everyone else gets 403.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireContentEditor(context, request);
  return loadStockImagesPage(context.get(apiContext), new URL(request.url), mayDeletePages(user));
}

/** Add or change a picture (multipart, works without JavaScript), or remove one after its confirmation. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireContentEditor(context, request);
  if (!mayDeletePages(user)) throw data({ message: "Forbidden" }, { status: 403 });
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "save") return saveStockImageFromForm(context, request);
  return runRowAction(context, request, UploadRowActionSchema, ({ id }) => removeStockImage(context.get(apiContext), id));
}

export default function StockImages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  // A saved picture comes back by a redirect (a new location): the form starts afresh for the next one.
  const { key: locationKey } = useLocation();
  const { list, stockImages, total, pageCount, uploads, editing, confirming, mayManage } = loaderData;
  const actionsOf = (stock: StockImageItem) =>
    mayManage
      ? [
          { text: t("stock.actions.edit"), label: t("stock.actions.editLabel", { name: stock.name }), to: `${hrefWith({ edit: stock.id, confirm: undefined, id: undefined })}#stock-form` },
          { text: t("stock.actions.delete"), label: t("stock.actions.deleteLabel", { name: stock.name }), to: hrefWith({ confirm: "delete", id: stock.id, edit: undefined }), danger: true },
        ]
      : [];
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("stock.title")} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("stock.title")}</h1>
        <div className="flex flex-wrap gap-3">
          <ContentLinks current="stock-images" />
        </div>
      </div>
      <p className="max-w-3xl">{t(mayManage ? "stock.intro" : "stock.introReadOnly")}</p>
      {confirming ? (
        <ConfirmDeleteForm
          title={t("stock.confirmDelete", { name: confirming.name })}
          id={confirming.id}
          confirmLabel={t("stock.delete")}
          cancelLabel={t("stock.cancel")}
          cancelTo={hrefWith({ confirm: undefined, id: undefined })}
        >
          <p>{t("stock.confirmDeleteHint")}</p>
        </ConfirmDeleteForm>
      ) : null}
      {mayManage ? <StockImageForm key={`${editing?.id ?? "new"}-${locationKey}`} editing={editing} uploads={uploads} lastResult={actionData} /> : null}
      <FilterForm label={t("stock.search")} perPage={{ value: list.perPage, sizes: MEDIA_PAGE_SIZES }} submitLabel={t("stock.searchButton")} resetTo={lp("/content/stock-images")}>
        <FilterInput name="q" label={t("stock.q")} value={list.q} />
      </FilterForm>
      <DataTable
        caption={t("stock.caption", { count: total })}
        rows={stockImages}
        rowKey={(stock) => stock.id}
        page={list.page}
        empty={<EmptyState title={t(list.q ? "stock.noResults" : "stock.empty")} hint={t(list.q ? "stock.noResultsHint" : "stock.emptyHint")} />}
        columns={[
          { id: "preview", header: t("stock.columns.preview"), cell: (stock) => <Thumbnail sources={stock.image} /> },
          { id: "name", header: t("stock.columns.name"), rowHeader: true, cell: (stock) => stock.name },
          { id: "shortDescription", header: t("stock.columns.shortDescription"), cell: (stock) => stock.shortDescription },
          { id: "keywords", header: t("stock.columns.keywords"), cell: (stock) => stock.keywords.join(", ") },
          ...(mayManage ? [{ id: "actions", header: t("stock.columns.actions"), cell: (stock: StockImageItem) => <RowActions actions={actionsOf(stock)} /> }] : []),
        ]}
      />
      <Pagination page={list.page} pageCount={pageCount} />
    </section>
  );
}

export const handle = { i18n: ["media"] } satisfies I18nHandle;
