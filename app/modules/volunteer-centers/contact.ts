/*
 * A center's public contact details (decision 045: e-mail, phone, address and website set in /instellingen),
 * as the public footer shows them: only what is filled in, with the links a visitor can follow.
 */

export type CenterContactFields = { email?: string | null; phone?: string | null; address?: string | null; website?: string | null };

export type CenterContact = {
  email: { text: string; href: string } | null;
  phone: { text: string; href: string } | null;
  /** One entry per line, as typed. */
  address: string[];
  website: { text: string; href: string } | null;
};

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The contact details worth showing, or null when the center filled in none. */
export function centerContact(center: CenterContactFields): CenterContact | null {
  const email = filled(center.email);
  const phone = filled(center.phone);
  const website = filled(center.website);
  const address = (filled(center.address) ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  // The settings accept only digits, spaces, + ( ) and - for a phone number; the link keeps the + and the digits,
  // without the "(0)" written after a country code (+31 (0)38 … is dialled +3138 …).
  const dialled = phone ? phone.replace(/\(0\)/g, "").replace(/[^\d+]/g, "") : "";
  const contact: CenterContact = {
    email: email && !/[\s<>"]/.test(email) ? { text: email, href: `mailto:${email}` } : null,
    phone: phone ? { text: phone, href: dialled ? `tel:${dialled}` : "" } : null,
    address,
    // Only web addresses are links (the settings accept nothing else; older or hand-made values are shown as text).
    website: website ? { text: website.replace(/^https?:\/\//i, "").replace(/\/$/, ""), href: /^https?:\/\/[^\s"'<>]+$/i.test(website) ? website : "" } : null,
  };
  return contact.email || contact.phone || contact.address.length > 0 || contact.website ? contact : null;
}
