import { z } from "zod";
import { messages, requiredText } from "~/lib/validation";
import { VACANCY_TAGS, VACANCY_TYPES } from "~/modules/vacancies/constants";

/*
 * The 19 content block types of spec §3, one zod schema each, shared by the API (validation of a page's
 * blocks) and the page editor (validation on blur). Messages are keys of the `errors` namespace. Field
 * names are camelCase; blocks are stored as they are validated (jsonb), in page order.
 */

/** The seven button variants of spec §3. */
export const BUTTON_VARIANTS = ["primary", "secondary", "tertiary", "outline", "outlineSecondary", "light", "white"] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Optional text: an empty or blank value is no value. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(max, { error: messages.maxLength(max) }).optional(),
  );

/**
 * A link target a visitor may follow: a path of this site, an http(s) address, or mailto/tel. Never
 * `javascript:` or `data:` — a link in content must not run anything.
 */
export const linkTarget = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(2000, { error: messages.maxLength(2000) })
    .refine((value) => /^\/(?!\/)/.test(value) || /^(https?:\/\/|mailto:|tel:)/i.test(value), { error: messages.url });

export const ButtonSchema = z.object({
  label: requiredText(80),
  href: linkTarget(),
  variant: z.enum(BUTTON_VARIANTS, { error: messages.invalid }).default("primary"),
});
export type Button = z.infer<typeof ButtonSchema>;

/**
 * An image: an uploaded file (a path under /uploads/) or an https address. Alt text is required unless the
 * image is marked decorative (WCAG 1.1.1): decorative images get an empty alt.
 */
export const ImageSchema = z
  .object({
    url: z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required })
      .max(2000, { error: messages.maxLength(2000) })
      .refine((value) => /^\/uploads\/[A-Za-z0-9._/-]+$/.test(value) || /^https:\/\//i.test(value), { error: messages.url }),
    alt: z.string().trim().max(300, { error: messages.maxLength(300) }).default(""),
    decorative: z.boolean().default(false),
  })
  .superRefine((image, context) => {
    if (!image.decorative && image.alt === "") context.addIssue({ code: "custom", path: ["alt"], message: messages.required });
  });
export type Image = z.infer<typeof ImageSchema>;

const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({
    /** Stable per block, for the editor's reordering and for pointers in errors. */
    id: z.uuid({ error: messages.invalid }),
    type: z.literal(type),
    ...shape,
  });

