import { useTranslation } from "~/modules/i18n/use-translation";
import type { CenterContact } from "~/modules/volunteer-centers/contact";

/**
 * The center's public contact details (decision 045) in the public footer: only what the center filled in,
 * e-mail and phone as mailto:/tel: links, the website as a link, the address as its lines.
 */
export function CenterContactDetails({ contact }: { contact: CenterContact }) {
  const { t } = useTranslation();
  const link = "underline underline-offset-4";
  return (
    <address className="flex flex-col gap-1 not-italic" data-testid="center-contact">
      {contact.address.length > 0 ? (
        <p>
          <span className="sr-only">{t("footer.address")}: </span>
          {contact.address.map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </p>
      ) : null}
      {contact.phone ? (
        <p>
          {t("footer.phone")}:{" "}
          {contact.phone.href ? (
            <a href={contact.phone.href} className={link}>
              {contact.phone.text}
            </a>
          ) : (
            contact.phone.text
          )}
        </p>
      ) : null}
      {contact.email ? (
        <p>
          {t("footer.email")}:{" "}
          <a href={contact.email.href} className={`${link} break-all`}>
            {contact.email.text}
          </a>
        </p>
      ) : null}
      {contact.website ? (
        <p>
          {t("footer.website")}:{" "}
          {contact.website.href ? (
            <a href={contact.website.href} className={`${link} break-all`}>
              {contact.website.text}
            </a>
          ) : (
            contact.website.text
          )}
        </p>
      ) : null}
    </address>
  );
}
