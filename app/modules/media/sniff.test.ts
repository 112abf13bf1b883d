import { describe, expect, it } from "vitest";
import { sniffImageType } from "./sniff";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe("sniffImageType", () => {
  it("reads JPEG, PNG, GIF, WebP and AVIF from their first bytes", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"))).toBe("jpeg");
    expect(sniffImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR"))).toBe("png");
    expect(sniffImageType(bytes("GIF89a", 1, 0, 1, 0))).toBe("gif");
    expect(sniffImageType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("webp");
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, "ftypavif", 0, 0, 0, 0))).toBe("avif");
  });

  it("refuses what only its name calls an image: an executable, text, SVG, HTML, a PDF, an MP4", () => {
    expect(sniffImageType(bytes("MZ", 0x90, 0, 3, 0, 0, 0, 4, 0))).toBeNull();
    expect(sniffImageType(bytes(0x7f, "ELF", 2, 1, 1))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("Dit is gewoon tekst, geen foto.\n"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(bytes(0, 0, 0, 0x18, "ftypmp42"))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
  });
});
