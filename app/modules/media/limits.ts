/*
 * The size limit of an uploaded image (spec §5: "the size of the {field} must be smaller than {size}"; the
 * spec does not give the value). 8 MB holds a phone's 4,000 px photo; page forms carry at most 10 MB in all
 * (PAGE_UPLOAD_LIMIT_BYTES), so a file just over the limit still reaches the check and gets this message.
 */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** The limit as people read it: "8 MB" (nl and en write it alike). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} B`;
}

/** The widths an image is offered in (px); an image is never enlarged, so a smaller one gets fewer. */
export const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;

/** The widths of the variants of an image `width` px wide: the standard ones below it, and its own width up to the largest. */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] as number;
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  const own = Math.min(width, largest);
  if (!widths.includes(own)) widths.push(own);
  return widths;
}
