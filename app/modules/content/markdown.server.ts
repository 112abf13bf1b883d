import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/*
 * Markdown of content blocks, rendered on the server: headings, lists, emphasis, quotes and links.
 * Raw HTML in the Markdown is dropped (it is text an editor typed, not markup to trust), links may only
 * go to this site, http(s), mailto or tel, and links to other sites get rel="noopener noreferrer".
 * What comes out is sanitized once more, whatever the Markdown parser lets through.
 */
const renderer = new marked.Renderer();
renderer.html = () => "";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "del", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote", "code", "hr"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A page has one h1 (its title): headings in content start at h2.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const attributes: sanitizeHtml.Attributes = /^(https?:)?\/\//i.test(href) ? { href, rel: "noopener noreferrer" } : { href };
      return { tagName, attribs: attributes };
    },
  },
};

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, renderer, gfm: true, breaks: false }) as string;
  return sanitizeHtml(html, OPTIONS).trim();
}

