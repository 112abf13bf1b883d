import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { backTo } from "~/lib/back-to";
import { apiContext, i18nContext, sessionContext, tenancyContext } from "~/middleware/context";
import { asApiError, type ApiClient } from "~/modules/api-client/client.server";
import { flattenDocument, type JsonApiDocument } from "~/modules/api-client/flatten";
import { attributeOrRelationshipField, replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { defaultLanguage, type Language } from "~/modules/i18n/languages";
import { languagesOffered } from "~/modules/tenancy/tenancy.server";
import { requireUser, type SessionUser } from "~/modules/users/session-user.server";
import { MENU_ROLES, MenuItemActionSchema, MenuItemFormSchema, type Menu } from "./schema";
import type { SystemPageId } from "./system-pages";

/*
 * The menu editor at /content/menu-items (issue 12): what its loader reads and what its forms do, through
 * the API like every page.
 */

export type EditorItem = {
  id: string;
  name: string;
  menu: Menu;
  locale: string;
  linkType: "content_page" | "system_page";
  pageId: string | null;
  systemPageId: SystemPageId | null;
  parentId: string | null;
  order: number;
  path: string;
  pageTitle: string | null;
  visible: boolean;
};
export type PageOption = { id: string; title: string; isPublished: boolean };

/** The center's menu editors (decision 024: not page managers); everyone else gets 403. */
export async function requireMenuEditor(context: Readonly<RouterContextProvider>, request: Request): Promise<SessionUser> {
  const user = await requireUser(context, request);
  if (!user.roles.some((role) => (MENU_ROLES as readonly string[]).includes(role.name))) throw data({ message: "Forbidden" }, { status: 403 });
  return user;
}

/**
 * The menus' language (`?locale=`, one the center offers, else Dutch), the languages the center offers (the page shows a
 * choice where there is one), the item being edited and the one to confirm deleting.
 */
export function readEditorParams(context: Readonly<RouterContextProvider>, url: URL) {
  const languages = languagesOffered(context.get(tenancyContext));
  const asked = url.searchParams.get("locale");
  const locale = languages.find((language) => language === asked) ?? defaultLanguage;
  const uuid = (value: string | null) => (value && /^[0-9a-f-]{36}$/i.test(value) ? value : null);
  return {
    languages,
    locale,
    editId: uuid(url.searchParams.get("edit")),
    confirmId: url.searchParams.get("confirm") === "delete" ? uuid(url.searchParams.get("id")) : null,
  };
}

export async function loadMenuEditor(api: ApiClient, locale: Language) {
  const [items, pages] = await Promise.all([
    api.getPage<EditorItem>("/api/v1/menu-items", { query: { "filter[locale]": locale, "page[size]": 300 } }),
    api.getPage<PageOption>("/api/v1/pages", {
      query: { "filter[locale]": locale, "filter[page_type]": "default", sort: "title", "fields[pages]": "title,is_published", "page[size]": 100 },
    }),
  ]);
  return { items: items.rows, pages: pages.rows.map(({ id, title, isPublished }) => ({ id, title, isPublished })) };
}

function flash(context: Readonly<RouterContextProvider>, color: "success" | "danger", message: string) {
  context.get(sessionContext).flash("toast", { color, message });
}

/** Adds or changes an item (`save`), moves one a place (`move`) or deletes one with its submenu (`delete`). */
export async function runMenuAction(context: Readonly<RouterContextProvider>, request: Request, locale: Language) {
  const api = context.get(apiContext);
  const t = context.get(i18nContext).t;
  const formData = await request.formData();
  const back = backTo(request, ["confirm", "id", "edit"]);
  if (formData.get("intent") === "save") {
    const submission = parseWithZod(formData, { schema: MenuItemFormSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const { id, intent: _intent, ...values } = submission.value;
    const attributes = { ...values, pageId: values.pageId ?? null, systemPageId: values.systemPageId ?? null, parentId: values.parentId ?? null };
    let saved: EditorItem;
    try {
      const response = id
        ? await api.patch(`/api/v1/menu-items/${id}`, { body: { data: { type: "menu_items", id, attributes } } })
        : await api.post("/api/v1/menu-items", { body: { data: { type: "menu_items", attributes: { ...attributes, locale } } } });
      saved = flattenDocument<EditorItem>((await response.json()) as JsonApiDocument).data;
    } catch (thrown) {
      return replyWithApiErrors(submission, thrown, { fields: ["name", "menu", "linkType", "pageId", "systemPageId", "parentId"], fieldOf: attributeOrRelationshipField });
    }
    flash(context, "success", String(t(id ? "menus:toasts.saved" : "menus:toasts.added", { name: saved.name })));
    throw redirect(`${back}#menu-item-${saved.id}`);
  }
  const parsed = MenuItemActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw redirect(back);
  let hash = "";
  try {
    const { data: item } = await api.get<EditorItem>(`/api/v1/menu-items/${parsed.data.id}`);
    if (parsed.data.intent === "delete") {
      await api.delete(`/api/v1/menu-items/${item.id}`);
      flash(context, "success", String(t("menus:toasts.deleted", { name: item.name })));
    } else {
      const order = Math.max(0, item.order + (parsed.data.direction === "up" ? -1 : 1));
      await api.patch(`/api/v1/menu-items/${item.id}`, { body: { data: { type: "menu_items", id: item.id, attributes: { order } } } });
      flash(context, "success", String(t("menus:toasts.moved", { name: item.name })));
      // Back at the same button: a keyboard user can move the item on.
      hash = `#move-${parsed.data.direction}-${item.id}`;
    }
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status >= 500) throw thrown;
    flash(context, "danger", String(t("common:listKit.failed", { detail: error.message })));
  }
  throw redirect(`${back}${hash}`);
}
