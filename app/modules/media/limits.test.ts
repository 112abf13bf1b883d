import { describe, expect, it } from "vitest";
import { tFor } from "~/modules/i18n/instance.server";
import { formatBytes, IMAGE_MAX_BYTES, variantWidths } from "./limits";
import { imageSources, servedFile, uploadUrl } from "./sources";

describe("variantWidths", () => {
  it("offers the standard widths below the image's own and never enlarges it", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("the size message (spec §5)", () => {
  it("names the field and the limit in Dutch and English", () => {
    const size = formatBytes(IMAGE_MAX_BYTES);
    expect(size).toBe("8 MB");
    const nl = tFor("nl", "media");
    const en = tFor("en", "media");
    expect(nl("errors.tooLarge", { field: nl("errors.theImage"), size })).toBe("De grootte van de afbeelding moet kleiner zijn dan 8 MB");
    expect(en("errors.tooLarge", { field: en("errors.theImage"), size })).toBe("The size of the image must be smaller than 8 MB");
  });

  it("writes sizes as people read them", () => {
    expect(formatBytes(1536 * 1024)).toBe("1.5 MB");
    expect(formatBytes(20_480)).toBe("20 kB");
    expect(formatBytes(12)).toBe("12 B");
  });
});

describe("imageSources", () => {
  const key = "0123456789abcdef0123456789abcdef";

  it("gives an upload's srcset in its own format and in WebP from its URL alone", () => {
    const sources = imageSources(uploadUrl(key, 1280, 853, "jpg"))!;
    expect(sources).toEqual({
      src: `/uploads/${key}-1280x853.jpg`,
      srcSet: `/uploads/${key}-320.jpg 320w, /uploads/${key}-640.jpg 640w, /uploads/${key}-1280.jpg 1280w`,
      webpSrcSet: `/uploads/${key}-320.webp 320w, /uploads/${key}-640.webp 640w, /uploads/${key}-1280.webp 1280w`,
      width: 1280,
      height: 853,
    });
  });

  it("leaves other addresses alone", () => {
    expect(imageSources("/uploads/demo/garden.svg")).toBeNull();
    expect(imageSources("https://example.org/foto.jpg")).toBeNull();
    expect(imageSources(`/uploads/${key}-1280x853.jpg?x=1`)).toBeNull();
  });

  it("serves only names of the form the app makes", () => {
    expect(servedFile(`${key}-640.webp`)).toEqual({ key, width: 640, extension: "webp" });
    expect(servedFile(`${key}-1280x853.jpg`)).toEqual({ key, width: 1280, extension: "jpg" });
    for (const name of ["../etc/passwd", `${key}-640.svg`, `${key}-640.webp/..`, `..%2F${key}-640.webp`, `${key.toUpperCase()}-640.png`, ""]) {
      expect(servedFile(name)).toBeNull();
    }
  });
});
