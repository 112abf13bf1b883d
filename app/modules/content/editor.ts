import { z } from "zod";
import { messages } from "~/lib/validation";
import { supportedLanguages } from "~/modules/i18n/languages";
import { BLOCK_SCHEMAS, MAX_BLOCKS, PAGE_TYPES, type BlockType } from "./blocks";
import { BLOCK_FIELDS, emptyValue, type FieldSpec } from "./editor-fields";
import { PageCreateSchema, PageUpdateSchema, slugField } from "./schema";

/*
 * The page editor's state and what its buttons do to it, as pure functions shared by the server (a form
 * post without JavaScript: the whole page is posted, the intent applied to the posted state, the state
 * rendered back) and the browser (the same intent applied without a round trip). Field names are conform's
 * (`blocks[2].cards[0].title`), so zod's error paths name the field they belong to.
 */

/** A block as the editor holds it: the schema's shape, possibly invalid (what was typed is kept). */
export type DraftBlock = { id: string; type: BlockType; [field: string]: unknown };

export const PAGE_TEXT_FIELDS = ["title", "slug", "summary", "metaTitle", "metaDescription", "ogTitle", "ogDescription"] as const;
export const PAGE_BOOLEAN_FIELDS = ["showTitleOnPage", "featured", "isPublished"] as const;

export type EditorPage = {
  [K in (typeof PAGE_TEXT_FIELDS)[number]]: string;
} & {
  [K in (typeof PAGE_BOOLEAN_FIELDS)[number]]: boolean;
} & { pageType: string; pageLayout: string; image: { url: string; alt: string; decorative: boolean } | null; blocks: DraftBlock[] };

export type EditorState = { page: EditorPage; confirmRemove: string | null };

/** The page as the editor validates and saves it: the API's own update schema, without the language. */
export const EditorPageSchema = PageUpdateSchema.omit({ locale: true });

// ---- form data → state ----------------------------------------------------------------------------

type Raw = unknown;

/** `blocks[2].cards[0].title` → ["blocks", 2, "cards", 0, "title"]. */
export function pathOf(name: string): Array<string | number> {
  const path: Array<string | number> = [];
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) path.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  return path;
}

