import { createHash } from "node:crypto";
import sharp, { type OutputInfo } from "sharp";
import { variantWidths } from "./limits";
import { sniffImageType, type ImageType } from "./sniff";

/*
 * An uploaded image made into the files that are served (decision 026): every width of variantWidths (never
 * enlarged) in WebP and in a widely read fallback — JPEG for photos, PNG for PNG, GIF (first frame) and
 * images with transparency. The EXIF orientation is applied and no metadata is kept (no camera, no GPS
 * position). The image is decoded once, shrunk to the largest width, and every file is made from that.
 */

export type VariantFormat = "webp" | "jpeg" | "png";
export type VariantFile = { width: number; height: number; format: VariantFormat; body: Buffer };
export type ProcessedImage = {
  /** The start of the SHA-256 of the uploaded bytes: files are named by it. */
  key: string;
  type: ImageType;
  /** After orientation. */
  width: number;
  height: number;
  fallback: "jpeg" | "png";
  files: VariantFile[];
};

/** Decoding stops beyond this many pixels (a 50-megapixel photo), so a small file cannot claim a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

export const FILE_EXTENSIONS: Record<VariantFormat, string> = { webp: "webp", jpeg: "jpg", png: "png" };

export function fileKeyOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

/** The image's variants, or null when the bytes are not an image we take (see sniff.ts). */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage | null> {
  const type = sniffImageType(bytes);
  if (!type) return null;
  const options = { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;
  let decoded: { data: Buffer; info: OutputInfo };
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, options).metadata();
    if (!meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
    const largest = variantWidths(width).at(-1)!;
    decoded = await sharp(bytes, options).rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { data, info } = decoded;
  const fallback = type === "jpeg" ? "jpeg" : type === "png" || type === "gif" || info.channels === 4 ? "png" : "jpeg";
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const encode = async (target: number, format: VariantFormat): Promise<VariantFile> => {
    let pipeline = sharp(data, raw);
    if (target < info.width) pipeline = pipeline.resize({ width: target });
    if (format === "webp") pipeline = pipeline.webp({ quality: 80, effort: 2 });
    else if (format === "jpeg") pipeline = pipeline.jpeg({ quality: 82, progressive: true });
    else pipeline = pipeline.png({ compressionLevel: 6 });
    const out = await pipeline.toBuffer({ resolveWithObject: true });
    return { width: out.info.width, height: out.info.height, format, body: out.data };
  };
  const widths = variantWidths(width);
  const files = await Promise.all(widths.flatMap((target) => [encode(target, "webp"), encode(target, fallback)]));
  return { key: fileKeyOf(bytes), type, width, height, fallback, files };
}
