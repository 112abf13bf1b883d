import { describe, expect, it } from "vitest";
import { authStatusOf } from "./status";

describe("authStatusOf (spec §4)", () => {
  it("is SIGNED_IN only with access-token, client and uid", () => {
    expect(authStatusOf({ accessToken: "t", client: "c", uid: "u" })).toBe("SIGNED_IN");
    expect(authStatusOf({ accessToken: "t", client: "c" })).toBe("SIGNED_OUT");
    expect(authStatusOf({ accessToken: "", client: "c", uid: "u" })).toBe("SIGNED_OUT");
    expect(authStatusOf(null)).toBe("SIGNED_OUT");
  });
});
