import { describe, expect, it } from "vitest";
import { emailField, parseMessage, requiredText } from "./validation";

describe("validation messages", () => {
  it("parses a key with a count", () => {
    expect(parseMessage("validation.minLength:8")).toEqual({ key: "validation.minLength", count: 8 });
    expect(parseMessage("validation.required")).toEqual({ key: "validation.required" });
  });

  it("gives translation keys as messages", () => {
    expect(requiredText().safeParse("  ").error?.issues[0]?.message).toBe("validation.required");
    expect(emailField().safeParse("not-an-email").error?.issues[0]?.message).toBe("validation.email");
    expect(emailField().safeParse(" anne@demo.example ").data).toBe("anne@demo.example");
  });
});
