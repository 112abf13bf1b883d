import { describe, expect, it } from "vitest";
import en from "../../../locales/en/editor.json";
import nl from "../../../locales/nl/editor.json";
import { BLOCK_TYPES, BlockSchema, type Block, type BlockType } from "./blocks";
import {
  applyIntent,
  EditorFormSchema,
  EditorPageSchema,
  editorPageOf,
  fieldElementId,
  fieldNameOfPointer,
  imageLibraryIntent,
  imageLibraryOf,
  imageSearchIntent,
  nameOf,
  newBlock,
  pageOfPayload,
  payloadOf,
  readEditorForm,
  STRUCTURAL_INTENT,
  type DraftBlock,
  type EditorPage,
  type EditorState,
} from "./editor";
import { BLOCK_FIELDS, PALETTE_TYPES, type FieldSpec } from "./editor-fields";
import { exampleBlocks } from "./examples";

/** What the editor's inputs post for a value of a field (the renderer's names: conform's). */
function entriesOf(spec: FieldSpec, name: string, value: unknown): Array<[string, string]> {
  switch (spec.kind) {
    case "boolean":
      return value === true ? [[name, "on"]] : [];
    case "image": {
      const image = (value ?? { url: "", alt: "", decorative: false }) as { url: string; alt: string; decorative: boolean };
      return [[`${name}.url`, image.url], [`${name}.alt`, image.alt], ...(image.decorative ? ([[`${name}.decorative`, "on"]] as Array<[string, string]>) : [])];
    }
    case "group":
      return spec.fields.flatMap((field) => entriesOf(field, `${name}.${field.name}`, (value as Record<string, unknown> | undefined)?.[field.name]));
    case "list":
      return ((value ?? []) as unknown[]).flatMap((entry, index) => entriesOf(spec.item, `${name}[${index}]`, entry));
    default:
      // Every input is there, empty or not, as in the editor.
      return [[name, value === undefined ? "" : String(value)]];
  }
}

function formOf(page: EditorPage): FormData {
  const formData = new FormData();
  const add = (name: string, value: string) => formData.append(name, value);
  for (const name of ["title", "slug", "summary", "metaTitle", "metaDescription", "ogTitle", "ogDescription", "pageType", "pageLayout"] as const) add(name, page[name]);
  if (page.showTitleOnPage) add("showTitleOnPage", "on");
  if (page.featured) add("featured", "on");
  add("isPublished", String(page.isPublished));
  add("image.url", page.image?.url ?? "");
  add("image.alt", page.image?.alt ?? "");
  page.blocks.forEach((block, index) => {
    add(`blocks[${index}].id`, block.id);
    add(`blocks[${index}].type`, block.type);
    for (const spec of BLOCK_FIELDS[block.type]) for (const [name, value] of entriesOf(spec, `blocks[${index}].${spec.name}`, block[spec.name])) add(name, value);
  });
  add("intent", "save");
  return formData;
}

const examples = exampleBlocks();
const pageWith = (blocks: readonly DraftBlock[] | readonly Block[]): EditorPage =>
  editorPageOf({ title: "Over ons", slug: "over-ons", pageType: "default", pageLayout: "wide", summary: "", showTitleOnPage: true, featured: false, isPublished: false, image: null, blocks });
const stateWith = (blocks: readonly DraftBlock[] | readonly Block[]): EditorState => ({ page: pageWith(blocks), confirmRemove: null });
const ids = (state: EditorState) => state.page.blocks.map((block) => block.id);

