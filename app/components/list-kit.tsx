import type { ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control";

/*
 * Small pieces the management pages share: status badges, status tabs, the GET
 * filter form and its fields, the result table, paging with a per-page size
 * select, empty states and a confirmation panel that works without JavaScript.
 */

/** The one form control class (border-input), under the name these pages know. */
export const inputClass = controlClass;
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
  return <FilterSelect name="perPage" label={t("paging.perPage")} value={String(value)} options={sizes.map((size) => ({ value: String(size), label: String(size) }))} />;
}

/** Tabs over a list's statuses ("all" first), each with its count; a link per tab, the current one marked. */
export function StatusTabs<S extends string>({
  label,
  statuses,
  current,
  counts,
  allLabel,
  statusLabel,
}: {
  label: string;
  statuses: readonly S[];
  current: S | undefined;
  counts: Record<S, number>;
  allLabel: string;
  statusLabel: (status: S) => string;
}) {
  const hrefWith = useHrefWith();
  const all = statuses.reduce((sum, status) => sum + counts[status], 0);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {[undefined, ...statuses].map((status) => {
          const selected = current === status;
          return (
            <li key={status ?? "all"}>
              <Link
                to={hrefWith({ status, page: undefined })}
                aria-current={selected ? "page" : undefined}
                className={`inline-flex gap-2 rounded-full border px-3 py-1 ${selected ? "border-primary bg-primary text-on-primary" : "border-border bg-surface hover:bg-surface-muted"}`}
              >
                {status ? statusLabel(status) : allLabel}
                <span className="font-semibold">{status ? counts[status] : all}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A list's filter form: a plain GET form (role="search"), so it works without JavaScript. The
 * fields come first, then the per-page select, the submit button and a link that resets all filters
 * (their texts are the management pages' unless given).
 */
export function FilterForm({
  label,
  perPage,
  submitLabel,
  resetLabel,
  resetTo,
  children,
}: {
  label: string;
  perPage: { value: number; sizes: readonly number[] };
  submitLabel?: string;
  resetLabel?: string;
  resetTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("manage");
  return (
    <Form method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-4">
      {children}
      <PerPageSelect value={perPage.value} sizes={perPage.sizes} />
      <Button type="submit">{submitLabel ?? t("list.filter")}</Button>
      <Link to={resetTo} className={linkClass + " self-center"}>
        {resetLabel ?? t("list.reset")}
      </Link>
    </Form>
  );
}

function FilterLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      {children}
    </label>
  );
}

/** A labelled search (or date) field of a filter form; `value` is the current filter. */
export function FilterInput({ name, label, value, type = "search" }: { name: string; label: string; value: string | undefined; type?: "search" | "date" }) {
  return (
    <FilterLabel label={label}>
      <input type={type} name={name} defaultValue={value ?? ""} className={inputClass} />
    </FilterLabel>
  );
}

/**
 * A labelled select of a filter form. With `anyLabel` it starts with an empty option (no filter);
 * `wide` caps long option lists (organizations, vacancies) at a readable width.
 */
export function FilterSelect({
  name,
  label,
  value,
  anyLabel,
  options,
  wide = false,
}: {
  name: string;
  label: string;
  value: string | undefined;
  anyLabel?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  wide?: boolean;
}) {
  return (
    <FilterLabel label={label}>
      <select name={name} defaultValue={value ?? ""} className={wide ? inputClass + " max-w-64" : inputClass}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterLabel>
  );
}

type Column = string | { label: ReactNode; className: string };

/**
 * A result table: scrolls sideways on small screens, a caption (its accessible name) and column
 * headers (a column left out is false or null); the rows are the children, `footer` goes under the table.
 */
export function DataTable({
  caption,
  columns,
  children,
  footer,
}: {
  caption: string;
  columns: ReadonlyArray<Column | false | null>;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full text-left">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {columns
              .filter((column): column is Column => !!column)
              .map((column, index) =>
                typeof column === "string" ? (
                  <th key={index} scope="col" className="p-3">
                    {column}
                  </th>
                ) : (
                  <th key={index} scope="col" className={`${column.className} p-3`}>
                    {column.label}
                  </th>
                ),
              )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {footer}
    </div>
  );
}

/** The actions in a table row: a list of short links (or small forms), each named in full by its aria-label. */
export function RowActionList({ children }: { children: ReactNode }) {
  return <ul className="flex flex-wrap gap-x-3 gap-y-1">{children}</ul>;
}

export function RowActionLink({ to, label, danger = false, children }: { to: string; label: string; danger?: boolean; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={danger ? linkClass + " text-danger" : linkClass} aria-label={label}>
        {children}
      </Link>
    </li>
  );
}

/** What a list shows when nothing matches: a title, an optional hint, and optionally a next step (children). */
export function EmptyState({ title, hint, children }: { title?: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border bg-surface p-8 text-center">
      {title ? <p className="font-semibold">{title}</p> : null}
      {hint ? <p className="mt-2">{hint}</p> : null}
      {children}
    </div>
  );
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
