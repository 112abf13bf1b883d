import sharp from "sharp";
import { processImage } from "~/modules/media/variants.server";

/*
 * Issue 12's goal "an uploaded 4,000 px JPEG becomes its variants in under 1 s" as a measurement: a photo-like
 * 4,000 × 3,000 JPEG (noise, so it neither compresses nor decodes trivially) made into every variant the
 * upload path makes (decision 026). For scripts/bench.ts.
 */

/** A 4,000 × 3,000 JPEG of noise at quality 90. */
export async function benchJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** Milliseconds for the slowest of `runs` conversions of the JPEG into its variants (after one warm-up). */
export async function imageVariantsMs(runs = 3): Promise<number> {
  const jpeg = await benchJpeg();
  await processImage(jpeg);
  let slowest = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const result = await processImage(jpeg);
    const elapsed = performance.now() - started;
    if (!result || result.files.length !== 8) throw new Error("The bench JPEG did not become its eight variants");
    slowest = Math.max(slowest, elapsed);
  }
  return slowest;
}