export function nameOf(path: ReadonlyArray<string | number>): string {
  return path.map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`)).join("");
}

/** `/data/attributes/blocks/3/image/alt` → `blocks[3].image.alt`; `/data/attributes/meta_title` → `metaTitle`. */
export function fieldNameOfPointer(pointer: string | undefined): string | null {
  if (!pointer?.startsWith("/data/attributes/")) return null;
  const parts = pointer
    .slice("/data/attributes/".length)
    .split("/")
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())));
  return parts.length > 0 ? nameOf(parts) : null;
}

/** Form entries as nested objects and arrays of strings, the way conform reads them. */
export function payloadOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, Raw> {
  const root: Record<string, Raw> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const path = pathOf(name);
    let node = root as Record<string | number, Raw>;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= typeof path[index + 1] === "number" ? [] : {};
      node = node[part] as Record<string | number, Raw>;
    });
  }
  return root;
}

const text = (raw: Raw) => (typeof raw === "string" ? raw : "");
const record = (raw: Raw) => (raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, Raw>) : {});
const checked = (raw: Raw) => raw === "on" || raw === "true";

/** Whether an optional group or image was left empty (then it is left out, not invalid). */
function isBlank(spec: FieldSpec, value: unknown): boolean {
  if (value === undefined || value === "") return true;
  if (spec.kind === "image") return (value as { url: string }).url.trim() === "";
  if (spec.kind === "group") return spec.fields.every((field) => field.kind === "select" || field.kind === "boolean" || field.kind === "number" || isBlank(field, (value as Record<string, unknown>)[field.name]));
  if (spec.kind === "list") return (value as unknown[]).length === 0;
  return spec.kind === "text" || spec.kind === "form" ? String(value).trim() === "" : false;
}

/** A posted value as the schema expects it; what does not fit is kept as typed, for the schema to report. */
export function coerce(spec: FieldSpec, raw: Raw): unknown {
  switch (spec.kind) {
    case "text":
      // An optional text left empty is no value (an empty link would not be a link).
      return !spec.required && text(raw).trim() === "" ? undefined : text(raw);
    case "form":
      return text(raw);
    case "number": {
      const value = text(raw).trim();
      if (value === "") return undefined;
      return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    }
    case "boolean":
      return checked(raw);
    case "select":
      return text(raw) === "" ? undefined : text(raw);
    case "image": {
      const image = record(raw);
      const value = { url: text(image.url), alt: text(image.alt), decorative: checked(image.decorative) };
      return !spec.required && isBlank(spec, value) ? undefined : value;
    }
    case "group": {
      const group = record(raw);
      const value = Object.fromEntries(spec.fields.map((field) => [field.name, coerce(field, group[field.name])]).filter(([, v]) => v !== undefined));
      return !spec.required && isBlank(spec, value) ? undefined : value;
    }
    case "list":
      return (Array.isArray(raw) ? raw : []).filter((entry) => entry !== undefined).map((entry) => coerce(spec.item, entry));
  }
}

function blockOf(raw: Raw): DraftBlock | null {
  const posted = record(raw);
  const type = text(posted.type) as BlockType;
  if (!(type in BLOCK_SCHEMAS)) return null;
  const block: DraftBlock = { id: text(posted.id), type };
  for (const spec of BLOCK_FIELDS[type]) {
    const value = coerce(spec, posted[spec.name]);
    if (value !== undefined) block[spec.name] = value;
  }
  return block;
}

const PAGE_IMAGE: FieldSpec = { kind: "image", name: "image", required: false };

/** The posted editor form (conform's payload) as the page it describes. */
export function pageOfPayload(payload: Raw): EditorPage {
  const posted = record(payload);
  const page = {} as EditorPage;
  for (const name of PAGE_TEXT_FIELDS) page[name] = text(posted[name]);
  for (const name of PAGE_BOOLEAN_FIELDS) page[name] = checked(posted[name]);
  page.pageType = text(posted.pageType) || "default";
  page.pageLayout = text(posted.pageLayout) || "wide";
  page.image = (coerce(PAGE_IMAGE, posted.image) as EditorPage["image"]) ?? null;
  page.blocks = (Array.isArray(posted.blocks) ? posted.blocks : []).map(blockOf).filter((block): block is DraftBlock => block !== null);
  return page;
}

export const readEditorForm = (formData: FormData) => pageOfPayload(payloadOf(formData.entries()));

/** What conform validates on blur and the action on save: the posted form read as a page, then the API's schema. */
export const EditorFormSchema = z.preprocess(pageOfPayload, EditorPageSchema);

/** A stored page (as the API reads it) as the editor's state. */
export function editorPageOf(page: Record<string, unknown>): EditorPage {
  const value = (name: string) => page[name];
  const result = {} as EditorPage;
  for (const name of PAGE_TEXT_FIELDS) result[name] = typeof value(name) === "string" ? (value(name) as string) : "";
  for (const name of PAGE_BOOLEAN_FIELDS) result[name] = value(name) === true;
  result.pageType = String(value("pageType") ?? "default");
  result.pageLayout = String(value("pageLayout") ?? "wide");
  const image = value("image") as EditorPage["image"] | null;
  result.image = image ? { url: image.url, alt: image.alt ?? "", decorative: image.decorative === true } : null;
  result.blocks = (Array.isArray(value("blocks")) ? (value("blocks") as DraftBlock[]) : []).filter((block) => block && block.type in BLOCK_SCHEMAS);
  return result;
}

// ---- intents --------------------------------------------------------------------------------------

/** A new id for a block, also where crypto.randomUUID is missing (a page served over plain http). */
export function newBlockId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A block of the type with the schema's defaults and the fewest list entries it needs. */
export function newBlock(type: BlockType, id = newBlockId()): DraftBlock {
  const block: DraftBlock = { id, type };
  for (const spec of BLOCK_FIELDS[type]) {
    const value = emptyValue(spec);
    if (value !== undefined) block[spec.name] = value;
  }
  return block;
}

/** The element ids the editor gives blocks and fields, so focus can follow a moved block. */
export const blockElementId = (id: string) => `block-${id}`;
export const fieldElementId = (name: string) => `field-${name.replace(/[[\].]+/g, "-").replace(/-$/, "")}`;

/** The field description of a list at a name (`blocks[2].cards`), with the list itself. */
function listAt(page: EditorPage, name: string): { spec: Extract<FieldSpec, { kind: "list" }>; list: unknown[] } | null {
  const path = pathOf(name);
  if (path[0] !== "blocks" || typeof path[1] !== "number") return null;
  const block = page.blocks[path[1]];
  if (!block) return null;
  let specs: FieldSpec[] = BLOCK_FIELDS[block.type];
  let node: unknown = block;
  let spec: FieldSpec | undefined;
  for (const part of path.slice(2)) {
    if (typeof part === "number") {
      if (spec?.kind !== "list") return null;
      spec = spec.item;
      specs = spec.kind === "group" ? spec.fields : [];
    } else {
      spec = specs.find((field) => field.name === part);
      specs = spec?.kind === "group" ? spec.fields : [];
    }
    node = (node as Record<string | number, unknown> | undefined)?.[part];
  }
  return spec?.kind === "list" && Array.isArray(node) ? { spec, list: node } : null;
}

const moved = <T>(items: readonly T[], from: number, to: number): T[] => {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** A deep copy of the page: intents never change the state they were given. */
const copyOf = (page: EditorPage): EditorPage => JSON.parse(JSON.stringify(page)) as EditorPage;

export type IntentOptions = { addType?: string; addAfter?: string; newId?: () => string };
export type IntentResult = { state: EditorState; focus: string | null };

/** Intents that change the page's structure, not its saved copy. */
export const STRUCTURAL_INTENT = /^(add|up|down|remove|confirm-remove|cancel-remove|item-add|item-remove|item-up|item-down)(:|$)/;

/**
 * Applies an editor button to the state: add a block (at the end or after a block), move one up or down,
 * ask before removing one and remove it, and add, remove or move an entry of a block's list. Unknown or
 * impossible intents change nothing. `focus` is the element that should have focus afterwards.
 */
export function applyIntent(state: EditorState, intent: string, options: IntentOptions = {}): IntentResult {
  const [action, argument = "", index = ""] = intent.split(":");
  const page = copyOf(state.page);
  const same: IntentResult = { state, focus: null };
  const at = page.blocks.findIndex((block) => block.id === argument);
  const block = page.blocks[at];
  switch (action) {
    case "add": {
      const type = options.addType as BlockType;
      if (!(type in BLOCK_SCHEMAS) || page.blocks.length >= MAX_BLOCKS) return same;
      const added = newBlock(type, (options.newId ?? newBlockId)());
      const after = page.blocks.findIndex((existing) => existing.id === options.addAfter);
      page.blocks.splice(after >= 0 ? after + 1 : page.blocks.length, 0, added);
      return { state: { page, confirmRemove: null }, focus: blockElementId(added.id) };
    }
    case "up":
    case "down": {
      if (!block) return same;
      page.blocks = moved(page.blocks, at, action === "up" ? at - 1 : at + 1);
      return { state: { page, confirmRemove: null }, focus: `${blockElementId(block.id)}-${action}` };
    }
    case "remove":
      return block ? { state: { page: state.page, confirmRemove: block.id }, focus: `${blockElementId(block.id)}-confirm` } : same;
    case "confirm-remove": {
      if (!block) return same;
      page.blocks.splice(at, 1);
      const next = page.blocks[Math.min(at, page.blocks.length - 1)];
      return { state: { page, confirmRemove: null }, focus: next ? blockElementId(next.id) : "blocks" };
    }
    case "cancel-remove":
      return { state: { page: state.page, confirmRemove: null }, focus: state.confirmRemove ? `${blockElementId(state.confirmRemove)}-remove` : null };
    case "item-add":
    case "item-remove":
    case "item-up":
    case "item-down": {
      const found = listAt(page, argument);
      if (!found) return same;
      const { spec, list } = found;
      const position = Number(index);
      let next: unknown[];
      let focus: number | null;
      if (action === "item-add") {
        if (list.length >= spec.max) return same;
        next = [...list, emptyValue(spec.item)];
        focus = next.length - 1;
      } else if (action === "item-remove") {
        if (list.length <= spec.min || !(position in list)) return same;
        next = list.filter((_, i) => i !== position);
        focus = next.length === 0 ? null : Math.min(position, next.length - 1);
      } else {
        const to = action === "item-up" ? position - 1 : position + 1;
        if (!(position in list) || to < 0 || to >= list.length) return same;
        next = moved(list, position, to);
        focus = to;
      }
      list.splice(0, list.length, ...next);
      const entry = focus === null ? fieldElementId(argument) : `${fieldElementId(`${argument}[${focus}]`)}${action === "item-up" || action === "item-down" ? `-${action.slice(5)}` : ""}`;
      return { state: { page, confirmRemove: null }, focus: entry };
    }
    default:
      return same;
  }
}

// ---- the image library ----------------------------------------------------------------------------

/** The buttons that open the stock image library for one image field, and search it; answered by the server. */
export const imageLibraryIntent = (name: string) => `image-library:${name}`;
export const imageSearchIntent = (name: string) => `image-search:${name}`;

/** The image field an intent opens the library for (`image`, `blocks[2].image`, `blocks[1].photos[0]`), or null. */
export function imageLibraryOf(intent: string): string | null {
  const match = /^image-(?:library|search):(image|blocks\[\d+\](?:\.[A-Za-z]+|\[\d+\])+)$/.exec(intent);
  return match ? match[1]! : null;
}

// ---- a new page -----------------------------------------------------------------------------------

/** /content/new: what a page starts with; an empty slug is the title's (the API's slugify). */
export const PageNewSchema = z.object({
  title: PageCreateSchema.shape.title,
  slug: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), slugField().optional()),
  pageType: z.enum(PAGE_TYPES, { error: messages.invalid }),
  locale: z.enum(supportedLanguages, { error: messages.invalid }),
});
