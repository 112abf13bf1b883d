import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis, quotes and links", () => {
    const html = renderMarkdown("# Titel\n\nTekst met **nadruk** en *cursief*.\n\n- een\n- twee\n\n> citaat\n\n[Vacatures](/vacancies/search)");
    expect(html).toContain("<h2>Titel</h2>");
    expect(html).toContain("<strong>nadruk</strong>");
    expect(html).toContain("<em>cursief</em>");
    expect(html).toContain("<ul>\n<li>een</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="/vacancies/search">Vacatures</a>');
  });

  it("gives links to other sites rel=noopener noreferrer", () => {
    expect(renderMarkdown("[Extern](https://example.org)")).toContain('<a href="https://example.org" rel="noopener noreferrer">Extern</a>');
  });

  it("renders script, javascript: links and event attributes inert", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[klik](javascript:alert(3))\n\n<a href="javascript:alert(4)" onclick="alert(5)">a</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img/i);
    expect(html).not.toContain("alert(");
  });

  it("drops raw HTML an editor typed, also harmless tags", () => {
    expect(renderMarkdown('<div class="x"><b>vet</b></div>\n\nGewoon')).toBe("<p>Gewoon</p>");
  });
});
