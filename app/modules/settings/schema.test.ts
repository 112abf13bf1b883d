import { describe, expect, it } from "vitest";
import { CenterSettingsSchema } from "./schema";

describe("CenterSettingsSchema", () => {
  it("says a phone number is not one, not just that the field is not valid", () => {
    const result = CenterSettingsSchema.safeParse({ name: "Vrijwilligerscentrale Demo", phone: "xxx" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual(["phone: validation.phone"]);
    expect(CenterSettingsSchema.safeParse({ name: "Vrijwilligerscentrale Demo", phone: "+31 (0)570 123-456" }).success).toBe(true);
  });
});
