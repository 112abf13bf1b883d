import { VARIANT_WIDTHS } from "./limits";

/*
 * An uploaded image's URL says everything an <img> needs, so pages render its srcset without asking the
 * database: `/uploads/<key>-<width>x<height>.<jpg|png>` is its largest variant; the smaller ones are
 * `/uploads/<key>-<w>.<ext>` for the standard widths below it, each also as `.webp`.
 */

const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})-(\d{1,4})x(\d{1,5})\.(jpg|png)$/;

export type ImageSources = {
  src: string;
  /** The fallback format's variants (JPEG or PNG). */
  srcSet: string;
  /** The same widths in WebP. */
  webpSrcSet: string;
  width: number;
  height: number;
};

/** The canonical URL of an upload: its largest variant in the fallback format. */
export function uploadUrl(key: string, width: number, height: number, extension: "jpg" | "png"): string {
  return `/uploads/${key}-${width}x${height}.${extension}`;
}

/** The sources of an uploaded image's URL; null for any other URL (an https address, a file of public/). */
export function imageSources(url: string): ImageSources | null {
  const match = UPLOAD_URL.exec(url);
  if (!match) return null;
  const [, key, w, h, extension] = match as unknown as [string, string, string, string, string];
  const width = Number(w);
  const widths = [...VARIANT_WIDTHS.filter((candidate) => candidate < width), width];
  const set = (ext: string) => widths.map((candidate) => `/uploads/${key}-${candidate}.${ext} ${candidate}w`).join(", ");
  return { src: url, srcSet: set(extension), webpSrcSet: set("webp"), width, height: Number(h) };
}

/** The files a served upload URL may name: a variant `<key>-<w>.<ext>` or the canonical `<key>-<w>x<h>.<ext>`. */
const SERVED = /^([0-9a-f]{32})-(\d{1,4})(?:x\d{1,5})?\.(webp|jpg|png)$/;

export function servedFile(name: string): { key: string; width: number; extension: "webp" | "jpg" | "png" } | null {
  const match = SERVED.exec(name);
  if (!match) return null;
  return { key: match[1]!, width: Number(match[2]), extension: match[3] as "webp" | "jpg" | "png" };
}
