import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

/*
 * Small pieces the management pages share: status badges, paging with a
 * per-page size select, empty states and a confirmation panel that works
 * without JavaScript.
 */

export const inputClass =
  "rounded-md border border-border bg-surface px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-primary";
export const linkClass = "text-primary underline underline-offset-2 hover:no-underline";
export const secondaryLinkClass =
  "inline-flex items-center justify-center rounded-md border border-border bg-surface px-4 py-2 font-semibold text-text hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

const STATUS_TONES: Record<string, string> = {
  published: "border-success/50 bg-success/10",
  draft: "border-border bg-surface-muted",
  filled: "border-info/50 bg-info/10",
  expired: "border-warning/50 bg-warning/10",
  archived: "border-border bg-surface-muted",
  accepted: "border-success/50 bg-success/10",
  rejected: "border-danger/50 bg-danger/10",
  new: "border-info/50 bg-info/10",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-sm whitespace-nowrap ${STATUS_TONES[status] ?? "border-border"}`}>{label}</span>;
}

/** The same URL with some parameters changed (undefined removes one). */
export function useHrefWith() {
  const location = useLocation();
  return (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === "") params.delete(name);
      else params.set(name, String(value));
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
}

/** Previous / next links and "page x of y"; the per-page select lives in the filter form. */
export function Pagination({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const { t } = useTranslation("manage");
  const hrefWith = useHrefWith();
  if (total === 0) return null;
  return (
    <nav aria-label={t("paging.label")} className="flex flex-wrap items-center justify-between gap-3">
      <p>{t("paging.page", { page, count: pageCount })}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefWith({ page: page - 1 })} className={secondaryLinkClass} rel="prev">
            {t("paging.previous")}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={hrefWith({ page: page + 1 })} className={secondaryLinkClass} rel="next">
            {t("paging.next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

export function PerPageSelect({ value, sizes }: { value: number; sizes: readonly number[] }) {
  const { t } = useTranslation("manage");
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{t("paging.perPage")}</span>
      <select name="perPage" defaultValue={String(value)} className={inputClass}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-dashed border-border bg-surface p-8 text-center">{children}</div>;
}

/** A confirmation step shown in the page (`?confirm=…`): a real form, so it works without JavaScript. */
export function ConfirmPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="confirm-title" className="flex flex-col gap-3 rounded-lg border-2 border-danger/60 bg-surface p-4" role="region">
      <h2 id="confirm-title" className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A date in the reader's language ("12 maart 2026"), the same on server and browser. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "Europe/Amsterdam" });
  return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : "");
}