describe("the editor's form of every block type", () => {
  it.each(BLOCK_TYPES)("%s: the example posted by the form reads back as the same block and validates", (type) => {
    const example = examples[type] as Block;
    const page = readEditorForm(formOf(pageWith([example])));
    expect(page.blocks).toEqual([example]);
    const parsed = EditorPageSchema.safeParse(page);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(BlockSchema.parse(page.blocks[0])).toEqual(BlockSchema.parse(example));
  });

  it.each(BLOCK_TYPES)("%s: a new block survives a round trip through the form, and each of its errors names a field the form has", (type) => {
    const block = newBlock(type);
    const formData = formOf(pageWith([block]));
    expect(readEditorForm(formData).blocks).toEqual([block]);
    const result = EditorFormSchema.safeParse(payloadOf(formData.entries()));
    const names = new Set([...formData.keys()]);
    const containers = (name: string) => [...names].some((field) => field.startsWith(`${name}.`) || field.startsWith(`${name}[`));
    for (const issue of result.error?.issues ?? []) {
      const name = nameOf(issue.path as Array<string | number>);
      expect(names.has(name) || containers(name), `${type}: ${name}`).toBe(true);
    }
  });

  it("a new block of every palette type starts from the schema's defaults and its lists' fewest entries", () => {
    expect(PALETTE_TYPES).toHaveLength(18);
    expect(PALETTE_TYPES).not.toContain("FourCards");
    expect(newBlock("PhotoSlideshow")).toMatchObject({ photos: [expect.any(Object), expect.any(Object)], autoplay: false, intervalSeconds: 6 });
    expect(newBlock("DualCta").items).toHaveLength(2);
    expect(newBlock("CallToAction").button).toEqual({ label: "", href: "", variant: "primary" });
    expect(newBlock("DynamicCards")).toMatchObject({ source: "pages", count: 3 });
    expect(newBlock("PhotoHero")).not.toHaveProperty("button");
    expect(newBlock("QuoteBlock")).not.toHaveProperty("image");
  });

  it("an optional group left empty is left out; a filled one is validated", () => {
    const posted = (label: string, href: string) =>
      pageOfPayload({ blocks: [{ id: examples.PhotoHero.id, type: "PhotoHero", title: "Hoi", image: { url: "/uploads/a.png", alt: "A" }, button: { label, href, variant: "primary" } }] }).blocks[0]!;
    expect(posted("", "")).not.toHaveProperty("button");
    expect(posted("Lees meer", "")).toHaveProperty("button", { label: "Lees meer", href: "", variant: "primary" });
    const empty = pageOfPayload({ blocks: [{ id: examples.QuoteBlock.id, type: "QuoteBlock", quote: "Q", author: "A", image: { url: " ", alt: "" } }] });
    expect(empty.blocks[0]).not.toHaveProperty("image");
  });

  it("numbers, check boxes and unknown block types are read as the schema expects", () => {
    const page = pageOfPayload({
      featured: "on",
      blocks: [
        { id: "1", type: "PhotoSlideshow", intervalSeconds: "8", autoplay: "on", photos: [] },
        { id: "2", type: "NewsCarousel", count: "veel" },
        { id: "3", type: "Script", code: "alert(1)" },
      ],
    });
    expect(page.featured).toBe(true);
    expect(page.showTitleOnPage).toBe(false);
    expect(page.blocks.map((block) => block.type)).toEqual(["PhotoSlideshow", "NewsCarousel"]);
    expect(page.blocks[0]).toMatchObject({ intervalSeconds: 8, autoplay: true });
    // What does not fit is kept as typed, so the form shows it again with its error.
    expect(page.blocks[1]).toMatchObject({ count: "veel" });
  });

  it("every field, option, list and block type has a label in Dutch and English", () => {
    for (const messages of [nl, en] as const) {
      const visit = (spec: FieldSpec) => {
        if (spec.name !== "item") expect(messages.fields, spec.name).toHaveProperty([spec.name]);
        if (spec.kind === "select") for (const option of spec.options) expect(messages.options, `${spec.name}.${option}`).toHaveProperty([spec.name, option]);
        if (spec.kind === "group") spec.fields.forEach(visit);
        if (spec.kind === "list") {
          expect(messages.items).toHaveProperty([spec.name]);
          expect(messages.add).toHaveProperty([spec.name]);
          visit(spec.item);
        }
      };
      for (const type of BLOCK_TYPES) {
        expect(messages.blockTypes).toHaveProperty([type]);
        BLOCK_FIELDS[type].forEach(visit);
      }
    }
  });
});

