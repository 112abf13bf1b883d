import { z } from "zod";
import { messages, requiredText } from "~/lib/validation";
import { supportedLanguages } from "~/modules/i18n/languages";
import { SYSTEM_PAGE_IDS } from "./system-pages";

/*
 * Menu items (spec §3 Menu item): the attributes of a write, camelCase as readAttributes and the editor's
 * forms hand them over, shared by the API and the editor at /content/menu-items.
 */

/** The header menu and footer columns 1–4 (under the profile's footer column titles). */
export const MENUS = ["header", "footer_1", "footer_2", "footer_3", "footer_4"] as const;
export type Menu = (typeof MENUS)[number];
export const LINK_TYPES = ["content_page", "system_page"] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** Who edits the menus: content editors except page managers (decision 024). */
export const MENU_ROLES = ["admin", "center_superuser", "content_manager"] as const;

/** Items per menu and language, children included: a menu is read in one go by every public page. */
export const MAX_ITEMS_PER_MENU = 60;

/** An empty form field (a select's "none") is no value. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
/** An enum whose missing value is "required" and wrong value "not valid". */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : messages.invalid) });
const optionalId = () => z.preprocess(blankToNull, z.guid({ error: messages.invalid }).nullable().optional());

const itemFields = {
  name: requiredText(60),
  menu: choice(MENUS),
  locale: z.enum(supportedLanguages, { error: messages.invalid }),
  linkType: choice(LINK_TYPES),
  pageId: optionalId(),
  systemPageId: z.preprocess(blankToNull, z.enum(SYSTEM_PAGE_IDS, { error: messages.invalid }).nullable().optional()),
  parentId: optionalId(),
  /** The place among its siblings, from 0; past the end is the end. */
  order: z.coerce.number({ error: messages.invalid }).int({ error: "validation.integer" }).min(0, { error: "validation.positive" }).max(1000, { error: messages.invalid }),
};

type Target = { linkType?: LinkType; pageId?: string | null; systemPageId?: string | null };

/** A link type needs its target: a content page's item a page, a system page's item a system page. */
export function checkTarget(value: Target, context: z.RefinementCtx) {
  if (value.linkType === "content_page" && !value.pageId) context.addIssue({ code: "custom", path: ["pageId"], message: "validation.menuPageRequired" });
  if (value.linkType === "system_page" && !value.systemPageId) context.addIssue({ code: "custom", path: ["systemPageId"], message: "validation.menuSystemPageRequired" });
}

export const MenuItemCreateSchema = z
  .object({ ...itemFields, locale: itemFields.locale.default("nl"), order: itemFields.order.optional() })
  .superRefine(checkTarget);
export type MenuItemCreate = z.infer<typeof MenuItemCreateSchema>;

/**
 * A change: what is given. A new link type with its target is checked here, the rest against the stored
 * item. The language is an item's for good (its page is in that language).
 */
export const MenuItemUpdateSchema = z.object(itemFields).omit({ locale: true }).partial().superRefine(checkTarget);
export type MenuItemUpdate = z.infer<typeof MenuItemUpdateSchema>;

export const MenuItemFiltersSchema = z
  .object({
    menu: z.enum(MENUS).optional(),
    locale: z.enum(supportedLanguages).optional(),
    parent_id: z.guid().optional(),
  })
  .strict();
export type MenuItemFilters = z.infer<typeof MenuItemFiltersSchema>;

/** The editor's form to add or change an item (one form, `id` when changing). */
export const MenuItemFormSchema = z
  .object({
    intent: z.literal("save"),
    id: z.guid().optional(),
    name: itemFields.name,
    menu: itemFields.menu,
    linkType: itemFields.linkType,
    pageId: optionalId(),
    systemPageId: itemFields.systemPageId,
    parentId: optionalId(),
  })
  .superRefine(checkTarget);
export type MenuItemForm = z.infer<typeof MenuItemFormSchema>;

/** The editor's other posts: an item a place up or down among its siblings, or deleted (after confirming). */
export const MenuItemActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), id: z.guid(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("delete"), id: z.guid() }),
]);
