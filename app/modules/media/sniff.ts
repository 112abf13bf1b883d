/*
 * What an uploaded file really is, from its first bytes (never from its name or the type the browser
 * claims): JPEG, PNG, GIF, WebP or AVIF. Anything else — an executable renamed to .jpg, text, SVG (it can
 * carry script, decision 026) — is not an image we take. Bytes that only start like an image are caught
 * when sharp decodes them (variants.server.ts), and only re-encoded files are ever served, so whatever a
 * polyglot hides after its image data never leaves the server.
 */

export type ImageType = "jpeg" | "png" | "gif" | "webp" | "avif";

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((char, index) => bytes[start + index] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[]) => bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type the bytes begin with, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  // ISO base media: a box `ftyp` at offset 4 whose major brand is an AVIF one.
  if (ascii(bytes, 4, "ftyp") && (ascii(bytes, 8, "avif") || ascii(bytes, 8, "avis"))) return "avif";
  return null;
}
