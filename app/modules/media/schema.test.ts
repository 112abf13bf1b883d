import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "./limits";
import { StockImageFormSchema } from "./schema";

const form = (entries: Record<string, string | File>) => {
  const data = new FormData();
  data.set("intent", "save");
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return parseWithZod(data, { schema: StockImageFormSchema });
};
const empty = () => new File([], "");
const upload = "0b9f3c3e-6a55-4f4e-9d0e-2f1f3a3b4c5d";

describe("StockImageFormSchema", () => {
  it("names every missing thing at once: the name and, for a new picture, an upload or a file", () => {
    expect(form({ name: "", uploadId: "", file: empty() }).reply().error).toEqual({ name: ["validation.required"], uploadId: ["media:errors.required"] });
  });

  it("takes an upload or a file for a new picture, and neither for a change (the image stays)", () => {
    const chosen = form({ name: " Markt ", uploadId: upload, keywords: "markt, kraam", file: empty() });
    expect(chosen.status).toBe("success");
    expect(chosen.status === "success" && chosen.value).toMatchObject({ name: "Markt", uploadId: upload, keywords: "markt, kraam", description: "", shortDescription: "" });
    expect(form({ name: "Markt", file: new File([new Uint8Array([0xff, 0xd8])], "markt.jpg") }).status).toBe("success");
    expect(form({ name: "Markt", id: upload, uploadId: "" }).status).toBe("success");
  });

  it("refuses a file over the limit at the file", () => {
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], "groot.jpg");
    expect(form({ name: "Markt", file: big }).reply().error).toEqual({ file: ["media:errors.tooLarge"] });
  });
});
