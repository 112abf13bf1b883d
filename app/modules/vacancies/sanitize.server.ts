import sanitizeHtml from "sanitize-html";

/*
 * Vacancy descriptions are rich text written by organizations and shown to
 * everyone: only simple markup survives, links can only be http(s) or mailto
 * and open safely. Stored sanitized, so every reader (the page, the API, an
 * outside client) gets the clean version.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote"],
  // rel and target are always overwritten by the transform below.
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
    b: "strong",
    i: "em",
    h1: "h2",
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The description as plain text (meta descriptions, mail, JSON-LD). */
export function descriptionText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, "$& "), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, " ")
    .trim();
}
