import { useTranslation } from "~/modules/i18n/use-translation";
import { localeOf } from "~/lib/dates";

/* Small pieces the form builder's pages share (filter fields come from ../manage/ui, with the shared control class). */

export const linkClass = "text-primary underline underline-offset-2 hover:no-underline";
export const secondaryLinkClass =
  "inline-flex items-center justify-center rounded-md border border-border bg-surface px-4 py-2 font-semibold text-text hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
export const cardClass = "flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6";

/** Date and time in the Netherlands, the same on server and client. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" });
  return (iso: string) => format.format(new Date(iso));
}
