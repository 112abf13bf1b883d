import { describe, expect, it } from "vitest";
import { messageHtml, messageText } from "./message-html.server";

describe("messageHtml", () => {
  it("keeps the lines and paragraphs of plain text, escaped", () => {
    expect(messageHtml("Hallo <daar> & jij\nregel twee\n\nNieuw stuk")).toBe("<p>Hallo &lt;daar&gt; &amp; jij<br />regel twee</p><p>Nieuw stuk</p>");
  });

  it("sanitizes rich text: scripts and handlers go, safe links stay", () => {
    const html = messageHtml('<p onclick="x()">Zie <a href="https://example.org">dit</a><script>alert(1)</script></p><img src=x onerror=alert(1)>');
    expect(html).toBe('<p>Zie <a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">dit</a></p>');
  });

  it("leaves no text of markup alone", () => {
    expect(messageText(messageHtml("<script>alert(1)</script>"))).toBe("");
  });
});
