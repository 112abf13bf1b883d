import { Link } from "react-router";
import { useNonce } from "~/components/nonce";
import { formatDay } from "~/lib/dates";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Vacancy } from "~/modules/vacancies/types";

/* What the public vacancy page adds around the vacancy itself: ways to share it and data for search engines. */

/** A signed-in volunteer asks the organization a question: a conversation about the vacancy (issue 13). */
export function AskQuestionLink({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  return (
    <p>
      <Link to={lp(`/conversations/new?vacancy_id=${vacancyId}`)} className="text-primary underline">
        {t("detail.ask")}
      </Link>
    </p>
  );
}

/**
 * Instead of the response form on a vacancy that takes no responses. A response sent while the vacancy was filled or
 * expired meanwhile (the action's refused post, `refused`) is said not to be sent, and its message is given back to copy.
 */
export function ClosedNotice({ status, refused }: { status: Vacancy["status"]; refused?: { initialValue?: Record<string, unknown> | null } | null }) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const message = refused?.initialValue?.message;
  return (
    <section role="status" className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 p-4">
      <p className="font-semibold">{t(`detail.closed.${["filled", "expired", "archived", "draft"].includes(status) ? status : "other"}`)}</p>
      {typeof message === "string" && message.trim() ? (
        <>
          <p>{t("detail.closed.notSent")}</p>
          <blockquote className="whitespace-pre-wrap border-l-4 border-border pl-3">{message}</blockquote>
        </>
      ) : null}
      <Link to={lp("/vacancies/search")} className="underline">
        {t("detail.closed.findOther")}
      </Link>
    </section>
  );
}

/**
 * Instead of the response form for a signed-in volunteer whose response to this vacancy is still open. A response sent
 * anyway (an old tab: the API refused it, `refused`) is said not to be sent, and its message is given back.
 */
export function RespondedNotice({ response, refused }: { response: { id: string; createdAt: string }; refused?: { initialValue?: Record<string, unknown> | null } | null }) {
  const { t, i18n } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const message = refused?.initialValue?.message;
  return (
    <section role="status" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <p className="font-semibold">{t("detail.responded.already", { date: formatDay(response.createdAt, i18n.language) })}</p>
      {typeof message === "string" && message.trim() ? (
        <>
          <p>{t("detail.responded.notSent")}</p>
          <blockquote className="whitespace-pre-wrap border-l-4 border-border pl-3">{message}</blockquote>
        </>
      ) : null}
      <p className="flex flex-wrap gap-4">
        <Link to={lp(`/applications/${response.id}`)} className="text-primary underline">
          {t("detail.responded.view")}
        </Link>
        <Link to={lp("/applications")} className="text-primary underline">
          {t("detail.responded.all")}
        </Link>
      </p>
    </section>
  );
}

/** Plain links (no third-party scripts): mail, WhatsApp, LinkedIn, Facebook. */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation("vacancies");
  const text = t("detail.shareText", { title });
  const links = [
    { label: t("detail.shareEmail"), href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n${url}`)}` },
    { label: t("detail.shareWhatsapp"), href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { label: t("detail.shareLinkedin"), href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
    { label: t("detail.shareFacebook"), href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  ];
  return (
    <div>
      <h2 className="font-semibold">{t("detail.share")}</h2>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} className="underline" rel="noopener noreferrer" target={link.href.startsWith("mailto:") ? undefined : "_blank"}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** schema.org JobPosting (employment type VOLUNTEER) for search engines; inert data, still under the CSP nonce. */
export function StructuredData({ vacancy, url, summary }: { vacancy: Vacancy; url: string; summary: string }) {
  const nonce = useNonce();
  const json = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.title,
    description: vacancy.description,
    datePosted: vacancy.createdAt,
    ...(vacancy.expiresAt ? { validThrough: vacancy.expiresAt } : {}),
    employmentType: "VOLUNTEER",
    url,
    abstract: summary,
    directApply: true,
    ...(vacancy.organization
      ? { hiringOrganization: { "@type": "Organization", name: vacancy.organization.name, ...(vacancy.organization.website ? { sameAs: vacancy.organization.website } : {}) } }
      : {}),
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(vacancy.street ? { streetAddress: [vacancy.street, vacancy.houseNumber].filter(Boolean).join(" ") } : {}),
        ...(vacancy.postalCode ? { postalCode: vacancy.postalCode } : {}),
        addressLocality: vacancy.city ?? vacancy.organization?.city ?? undefined,
        addressCountry: "NL",
      },
    },
  };
  // `<` escaped so the description can never close the script element.
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, "\\u003c") }} />;
}
