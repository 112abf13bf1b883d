import { z } from "zod";
import { messages, requiredText } from "~/lib/validation";
import { IMAGE_MAX_BYTES } from "./limits";

/*
 * The writes of uploads and stock images (spec §3 Stock image), camelCase as readAttributes hands them
 * over; shared by the API, the upload page and the image field.
 */

const optionalText = (max: number) => z.string().trim().max(max, { error: messages.maxLength(max) }).default("");

/** Keywords as a list, or as one text separated by commas (what a form field sends). */
const keywords = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(",")).map((word) => word.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(40, { error: messages.maxLength(40) })).max(20, { error: messages.invalid }))
  .default([]);

export const StockImageCreateSchema = z.object({
  name: requiredText(120),
  description: optionalText(2_000),
  shortDescription: optionalText(300),
  keywords,
  uploadId: z.guid({ error: messages.required }),
});
export type StockImageCreate = z.infer<typeof StockImageCreateSchema>;

export const StockImageUpdateSchema = z.object({
  name: requiredText(120).optional(),
  description: optionalText(2_000).optional(),
  shortDescription: optionalText(300).optional(),
  keywords: keywords.optional(),
  uploadId: z.guid({ error: messages.invalid }).optional(),
});
export type StockImageUpdate = z.infer<typeof StockImageUpdateSchema>;

export const StockImageFiltersSchema = z.object({ q: z.string().trim().min(1).max(200).optional() }).strict();
export type StockImageFilters = z.infer<typeof StockImageFiltersSchema>;

/**
 * An upload by JSON (JSON:API clients that cannot send multipart): the file's name and its bytes in base64.
 * Multipart posts (`file`) are read by the route itself.
 */
export const UploadCreateSchema = z.object({
  fileName: requiredText(255),
  content: z.base64({ error: messages.invalid }),
});

/**
 * The upload page's form (multipart). Checked in the browser too, so a file over the limit is named before it
 * is sent. Messages are keys of the media namespace, told with the field's name and the limit (FileField).
 */
export const UploadFormSchema = z.object({
  file: z
    .instanceof(File, { error: "media:errors.required" })
    .refine((file) => file.size > 0, { error: "media:errors.required" })
    .refine((file) => file.size <= IMAGE_MAX_BYTES, { error: "media:errors.tooLarge" }),
});

export const UploadRowActionSchema = z.object({ intent: z.literal("delete"), id: z.guid() });

/**
 * The form of /content/stock-images (multipart): a picture's texts and its image, one of the center's
 * uploads (`uploadId`) or a new file. A new picture needs one of the two; a change keeps its image when
 * neither is given. Keywords stay one text here; the API splits them.
 */
export const StockImageFormSchema = z
  .object({
    intent: z.literal("save"),
    id: z.guid().optional(),
    name: requiredText(120),
    shortDescription: optionalText(300),
    description: optionalText(2_000),
    keywords: z.string().trim().max(1_000, { error: messages.maxLength(1_000) }).default(""),
    uploadId: z.guid({ error: messages.invalid }).optional(),
    file: z
      .instanceof(File)
      .refine((file) => file.size <= IMAGE_MAX_BYTES, { error: "media:errors.tooLarge" })
      .optional(),
  })
  // Checked even when another field is wrong, so every missing thing is named at once.
  .refine((form) => form.id || form.uploadId || (form.file && form.file.size > 0), { error: "media:errors.required", path: ["uploadId"], when: (payload) => typeof payload.value === "object" && payload.value !== null });
export type StockImageForm = z.infer<typeof StockImageFormSchema>;

export const MEDIA_PAGE_SIZES = [12, 24, 48] as const;
