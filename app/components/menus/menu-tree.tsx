import { useEffect } from "react";
import { Form, Link, useLocation } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { linkClass, useHrefWith } from "~/components/list-kit";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { EditorItem } from "~/modules/menus/editor.server";
import type { Menu } from "~/modules/menus/schema";

/** A menu's name in the editor: the header menu, or a footer column with the profile's title for it. */
export function useMenuTitle(columnTitles: ReadonlyArray<string | null | undefined>) {
  const { t } = useTranslation("menus");
  return (menu: Menu) => {
    if (menu === "header") return t("menus.header");
    const number = Number(menu.slice(-1));
    const title = columnTitles[number - 1];
    return title ? t("menus.footerTitled", { number, title }) : t("menus.footer", { number });
  };
}

/**
 * After a move (or a save) the page comes back at `#move-up-<id>` (or `#menu-item-<id>`): with JavaScript,
 * focus goes there, so a keyboard user goes on from the same button (its item when the button is now off).
 */
export function useFocusFromHash() {
  const location = useLocation();
  useEffect(() => {
    if (!location.hash.startsWith("#move-") && !location.hash.startsWith("#menu-item-")) return;
    const target = document.getElementById(location.hash.slice(1));
    const focusable = target instanceof HTMLButtonElement && target.disabled ? target.closest("li") : target;
    (focusable as HTMLElement | null)?.focus();
  }, [location.key, location.hash]);
}

/** One menu: its items in order, each submenu indented under its item, with move, edit and delete per item. */
export function MenuSection({ menu, title, hint, items }: { menu: Menu; title: string; hint: string; items: readonly EditorItem[] }) {
  const { t } = useTranslation("menus");
  const top = items.filter((item) => item.menu === menu && item.parentId === null);
  const headingId = `menu-${menu}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted">{hint}</p>
      {top.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ItemList items={top} all={items} />
      )}
    </section>
  );
}

function ItemList({ items, all }: { items: readonly EditorItem[]; all: readonly EditorItem[] }) {
  return (
    <ol className="flex flex-col gap-2">
      {items.map((item, index) => (
        <ItemRow key={item.id} item={item} first={index === 0} last={index === items.length - 1} all={all} />
      ))}
    </ol>
  );
}

function ItemRow({ item, first, last, all }: { item: EditorItem; first: boolean; last: boolean; all: readonly EditorItem[] }) {
  const { t } = useTranslation("menus");
  const hrefWith = useHrefWith();
  const children = all.filter((child) => child.parentId === item.id);
  const target = item.linkType === "system_page" ? t("item.systemPage", { name: t(`systemPages.${item.systemPageId}`) }) : t("item.page", { title: item.pageTitle ?? "" });
  const move = (direction: "up" | "down", disabled: boolean) => (
    <Form method="post" preventScrollReset>
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        id={`move-${direction}-${item.id}`}
        disabled={disabled}
        aria-label={t(`actions.${direction}Label`, { name: item.name })}
        className="rounded-md border border-border px-2 py-1 text-sm hover:bg-surface-muted disabled:opacity-50"
      >
        {t(`actions.${direction}`)}
      </button>
    </Form>
  );
  return (
    <li id={`menu-item-${item.id}`} tabIndex={-1} className="flex flex-col gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-primary">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
        <div className="flex flex-col">
          <span className="font-medium">{item.name}</span>
          <span className="text-sm text-muted">
            {target} · <code>{item.path}</code>
          </span>
          {item.visible ? null : <span className="text-sm font-medium italic">{t("item.hidden")}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {move("up", first)}
          {move("down", last)}
          <Link to={`${hrefWith({ edit: item.id, confirm: undefined, id: undefined })}#menu-item-form`} aria-label={t("actions.editLabel", { name: item.name })} className={linkClass + " text-sm"}>
            {t("actions.edit")}
          </Link>
          <Link
            to={hrefWith({ confirm: "delete", id: item.id, edit: undefined })}
            aria-label={t("actions.deleteLabel", { name: item.name })}
            className="text-sm text-danger underline underline-offset-2 hover:no-underline"
          >
            {t("actions.delete")}
          </Link>
        </div>
      </div>
      {children.length > 0 ? (
        <div className="ms-6 border-s-2 border-border ps-3">
          <ItemList items={children} all={all} />
        </div>
      ) : null}
    </li>
  );
}