describe("the editor's intents", () => {
  const three = [examples.MarkdownText, examples.CallToAction, examples.QuoteBlock] as Block[];
  const [a, b, c] = three.map((block) => block.id) as [string, string, string];

  it.each(PALETTE_TYPES)("adds a %s at the end, or after the block chosen, and focuses it", (type) => {
    const atEnd = applyIntent(stateWith(three), "add", { addType: type, newId: () => "new" });
    expect(ids(atEnd.state)).toEqual([a, b, c, "new"]);
    expect(atEnd.state.page.blocks[3]).toEqual(newBlock(type as BlockType, "new"));
    expect(atEnd.focus).toBe("block-new");
    const after = applyIntent(stateWith(three), "add", { addType: type, addAfter: a, newId: () => "new" });
    expect(ids(after.state)).toEqual([a, "new", b, c]);
  });

  it("adds nothing of an unknown type", () => {
    const state = stateWith(three);
    expect(applyIntent(state, "add", { addType: "Script" }).state).toBe(state);
  });

  it.each(BLOCK_TYPES)("moves a %s up and down, never past the ends, and keeps focus on its button", (type) => {
    const block = examples[type] as Block;
    const blocks = [newBlock("SectionTitle", "first"), block, newBlock("HeroWithSearch", "last")];
    const [first, , last] = blocks.map((item) => item.id);
    const up = applyIntent(stateWith(blocks), `up:${block.id}`);
    expect(ids(up.state)).toEqual([block.id, first, last]);
    expect(up.focus).toBe(`block-${block.id}-up`);
    expect(up.state.page.blocks[0]).toEqual(block);
    const top = applyIntent(up.state, `up:${block.id}`);
    expect(ids(top.state)).toEqual([block.id, first, last]);
    const down = applyIntent(stateWith(blocks), `down:${block.id}`);
    expect(ids(down.state)).toEqual([first, last, block.id]);
    expect(down.focus).toBe(`block-${block.id}-down`);
  });

  it.each(BLOCK_TYPES)("removes a %s only after the question, and keeps it when the answer is no", (type) => {
    const block = examples[type] as Block;
    const state = stateWith([examples.SectionTitle, block] as Block[]);
    const asked = applyIntent(state, `remove:${block.id}`);
    expect(asked.state.confirmRemove).toBe(block.id);
    expect(asked.state.page.blocks).toHaveLength(2);
    expect(asked.focus).toBe(`block-${block.id}-confirm`);
    const kept = applyIntent(asked.state, "cancel-remove");
    expect(kept.state.confirmRemove).toBeNull();
    expect(kept.state.page.blocks).toHaveLength(2);
    expect(kept.focus).toBe(`block-${block.id}-remove`);
    const removed = applyIntent(asked.state, `confirm-remove:${block.id}`);
    expect(ids(removed.state)).toEqual([examples.SectionTitle.id]);
    expect(removed.focus).toBe(`block-${examples.SectionTitle.id}`);
  });

  it("never changes the state it was given", () => {
    const state = stateWith(three);
    const before = JSON.stringify(state);
    applyIntent(state, `down:${a}`);
    applyIntent(state, `confirm-remove:${b}`);
    applyIntent(state, "item-add:blocks[1].button");
    expect(JSON.stringify(state)).toBe(before);
  });

  /** Every list of every example block: add, move and remove entries within the schema's bounds. */
  const lists = BLOCK_TYPES.flatMap((type) =>
    BLOCK_FIELDS[type].filter((spec): spec is Extract<FieldSpec, { kind: "list" }> => spec.kind === "list").map((spec) => [type, spec] as const),
  );
  it.each(lists)("%s: entries of its list %o are added, moved and removed within its bounds", (type, spec) => {
    const state = stateWith([examples[type] as Block]);
    const name = `blocks[0].${spec.name}`;
    const entries = () => (state.page.blocks[0]![spec.name] as unknown[]).length;
    const count = entries();
    const listOf = (result: { state: EditorState }) => result.state.page.blocks[0]![spec.name] as unknown[];

    const added = applyIntent(state, `item-add:${name}`);
    if (count < spec.max) {
      expect(listOf(added)).toHaveLength(count + 1);
      expect(added.focus).toBe(fieldElementId(`${name}[${count}]`));
    } else expect(added.state).toBe(state);

    const grown = count < spec.max ? added.state : state;
    const list = grown.page.blocks[0]![spec.name] as unknown[];
    const down = applyIntent(grown, `item-down:${name}:0`);
    expect(listOf(down)[1]).toEqual(list[0]);
    expect(down.focus).toBe(`${fieldElementId(`${name}[1]`)}-down`);
    const up = applyIntent(down.state, `item-up:${name}:1`);
    expect(listOf(up)).toEqual(list);
    expect(applyIntent(grown, `item-up:${name}:0`).state).toBe(grown);

    const removed = applyIntent(grown, `item-remove:${name}:0`);
    if (list.length > spec.min) expect(listOf(removed)).toEqual(list.slice(1));
    else expect(removed.state).toBe(grown);
  });

  it("removes no entry below a list's minimum and adds none above its maximum", () => {
    const dual = stateWith([examples.DualCta as Block]);
    expect(applyIntent(dual, "item-remove:blocks[0].items:0").state).toBe(dual);
    expect(applyIntent(dual, "item-add:blocks[0].items").state).toBe(dual);
    expect(applyIntent(dual, "item-add:blocks[0].nothing").state).toBe(dual);
    expect(applyIntent(dual, "item-add:blocks[7].items").state).toBe(dual);
  });
});

