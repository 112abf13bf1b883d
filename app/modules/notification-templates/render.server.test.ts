import { describe, expect, it } from "vitest";
import { placeholdersIn, renderTemplate, unknownPlaceholders } from "./render.server";

describe("placeholders", () => {
  it("are found once each, in order, with or without spaces inside the braces", () => {
    expect(placeholdersIn("{{greeting}} {{ name }}, {{name}} — {{appName}}")).toEqual(["greeting", "name", "appName"]);
    expect(placeholdersIn("no placeholders {single} {{}} {{1x}}")).toEqual([]);
  });

  it("unknown ones are those the mail does not offer", () => {
    expect(unknownPlaceholders("{{greeting}} {{voornaam}} {{link}}", ["greeting", "link"])).toEqual(["voornaam"]);
    expect(unknownPlaceholders("{{greeting}}", ["greeting"])).toEqual([]);
  });
});

describe("renderTemplate", () => {
  const values = { name: "Sam", link: "https://example.org/reset?a=1&b=2", appName: "Volunteerly" };

  it("fills the placeholders of subject and body; the HTML part from Markdown, the text part plain", () => {
    const mail = renderTemplate({ subject: "Welkom  bij\n{{appName}}", body: "Hallo {{name}},\n\n**Klik** op [de link]({{link}}).\n\nGroet, {{appName}}" }, values);
    expect(mail.subject).toBe("Welkom bij Volunteerly");
    expect(mail.html).toContain("<p>Hallo Sam,</p>");
    expect(mail.html).toContain('<strong>Klik</strong> op <a href="https://example.org/reset?a=1&amp;b=2">de link</a>');
    expect(mail.text).toBe("Hallo Sam,\n\nKlik op de link: https://example.org/reset?a=1&b=2.\n\nGroet, Volunteerly");
  });

  it("an unknown or missing value is left empty", () => {
    expect(renderTemplate({ subject: "{{nope}}x", body: "a{{nope}}b" }, {})).toEqual({ subject: "x", text: "ab", html: "<p>ab</p>" });
  });

  it("values add no markup: a name with HTML or Markdown is text", () => {
    const mail = renderTemplate({ subject: "{{name}}", body: "Hallo {{name}}" }, { name: '<img src=x onerror="alert(1)"> **vet** [a](https://evil.example)' });
    expect(mail.html).toBe("<p>Hallo &lt;img src=x onerror=&quot;alert(1)&quot;&gt; **vet** [a](https://evil.example)</p>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<strong>");
  });

  it("a value's lines are kept as line breaks", () => {
    expect(renderTemplate({ subject: "s", body: "Bericht:\n\n{{message}}" }, { message: "regel 1\nregel 2" }).html).toContain("<p>regel 1<br>regel 2</p>");
  });

  it("a <script> in the body is dropped, not sent", () => {
    const mail = renderTemplate({ subject: "s", body: "Hallo\n\n<script>alert(1)</script>\n\nen <b onclick=\"x()\">inline</b> <iframe src=\"https://evil.example\"></iframe>" }, {});
    expect(mail.html).not.toMatch(/<script|<iframe|onclick|<b\b/i);
    expect(mail.html).toContain("<p>Hallo</p>");
  });

  it("a javascript: or data: link is inert; a placeholder's address only as a web or mail address", () => {
    const mail = renderTemplate({ subject: "s", body: "[klik](javascript:alert(1)) [data](data:text/html,x) [mail](mailto:a@example.org) [via]({{link}})" }, { link: "javascript:alert(2)" });
    expect(mail.html).not.toMatch(/javascript:|data:text/i);
    expect(mail.html).toContain('<a href="mailto:a@example.org">mail</a>');
    expect(mail.html).toContain('<a href="#">via</a>');
  });

  it("an optional value left empty leaves no empty paragraph or run of blank lines", () => {
    const mail = renderTemplate({ subject: "s", body: "Hallo\n\n{{message}}\n\nGroet" }, { message: "" });
    expect(mail.html).toBe("<p>Hallo</p>\n<p>Groet</p>");
    expect(mail.text).toBe("Hallo\n\nGroet");
  });
});
