import { describe, expect, it } from "vitest";
import { footerNeedsConfirmation, FooterSettingsSchema, isEmptyFooter } from "./schema";

const empty = FooterSettingsSchema.parse({});

describe("emptying the footer asks first", () => {
  it("counts an editor's empty paragraph as no text, a title or a logo as content", () => {
    expect(isEmptyFooter({ ...empty, footerColumn6Content: "<p></p>", footerColumn8Content: "<p><br></p>" })).toBe(true);
    expect(isEmptyFooter({ ...empty, footerColumn4Title: "Steun ons" })).toBe(false);
    expect(isEmptyFooter({ ...empty, footerColumn8Content: "<p>Word donateur</p>" })).toBe(false);
    expect(isEmptyFooter({ ...empty, showNovLogo: true })).toBe(false);
  });

  it("asks when a footer with content would be saved empty, until 'Ja, de footer leegmaken' is ticked", () => {
    const saved = { footerColumn4Title: "Steun ons" };
    expect(footerNeedsConfirmation(saved, empty)).toBe(true);
    expect(footerNeedsConfirmation(saved, FooterSettingsSchema.parse({ confirmEmpty: true }))).toBe(false);
    expect(footerNeedsConfirmation(saved, FooterSettingsSchema.parse({ footerColumn1Title: "Over ons" }))).toBe(false);
  });

  it("does not ask when the footer is empty already", () => {
    expect(footerNeedsConfirmation({}, empty)).toBe(false);
  });
});
