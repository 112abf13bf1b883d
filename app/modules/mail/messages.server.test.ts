import { describe, expect, it } from "vitest";
import { passwordResetMail } from "./messages.server";

const input = { appName: "Volunteerly", firstName: "Anne", link: "http://localhost/auth/reset?reset_password_token=a&b=<x>", hours: 6 };

describe("passwordResetMail", () => {
  it("is Dutch or English and carries the link", () => {
    const nl = passwordResetMail("nl", input);
    expect(nl.subject).toBe("Nieuw wachtwoord instellen voor Volunteerly");
    expect(nl.text).toContain("Hallo Anne,");
    expect(nl.text).toContain(input.link);
    expect(nl.text).toContain("6 uur");
    expect(passwordResetMail("en", input).subject).toBe("Set a new password for Volunteerly");
  });

  it("escapes the HTML part", () => {
    const { html } = passwordResetMail("en", { ...input, firstName: "<b>Eve</b>" });
    expect(html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(html).toContain('href="http://localhost/auth/reset?reset_password_token=a&amp;b=&lt;x&gt;"');
  });
});
