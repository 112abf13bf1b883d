/** The pages of the component gallery (spec §2 "Developer test pages"), in the order the index lists them. */
export const GALLERY_PAGES = [
  "api",
  "auth",
  "dupe",
  "form",
  "user",
  "colors",
  "sentry",
  "tiptap",
  "toaster",
  "step-form",
  "step-form-2",
  "datepicker",
  "dollar-api",
  "user-store",
  "formbuilder",
  "server-error",
] as const;

export type GalleryPage = (typeof GALLERY_PAGES)[number];

/** Shared looks of the gallery's pages. */
export const sectionClass = "flex flex-col gap-3";
export const headingClass = "text-xl font-semibold";
export const linkClass = "text-primary underline";
export const codeBlockClass = "max-h-96 overflow-auto rounded-md border border-border bg-surface-muted p-3 text-sm";
