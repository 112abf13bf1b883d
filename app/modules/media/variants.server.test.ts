import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processImage } from "./variants.server";

/** A photo-like JPEG (noise, so it does not compress to nothing), optionally with an EXIF orientation and a camera note. */
async function photo(width: number, height: number, options: { orientation?: number; format?: "jpeg" | "png" | "webp"; alpha?: boolean } = {}) {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation }).withExifMerge({ IFD0: { Make: "Volunteerly Camera" } });
  const format = options.format ?? "jpeg";
  return (format === "jpeg" ? image.jpeg() : format === "png" ? image.png() : image.webp()).toBuffer();
}

describe("processImage", () => {
  it("makes a wide JPEG into WebP and JPEG variants of the standard widths, without metadata", async () => {
    const input = await photo(2400, 1600, { orientation: 1 });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = (await processImage(input))!;
    expect(result.type).toBe("jpeg");
    expect(result.fallback).toBe("jpeg");
    expect(result.files.map((file) => `${file.format}:${file.width}x${file.height}`).sort()).toEqual(
      ["jpeg:1280x853", "jpeg:1920x1280", "jpeg:320x213", "jpeg:640x427", "webp:1280x853", "webp:1920x1280", "webp:320x213", "webp:640x427"].sort(),
    );
    for (const file of result.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.format).toBe(file.format);
      expect(meta.exif).toBeUndefined();
    }
  });

  it("applies the EXIF orientation (a portrait photo stored sideways stays a portrait)", async () => {
    const result = (await processImage(await photo(800, 600, { orientation: 6 })))!;
    expect([result.width, result.height]).toEqual([600, 800]);
    expect(result.files.map((file) => `${file.format}:${file.width}x${file.height}`).sort()).toEqual(["jpeg:320x427", "jpeg:600x800", "webp:320x427", "webp:600x800"]);
  });

  it("never enlarges a small image; PNG stays PNG, WebP with transparency becomes PNG", async () => {
    const png = (await processImage(await photo(200, 100, { format: "png" })))!;
    expect(png.files.map((file) => `${file.format}:${file.width}x${file.height}`).sort()).toEqual(["png:200x100", "webp:200x100"]);
    const webp = (await processImage(await photo(300, 300, { format: "webp", alpha: true })))!;
    expect(webp.type).toBe("webp");
    expect(webp.fallback).toBe("png");
  });

  it("refuses a renamed executable, text and a file that only starts like a JPEG", async () => {
    expect(await processImage(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]))).toBeNull();
    expect(await processImage(new TextEncoder().encode("geen afbeelding"))).toBeNull();
    const fake = new Uint8Array(4096);
    fake.set([0xff, 0xd8, 0xff, 0xe0]);
    fake.set(new TextEncoder().encode("MZ this program cannot be run in DOS mode"), 4);
    expect(await processImage(fake)).toBeNull();
  });

  it("serves none of what a polyglot hides after its image: only re-encoded pixels leave", async () => {
    const image = await photo(400, 300);
    const payload = new TextEncoder().encode("<script>alert(1)</script>PK\u0003\u0004");
    const polyglot = new Uint8Array([...image, ...payload]);
    const result = await processImage(polyglot);
    for (const file of result?.files ?? []) expect(Buffer.from(file.body).includes(Buffer.from("<script>"))).toBe(false);
  });
});
