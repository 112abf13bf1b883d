import { z } from "zod";
import { messages, requiredText } from "~/lib/validation";
import { supportedLanguages } from "~/modules/i18n/languages";
import { BlocksSchema, ImageSchema, PAGE_TYPES } from "./blocks";

/*
 * The attributes of a page write (spec §3 Page), camelCase as the API's readAttributes and the editor's
 * forms hand them over. Shared by the API and the editor.
 */

export const PAGE_LAYOUTS = ["default", "wide", "empty"] as const;

/**
 * First path segments the app's own pages use: a page with such a slug could never be reached at
 * /{slug}, so it is refused.
 */
export const RESERVED_SLUGS = [
  "en", "api", "auth", "assets", "locales", "uploads", "healthz", "switch", "partners", "nieuws", "news", "succesverhalen",
  "vacancies", "organizations", "sociale-kaart", "forms", "form_builder", "content", "users", "applications", "dashboard",
  "signup", "account", "profiel", "profile-edit", "profile-replies", "confirm", "uitloggen", "support", "volunteerly",
  "instellingen", "analytics", "admin", "conversations", "notificaties", "notification_templates", "vrijwilligerspool",
  "activiteitenkalender", "een-op-een-hulp", "contactformulier", "test", "taal", "kleurmodus", "weergave",
  "sitemap.xml", "robots.txt", "favicon.svg",
] as const;

export const slugField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.required })
    .max(120, { error: messages.maxLength(120) })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: messages.slugFormat })
    .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), { error: messages.slugReserved });

/** A slug from a title: lower case, accents dropped, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), z.string().trim().max(max, { error: messages.maxLength(max) }).nullable().optional());

const pageFields = {
  title: requiredText(160),
  slug: slugField(),
  pageType: z.enum(PAGE_TYPES, { error: messages.invalid }),
  pageLayout: z.enum(PAGE_LAYOUTS, { error: messages.invalid }),
  locale: z.enum(supportedLanguages, { error: messages.invalid }),
  showTitleOnPage: z.boolean({ error: messages.invalid }),
  isPublished: z.boolean({ error: messages.invalid }),
  summary: z.string().trim().max(500, { error: messages.maxLength(500) }),
  featured: z.boolean({ error: messages.invalid }),
  image: ImageSchema.nullable(),
  metaTitle: optionalText(120),
  metaDescription: optionalText(320),
  ogTitle: optionalText(120),
  ogDescription: optionalText(320),
  blocks: BlocksSchema,
};

export const PageCreateSchema = z.object({
  ...pageFields,
  // Without a slug, the title's.
  slug: pageFields.slug.optional(),
  pageType: pageFields.pageType.default("default"),
  pageLayout: pageFields.pageLayout.default("wide"),
  locale: pageFields.locale.default("nl"),
  showTitleOnPage: pageFields.showTitleOnPage.default(true),
  isPublished: pageFields.isPublished.default(false),
  summary: pageFields.summary.default(""),
  featured: pageFields.featured.default(false),
  image: pageFields.image.optional(),
  blocks: pageFields.blocks.default([]),
});
export type PageCreate = z.infer<typeof PageCreateSchema>;

export const PageUpdateSchema = z.object(pageFields).partial();
export type PageUpdate = z.infer<typeof PageUpdateSchema>;

export const PageFiltersSchema = z
  .object({
    page_type: z.enum(PAGE_TYPES).optional(),
    is_published: z.enum(["true", "false"]).optional(),
    locale: z.enum(supportedLanguages).optional(),
    slug: z.string().trim().toLowerCase().min(1).max(120).optional(),
    featured: z.enum(["true", "false"]).optional(),
    q: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type PageFilters = z.infer<typeof PageFiltersSchema>;

export const PAGE_SORTS = ["-published_at", "published_at", "title", "-title", "-updated_at", "updated_at"] as const;
