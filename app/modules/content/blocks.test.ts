import { describe, expect, it } from "vitest";
import { BLOCK_SCHEMAS, BLOCK_TYPES, BlockSchema, BlocksSchema, ButtonSchema, ImageSchema, MAX_BLOCKS, youTubeId } from "./blocks";
import { exampleBlockList, exampleBlocks } from "./examples";

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("content blocks", () => {
  it("has the 19 block types of spec §3", () => {
    expect(BLOCK_TYPES).toHaveLength(19);
    expect(BLOCK_TYPES).toEqual(expect.arrayContaining(["MarkdownText", "FourCards", "HeroWithSearch", "BuilderForm", "VacancyCategories"]));
  });

  it.each(BLOCK_TYPES)("accepts a filled-in %s, by its own schema and by the union", (type) => {
    const example = exampleBlocks()[type];
    expect(messagesOf(BLOCK_SCHEMAS[type].safeParse(example))).toEqual([]);
    expect(BlockSchema.parse(example).type).toBe(type);
  });

  it.each(BLOCK_TYPES)("refuses a %s without its id", (type) => {
    const { id: _id, ...withoutId } = exampleBlocks()[type];
    expect(messagesOf(BlockSchema.safeParse(withoutId))).toEqual(["id: validation.invalid"]);
  });

  it("refuses an unknown block type", () => {
    expect(BlockSchema.safeParse({ id: crypto.randomUUID(), type: "Marquee", text: "hi" }).success).toBe(false);
  });

  it("requires alt text unless the image is marked decorative", () => {
    expect(messagesOf(ImageSchema.safeParse({ url: "/uploads/a.jpg", alt: " " }))).toEqual(["alt: validation.required"]);
    expect(ImageSchema.parse({ url: "/uploads/a.jpg", decorative: true })).toEqual({ url: "/uploads/a.jpg", alt: "", decorative: true });
    expect(messagesOf(ImageSchema.safeParse({ url: "javascript:alert(1)", alt: "x" }))).toEqual(["url: validation.url"]);
    expect(messagesOf(ImageSchema.safeParse({ url: "http://example.com/a.jpg", alt: "x" }))).toEqual(["url: validation.url"]);
  });

  it("takes buttons of the seven variants, to this site or the web, never to a script", () => {
    expect(ButtonSchema.parse({ label: "Go", href: "/vacancies/search" }).variant).toBe("primary");
    for (const variant of ["primary", "secondary", "tertiary", "outline", "outlineSecondary", "light", "white"]) {
      expect(ButtonSchema.safeParse({ label: "Go", href: "https://example.org", variant }).success).toBe(true);
    }
    expect(messagesOf(ButtonSchema.safeParse({ label: "Go", href: "/x", variant: "neon" }))).toEqual(["variant: validation.invalid"]);
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,hi", "//evil.example", "vbscript:x"]) {
      expect(messagesOf(ButtonSchema.safeParse({ label: "Go", href })), href).toEqual(["href: validation.url"]);
    }
  });

  it("finds the video in every YouTube address form, and nothing in others", () => {
    for (const value of ["dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ?t=3", "https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ"]) {
      expect(youTubeId(value), value).toBe("dQw4w9WgXcQ");
    }
    for (const value of ["https://vimeo.com/123", "https://www.youtube.com/watch?v=short", "dQw4w9WgXcQ<script>"]) expect(youTubeId(value), value).toBeNull();
    expect(messagesOf(BLOCK_SCHEMAS.YouTube.safeParse({ ...exampleBlocks().YouTube, video: "https://vimeo.com/1" }))).toEqual(["video: validation.url"]);
  });

  it("keeps slideshows, double calls to action and card rows to their shapes", () => {
    const { PhotoSlideshow, DualCta, FourCards, DynamicCards } = exampleBlocks();
    expect(messagesOf(BLOCK_SCHEMAS.PhotoSlideshow.safeParse({ ...PhotoSlideshow, photos: PhotoSlideshow.photos.slice(0, 1) }))).toEqual(["photos: validation.invalid"]);
    expect(messagesOf(BLOCK_SCHEMAS.DualCta.safeParse({ ...DualCta, items: DualCta.items.slice(0, 1) }))).toEqual(["items: validation.invalid"]);
    expect(messagesOf(BLOCK_SCHEMAS.FourCards.safeParse({ ...FourCards, cards: [...FourCards.cards, ...FourCards.cards, ...FourCards.cards] }))).toEqual(["cards: validation.invalid"]);
    expect(messagesOf(BLOCK_SCHEMAS.DynamicCards.safeParse({ ...DynamicCards, count: 0 }))).toEqual(["count: validation.invalid"]);
    expect(BLOCK_SCHEMAS.PhotoSlideshow.parse({ ...PhotoSlideshow, autoplay: undefined }).autoplay).toBe(false);
  });

  it("points at the block and field that is wrong", () => {
    const blocks = exampleBlockList();
    const broken = blocks.map((b, index) => (index === 2 ? { ...b, title: "" } : b));
    expect(messagesOf(BlocksSchema.safeParse(broken))).toEqual(["2.title: validation.required"]);
  });

  it(`holds at most ${MAX_BLOCKS} blocks`, () => {
    const many = Array.from({ length: MAX_BLOCKS + 1 }, () => exampleBlocks().SectionTitle);
    expect(BlocksSchema.safeParse(many).success).toBe(false);
  });
});
