import { describe, expect, it } from "vitest";
import { dateField, dateMessages, dateTimeField, emailField, isDay, messages, parseMessage, requiredText } from "./validation";

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

describe("date fields", () => {
  const message = (schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

  it("takes a day that exists as <input type=date> sends it, and says anything else in the calendar's words", () => {
    expect(dateField().safeParse("2028-02-29").data).toBe("2028-02-29");
    for (const bad of ["2026-02-29", "2026-02-31", "2026-13-01", "2026-1-01", "01-02-2026", "morgen", "2026-01-01T10:00", " 2026-01-01"])
      expect(message(dateField(), bad), bad).toEqual([dateMessages.invalidDate]);
    expect(dateMessages.invalidDate).toBe("dateRange.invalidDate");
  });

  it("keeps a schema's own message when it gives one (the API's)", () => {
    expect(message(dateField(messages.invalid), "2026-02-31")).toEqual(["validation.invalid"]);
    expect(message(dateTimeField(messages.invalid), "2026-02-31T10:00")).toEqual(["validation.invalid"]);
  });

  it("takes a wall-clock moment as <input type=datetime-local> sends it, once said when it is none", () => {
    expect(dateTimeField().safeParse("2031-06-01T18:00").data).toBe("2031-06-01T18:00");
    for (const bad of ["2031-06-01", "2031-06-01 18:00", "2031-06-01T24:00", "2031-06-01T18:00:00", "2031-06-31T18:00", "2031-06-01T18:00+02:00", "morgen"])
      expect(message(dateTimeField(), bad), bad).toEqual([dateMessages.invalidDateTime]);
  });

  it("tells a day from no day for the GET filters", () => {
    expect(isDay("2026-12-31")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("")).toBe(false);
  });
});
