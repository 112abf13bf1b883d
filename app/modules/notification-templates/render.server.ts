import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { escapeHtml, type MailContent } from "~/modules/mail/messages.server";

/*
 * A notification template (issue 13) is a subject and a Markdown body with {{placeholders}}. Values are put in
 * after the Markdown is rendered, escaped for HTML, so a volunteer's name can add no markup or link to a mail;
 * the text part is the body with its values, links written as "label: address".
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The placeholders a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The placeholders of `text` that `allowed` does not offer. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
}

const renderer = new marked.Renderer();
renderer.html = () => "";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a", "h2", "h3", "blockquote", "hr"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { h1: "h2", h4: "h3", h5: "h3", h6: "h3" },
};

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

// Markers that survive Markdown untouched (letters and digits only) and that nobody types.
const marker = (index: number) => `VLYPLACEHOLDER${index}X`;

function substitute(text: string, values: Record<string, string>, escape: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => escape(values[name] ?? ""));
}

/** The mail a template makes with these values. */
export function renderTemplate(template: { subject: string; body: string }, values: Record<string, string>): MailContent {
  const names: string[] = [];
  const marked_ = template.body.replace(PLACEHOLDER, (_whole, name: string) => marker(names.push(name) - 1));
  const valueAt = (index: string) => values[names[Number(index)]!] ?? "";
  const html = sanitizeHtml(marked.parse(marked_, { async: false, renderer, gfm: true, breaks: true }) as string, OPTIONS)
    // A link's address takes only a web or mail address, whatever the value is.
    .replace(/href="VLYPLACEHOLDER(\d+)X"/g, (_whole, index: string) => `href="${escapeHtml(SAFE_HREF.test(valueAt(index)) ? valueAt(index) : "#")}"`)
    .replace(/VLYPLACEHOLDER(\d+)X/g, (_whole, index: string) => escapeHtml(valueAt(index)).replace(/\n/g, "<br>"))
    // An optional value left empty (a decision without a message) leaves no empty paragraph.
    .replace(/\n?<p>\s*<\/p>/g, "");
  const text = substitute(template.body, values, (value) => value)
    .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (_whole, label: string, href: string) => (label ? `${label}: ${href}` : href))
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_whole, a: string | undefined, b: string | undefined) => a ?? b ?? "")
    .replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, "\n\n");
  // A subject is one line of plain text.
  const subject = substitute(template.subject, values, (value) => value).replace(/\s+/g, " ").trim();
  return { subject, text: text.trim(), html: html.trim() };
}
