import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { BlockSchema, ImageSchema, PAGE_TYPES } from "./blocks";
import type { PageResource } from "./pages.server";
import { PAGE_LAYOUTS, PAGE_SORTS, PageCreateSchema, PageFiltersSchema, PageUpdateSchema } from "./schema";

export const pageResource = defineResource<PageResource>({
  type: "pages",
  description:
    "A content page of the volunteer center (spec §3 Page): an information page, a news item or a success story, with its blocks in page order. Visitors read published pages; editors (admin, center_superuser, content_manager, page_manager) all of them.",
  attributes: {
    id: attr(s.id),
    title: attr(s.text),
    slug: attr(s.text),
    locale: attr(s.text),
    pageType: attr(z.enum(PAGE_TYPES)),
    pageLayout: attr(z.enum(PAGE_LAYOUTS)),
    showTitleOnPage: attr(s.bool),
    isPublished: attr(s.bool),
    publishedAt: attr(s.timestamp),
    summary: attr(s.text),
    featured: attr(s.bool),
    image: attr(ImageSchema.nullable()),
    metaTitle: attr(s.optionalText),
    metaDescription: attr(s.optionalText),
    ogTitle: attr(s.optionalText),
    ogDescription: attr(s.optionalText),
    blocks: attr(z.array(BlockSchema)),
    /** The forms its BuilderForm blocks embed; publicToken only for forms anyone may fill in. */
    forms: attr(z.array(z.object({ id: z.string(), title: z.string(), publicToken: z.string().nullable() }))),
    canEdit: attr(s.bool),
    createdAt: attr(s.timestamp),
    updatedAt: attr(s.timestamp),
  },
  filters: PageFiltersSchema,
  sorts: PAGE_SORTS,
  page: { defaultSize: 25, maxSize: 100 },
  paths: { collection: "/pages", member: "/pages/:id" },
  writes: { create: { attributes: PageCreateSchema }, update: { attributes: PageUpdateSchema } },
});
