import sharp from "sharp";

/**
 * A JPEG of noise, other bytes on every call: it does not compress to almost nothing as a flat colour would, so
 * resizing and size limits have real work, and no two uploads are the same file.
 */
export async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const salt = Math.floor(Math.random() * 1e9);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + salt) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}
