import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { csrfCookie, volunteerCenterCookie } from "./session.server";

describe("signed cookies", () => {
  it("refuse a value signed with the default secret that used to be in the source (issue 18)", async () => {
    for (const cookie of [csrfCookie(), volunteerCenterCookie()]) {
      const forged = await createCookie(cookie.name, { secrets: ["volunteerly-development-secret-change-me"] }).serialize("forged-value");
      expect(await cookie.parse(forged.split(";")[0]!)).toBeNull();
      // The app's own secret still works.
      expect(await cookie.parse((await cookie.serialize("own-value")).split(";")[0]!)).toBe("own-value");
    }
  });
});
