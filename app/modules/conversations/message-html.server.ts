import { descriptionText, sanitizeDescription } from "~/modules/vacancies/sanitize.server";
import { escapeHtml } from "~/modules/mail/messages.server";

/*
 * A message's body is rich text (the editor's HTML) or, from a plain textarea without JavaScript, text whose
 * lines are kept. Either way the server stores it sanitized with the vacancy descriptions' rules: simple
 * markup only, safe links.
 */
export function messageHtml(input: string): string {
  // The editor's markup; anything else in angle brackets is text someone typed.
  const looksLikeHtml = /<\/?(p|br|strong|em|b|i|u|ul|ol|li|a|h[1-6]|blockquote|div|span|script|style|img|iframe)\b[^>]*>/i.test(input);
  const html = looksLikeHtml
    ? input
    : input
        .trim()
        .split(/\n\s*\n/)
        .map((block) => `<p>${escapeHtml(block.trim()).replace(/\r?\n/g, "<br>")}</p>`)
        .join("");
  const clean = sanitizeDescription(html);
  // Inline markup alone (no editor around it) still reads as a paragraph.
  return clean === "" || /^<(p|ul|ol|h[2-4]|blockquote)[\s>]/i.test(clean) ? clean : `<p>${clean}</p>`;
}

/** The message as plain text: mail, search, the check that something is left. */
export function messageText(html: string): string {
  return descriptionText(html);
}