describe("names, pointers and payloads", () => {
  it("reads conform's names into nested objects and lists", () => {
    expect(payloadOf([["blocks[1].cards[0].title", "A"], ["blocks[1].cards[2].title", "C"], ["title", "T"]])).toEqual({
      title: "T",
      blocks: [undefined, { cards: [{ title: "A" }, undefined, { title: "C" }] }],
    });
    expect(pageOfPayload(payloadOf([["blocks[0].type", "TextWithUsps"], ["blocks[0].id", "x"], ["blocks[0].usps[0]", "Een"], ["blocks[0].usps[2]", "Drie"]])).blocks[0]!.usps).toEqual(["Een", "Drie"]);
  });

  it("maps the API's error pointers to the editor's field names", () => {
    expect(fieldNameOfPointer("/data/attributes/blocks/3/image/alt")).toBe("blocks[3].image.alt");
    expect(fieldNameOfPointer("/data/attributes/meta_title")).toBe("metaTitle");
    expect(fieldNameOfPointer("/data/attributes/slug")).toBe("slug");
    expect(fieldNameOfPointer("/data/type")).toBeNull();
    expect(fieldElementId("blocks[3].image.alt")).toBe("field-blocks-3-image-alt");
  });

  it("validation errors of a posted page name the block and field", () => {
    const block = { ...examples.ImageTextButtons, image: { url: "/uploads/demo/coffee.svg", alt: "", decorative: false } } as Block;
    const result = EditorFormSchema.safeParse(payloadOf(formOf(pageWith([examples.MarkdownText as Block, block])).entries()));
    expect(result.error?.issues.map((issue) => nameOf(issue.path as Array<string | number>))).toEqual(["blocks[1].image.alt"]);
  });
});

describe("the image library's buttons", () => {
  it("name the image field they open the library for, and nothing else", () => {
    for (const name of ["image", "blocks[2].image", "blocks[1].photos[0]", "blocks[0].cards[3].image"]) {
      expect(imageLibraryOf(imageLibraryIntent(name))).toBe(name);
      expect(imageLibraryOf(imageSearchIntent(name))).toBe(name);
    }
    for (const intent of ["image-library:", "image-library:title", "image-search:blocks[x].image", "image-library:blocks[1].image:2", "save", "up:blocks[1].image"]) expect(imageLibraryOf(intent)).toBeNull();
  });

  it("are not structural: the browser leaves them to the server, which has the choices", () => {
    expect(STRUCTURAL_INTENT.test(imageLibraryIntent("image"))).toBe(false);
    const state: EditorState = { page: editorPageOf({ title: "T", blocks: [] }), confirmRemove: null };
    expect(applyIntent(state, imageSearchIntent("image")).state).toBe(state);
  });
});
