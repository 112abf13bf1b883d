import { z } from "zod";
import { attr, defineResource, s } from "~/api/resource.server";
import { IMAGE_MAX_BYTES } from "./limits";
import { StockImageCreateSchema, StockImageFiltersSchema, StockImageUpdateSchema, UploadCreateSchema } from "./schema";
import type { StockImageResource } from "./stock-images.server";
import type { UploadResource } from "./uploads.server";

const SourcesSchema = z.object({
  src: z.string(),
  srcSet: z.string().describe("The JPEG or PNG variants, for <img srcset>."),
  webpSrcSet: z.string().describe("The same widths in WebP, for <source type=\"image/webp\">."),
  width: z.number().int(),
  height: z.number().int(),
});

export const uploadResource = defineResource<UploadResource>({
  type: "uploads",
  description:
    `An image a volunteer center uploaded (issue 12), for its content editors (admin, center_superuser, content_manager, page_manager). ` +
    `Create it with multipart/form-data (field \`file\`) or, for clients that only send JSON, a document whose attributes are file_name and content (the bytes in base64). ` +
    `At most ${IMAGE_MAX_BYTES} bytes; the type is read from the bytes (JPEG, PNG, GIF, WebP, AVIF; SVG and everything else is a 422 on /data/attributes/file). ` +
    `It is served as re-encoded variants (widths 320, 640, 1280, 1920, never enlarged; WebP and JPEG or PNG) under \`url\` on the center's own host, cached for a year. ` +
    `Admins, center superusers and content managers delete uploads; one a stock image shows is a 409.`,
  attributes: {
    id: attr(s.id),
    originalName: attr(s.text),
    contentType: attr(s.text),
    byteSize: attr(s.int),
    width: attr(s.int),
    height: attr(s.int),
    url: attr(z.string().describe("The largest variant, a path on the center's host; the image blocks of pages take it as image.url.")),
    sources: attr(SourcesSchema),
    variants: attr(z.array(z.object({ name: z.string(), width: z.number().int(), height: z.number().int(), format: z.enum(["webp", "jpeg", "png"]), bytes: z.number().int() }))),
    createdAt: attr(s.timestamp),
  },
  page: { defaultSize: 24, maxSize: 100 },
  paths: { collection: "/uploads", member: "/uploads/:id" },
  writes: {
    create: { attributes: UploadCreateSchema },
    multipartCreate: {
      type: "object",
      required: ["file"],
      properties: { file: { type: "string", format: "binary", description: "The image file." } },
    },
  },
});

export const stockImageResource = defineResource<StockImageResource>({
  type: "stock_images",
  description:
    "A picture of the volunteer center's stock image library (spec §3 Stock image) to pick from in every image field. Content editors read and search it " +
    "(filter[q] over name, descriptions and keywords); admins, center superusers and content managers add, change and remove pictures. The picture is an upload " +
    "of the center (relationship upload, by its id).",
  attributes: {
    id: attr(s.id),
    name: attr(s.text),
    description: attr(s.text),
    shortDescription: attr(s.text),
    keywords: attr(s.texts),
    image: attr(SourcesSchema, (row) => row.upload.sources),
    imageUrl: attr(z.string()),
    createdAt: attr(s.timestamp),
    updatedAt: attr(s.timestamp),
  },
  relationships: { upload: { resource: () => uploadResource as never, get: (row) => row.upload } },
  includes: ["upload"],
  filters: StockImageFiltersSchema,
  page: { defaultSize: 24, maxSize: 100 },
  paths: { collection: "/stock-images", member: "/stock-images/:id" },
  writes: { create: { attributes: StockImageCreateSchema }, update: { attributes: StockImageUpdateSchema } },
});
