import { Link, useLocation } from "react-router";
import { ConfirmDeleteForm, linkClass, useHrefWith } from "~/components/list-kit";
import { MenuItemForm } from "~/components/menus/menu-item-form";
import { MenuSection, useFocusFromHash, useMenuTitle } from "~/components/menus/menu-tree";
import { PageTitle } from "~/components/page-title";
import { useShell } from "~/components/shell/use-shell";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext } from "~/middleware/context";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadMenuEditor, readEditorParams, requireMenuEditor, runMenuAction } from "~/modules/menus/editor.server";
import { MENUS } from "~/modules/menus/schema";
import type { Route } from "./+types/menu-items";

/**
 * /content/menu-items (spec §2 Content, issue 12): the header menu and footer columns of the center's site,
 * per language, for its menu editors (not page managers: 403).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireMenuEditor(context, request);
  const params = readEditorParams(context, new URL(request.url));
  const { items, pages } = await loadMenuEditor(context.get(apiContext), params.locale);
  const editing = items.find((item) => item.id === params.editId) ?? null;
  const confirming = items.find((item) => item.id === params.confirmId) ?? null;
  return { ...params, items, pages, editing, confirming, confirmingChildren: confirming ? items.filter((item) => item.parentId === confirming.id).length : 0 };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireMenuEditor(context, request);
  const { locale } = readEditorParams(context, new URL(request.url));
  return runMenuAction(context, request, locale);
}

export default function MenuItems({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("menus");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  const { profile } = useShell();
  const menuTitle = useMenuTitle([profile.footerColumn1Title, profile.footerColumn2Title, profile.footerColumn3Title, profile.footerColumn4Title]);
  useFocusFromHash();
  // A saved item comes back by a redirect (a new location): the form starts afresh for the next one.
  const { key: locationKey } = useLocation();
  const { items, pages, editing, confirming, confirmingChildren, languages, locale } = loaderData;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("title")} />
      <p>
        <Link to={lp("/content")} className={linkClass}>
          {t("backToContent")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="max-w-3xl">{t("intro")}</p>
      {languages.length > 1 ? (
        <nav aria-label={t("language")} className="flex flex-wrap gap-2">
          {languages.map((language) => (
            <Link
              key={language}
              to={hrefWith({ locale: language, edit: undefined, confirm: undefined, id: undefined })}
              aria-current={language === locale ? "page" : undefined}
              lang={language}
              className="rounded-md border border-border px-3 py-1 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
            >
              {t(`languages.${language}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      {confirming ? (
        <ConfirmDeleteForm
          title={t("confirmDelete", { name: confirming.name })}
          id={confirming.id}
          confirmLabel={t("confirm")}
          cancelLabel={t("cancel")}
          cancelTo={hrefWith({ confirm: undefined, id: undefined })}
        >
          <p>{t("confirmDeleteHint")}</p>
          {confirmingChildren > 0 ? <p className="font-medium">{t("confirmDeleteChildren", { count: confirmingChildren })}</p> : null}
        </ConfirmDeleteForm>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {MENUS.map((menu) => (
          <MenuSection key={menu} menu={menu} title={menuTitle(menu)} hint={t(menu === "header" ? "hints.header" : "hints.footer")} items={items} />
        ))}
      </div>
      <MenuItemForm
        key={`${editing?.id ?? "new"}-${locationKey}`}
        editing={editing}
        items={items}
        pages={pages}
        language={t(`languages.${locale}`)}
        menuTitle={menuTitle}
        lastResult={actionData}
      />
    </section>
  );
}

export const handle = { i18n: ["menus"] } satisfies I18nHandle;
