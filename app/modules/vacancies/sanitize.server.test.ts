import { describe, expect, it } from "vitest";
import { descriptionText, sanitizeDescription } from "./sanitize.server";

describe("sanitizeDescription", () => {
  it("strips scripts, event handlers and javascript: URLs", () => {
    const dirty =
      '<p onclick="steal()">Hallo<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">klik</a><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeDescription(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
    expect(clean).toContain("<p>Hallo</p>");
    expect(clean).toContain("klik");
  });

  it("keeps the allowed markup and makes links open safely", () => {
    const clean = sanitizeDescription(
      '<h2>Wat ga je doen?</h2><ul><li><strong>Koken</strong> en <em>eten</em></li></ul><blockquote>Leuk!</blockquote><a href="https://example.org" target="_self" rel="opener">site</a>',
    );
    expect(clean).toContain("<h2>Wat ga je doen?</h2>");
    expect(clean).toContain("<ul><li><strong>Koken</strong> en <em>eten</em></li></ul>");
    expect(clean).toContain("<blockquote>Leuk!</blockquote>");
    expect(clean).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">site</a>');
  });

  it("drops styles and unknown attributes", () => {
    expect(sanitizeDescription('<p style="color:red" class="x" data-a="1">tekst</p>')).toBe("<p>tekst</p>");
  });
});

describe("descriptionText", () => {
  it("gives plain text with the blocks separated", () => {
    expect(descriptionText("<p>Eén</p><ul><li>twee</li><li>drie</li></ul>")).toBe("Eén twee drie");
  });
});
