import { describe, expect, it } from "vitest";
import { existingAccountMail } from "./signup-mails.server";

describe("the mail to an address that has an account already", () => {
  const links = { appName: "Vrijwilligerscentrale", loginLink: "https://example.org/auth/login-1", recoverLink: "https://example.org/auth/recover" };

  it.each([
    ["nl", "Sam", "Beste Sam,"],
    ["en", "Sam", "Dear Sam,"],
    ["nl", "", "Hallo,"],
    ["en", "", "Hello,"],
    ["nl", "  ", "Hallo,"],
  ] as const)("%s, first name %j: greets with %j", (language, firstName, expected) => {
    const mail = existingAccountMail(language, { ...links, firstName });
    expect(mail.text.split("\n\n")[0]).toBe(expected);
    expect(mail.html).toContain(`<p>${expected}</p>`);
    // Not the app's name as if it were the account holder's (it was "Beste Vrijwilligerscentrale,").
    expect(mail.text).not.toMatch(/^(Beste|Dear) Vrijwilligerscentrale,/m);
  });
});