/** A YouTube video id (11 characters), also taken from a watch, share or embed address. */
export function youTubeId(value: string): string | null {
  const trimmed = value.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(trimmed)) return trimmed;
  const match = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)([A-Za-z0-9_-]{11})(?:[?&#].*)?$/.exec(trimmed);
  return match ? match[1]! : null;
}

export const PAGE_TYPES = ["default", "news", "success_story"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const BLOCK_SCHEMAS = {
  MarkdownText: block("MarkdownText", { markdown: requiredText(20_000) }),
  Image: block("Image", { image: ImageSchema, caption: optionalText(300) }),
  ImageTextButtons: block("ImageTextButtons", {
    image: ImageSchema,
    title: requiredText(160),
    markdown: optionalText(5_000),
    imagePosition: z.enum(["left", "right"], { error: messages.invalid }).default("left"),
    buttons: z.array(ButtonSchema).max(3, { error: messages.invalid }).default([]),
  }),
  /** Legacy: still renders, the palette offers DynamicCards instead. */
  FourCards: block("FourCards", {
    title: optionalText(160),
    cards: z
      .array(z.object({ title: requiredText(120), text: optionalText(500), image: ImageSchema.optional(), href: linkTarget().optional() }))
      .min(1, { error: messages.required })
      .max(4, { error: messages.invalid }),
  }),
  DynamicCards: block("DynamicCards", {
    title: optionalText(160),
    source: z.enum(["pages", "vacancies"], { error: messages.invalid }),
    /** For source "pages": which pages (newest published first). */
    pageType: z.enum(PAGE_TYPES, { error: messages.invalid }).optional(),
    /** For source "vacancies": the bank's own filters. */
    vacancyType: z.enum(VACANCY_TYPES, { error: messages.invalid }).optional(),
    count: z.number({ error: messages.invalid }).int({ error: messages.invalid }).min(1, { error: messages.invalid }).max(12, { error: messages.invalid }).default(3),
  }),
  YouTube: block("YouTube", {
    video: requiredText(300).refine((value) => youTubeId(value) !== null, { error: messages.url }),
    /** The video's title: the name of the play button and of the player frame. */
    title: requiredText(160),
  }),
  TextWithUsps: block("TextWithUsps", {
    title: requiredText(160),
    markdown: optionalText(5_000),
    usps: z.array(requiredText(160)).min(1, { error: messages.required }).max(8, { error: messages.invalid }),
  }),
  QuoteBlock: block("QuoteBlock", { quote: requiredText(1_000), author: requiredText(120), role: optionalText(120), image: ImageSchema.optional() }),
  PhotoSlideshow: block("PhotoSlideshow", {
    title: optionalText(160),
    photos: z.array(ImageSchema).min(2, { error: messages.invalid }).max(20, { error: messages.invalid }),
    /** Off by default; when on, the slideshow has a pause button (WCAG 2.2.2). */
    autoplay: z.boolean().default(false),
    intervalSeconds: z.number({ error: messages.invalid }).int({ error: messages.invalid }).min(3, { error: messages.invalid }).max(30, { error: messages.invalid }).default(6),
  }),
  PhotoHero: block("PhotoHero", { image: ImageSchema, title: requiredText(160), subtitle: optionalText(300), button: ButtonSchema.optional() }),
  Hotlinks: block("Hotlinks", {
    title: optionalText(160),
    links: z.array(z.object({ label: requiredText(80), href: linkTarget() })).min(1, { error: messages.required }).max(12, { error: messages.invalid }),
  }),
  CallToAction: block("CallToAction", { title: requiredText(160), markdown: optionalText(2_000), button: ButtonSchema }),
  DualCta: block("DualCta", {
    items: z
      .array(z.object({ title: requiredText(160), markdown: optionalText(2_000), button: ButtonSchema }))
      .length(2, { error: messages.invalid }),
  }),
  NewsCarousel: block("NewsCarousel", {
    title: optionalText(160),
    count: z.number({ error: messages.invalid }).int({ error: messages.invalid }).min(1, { error: messages.invalid }).max(12, { error: messages.invalid }).default(6),
  }),
  SectionTitle: block("SectionTitle", { title: requiredText(160), subtitle: optionalText(300) }),
  BuilderForm: block("BuilderForm", { formId: z.uuid({ error: messages.required }) }),
  LogoBar: block("LogoBar", {
    title: optionalText(160),
    logos: z.array(z.object({ image: ImageSchema, href: linkTarget().optional() })).min(1, { error: messages.required }).max(20, { error: messages.invalid }),
  }),
  VacancyCategories: block("VacancyCategories", {
    title: optionalText(160),
    categories: z
      .array(
        z.object({
          label: requiredText(80),
          vacancyType: z.enum(VACANCY_TYPES, { error: messages.invalid }).optional(),
          tag: z.enum(VACANCY_TAGS, { error: messages.invalid }).optional(),
          q: optionalText(100),
        }),
      )
      .min(1, { error: messages.required })
      .max(12, { error: messages.invalid }),
  }),
  HeroWithSearch: block("HeroWithSearch", { title: requiredText(160), subtitle: optionalText(300), image: ImageSchema.optional() }),
} as const;

export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];

export const BlockSchema = z.discriminatedUnion(
  "type",
  Object.values(BLOCK_SCHEMAS) as unknown as [(typeof BLOCK_SCHEMAS)[BlockType], ...(typeof BLOCK_SCHEMAS)[BlockType][]],
  { error: messages.invalid },
);
export type Block = z.infer<typeof BlockSchema>;
export type BlockOf<T extends BlockType> = z.infer<(typeof BLOCK_SCHEMAS)[T]>;

/** A page holds at most this many blocks. */
export const MAX_BLOCKS = 60;
export const BlocksSchema = z.array(BlockSchema).max(MAX_BLOCKS, { error: messages.invalid });
