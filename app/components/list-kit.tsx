import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, useLocation } from "react-router";
import { ErrorList } from "~/components/forms";
import { focusWasLost, useFocusOnShow } from "~/components/shell/focus-after-navigation";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control";
import { localeOf } from "~/lib/dates";

/*
 * The kit every list page is built from: status badges, status tabs, the GET
 * filter form and its fields, the column-driven result table (sortable headers,
 * selectable rows), paging with a per-page size select, row actions, empty
 * states and a confirmation panel — all working without JavaScript.
 */

/**
 * The one rule for a list without rows: on its first page it shows `empty` (nothing yet, nothing found); on a page past
 * the last (an old link, the list has shrunk since) it shows nothing, for the Pagination says the page is empty and
 * leads back to the last page.
 */
const emptyOnPage = (page: number, empty: ReactNode) => (page > 1 ? null : empty);

/**
 * A list that is not a DataTable (`children`) or, when `rows` is empty, what it shows instead: `empty` on the first
 * page and nothing past the last page (see emptyOnPage).
 */
export function ListOrEmpty({ rows, page, empty, children }: { rows: readonly unknown[]; page: number; empty: ReactNode; children: ReactNode }) {
  return <>{rows.length === 0 ? emptyOnPage(page, empty) : children}</>;
}

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

/**
 * Previous / next links and "page x of y", keeping every other parameter of the page (filters, sort,
 * per page); `hash` names the element to land on. Nothing when everything fits on one page, unless the page
 * is past the last (an old link): then "previous" goes to the last page, not to another empty one.
 */
export function Pagination({ page, pageCount, hash }: { page: number; pageCount: number; hash?: string }) {
  const { t } = useTranslation("common");
  const hrefWith = useHrefWith();
  if (pageCount <= 1 && page <= 1) return null;
  const to = (target: number) => `${hrefWith({ page: target })}${hash ? `#${hash}` : ""}`;
  const previous = Math.max(1, Math.min(page - 1, pageCount));
  return (
    <nav aria-label={t("listKit.paging.label")} className="flex flex-wrap items-center justify-between gap-3">
      <p>{page > pageCount ? t("listKit.paging.pastLast") : t("listKit.paging.page", { page, pages: pageCount })}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={to(previous)} className={secondaryLinkClass} rel="prev">
            {t("listKit.paging.previous")}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={to(page + 1)} className={secondaryLinkClass} rel="next">
            {t("listKit.paging.next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

export function PerPageSelect({ value, sizes, label }: { value: number; sizes: readonly number[]; label?: string }) {
  const { t } = useTranslation("common");
  return <FilterSelect name="perPage" label={label ?? t("listKit.paging.perPage")} value={String(value)} options={sizes.map((size) => ({ value: String(size), label: String(size) }))} />;
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
 * The reset link shows only while something is filtered: followed, it goes away with the focus, which the browser
 * leaves on nothing (decision 073). Then the form's button, just before it, takes the focus.
 */
function useFocusSubmitWhenResetGoes(resettable: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const before = useRef(resettable);
  useEffect(() => {
    const went = before.current && !resettable;
    before.current = resettable;
    if (!went || !focusWasLost()) return;
    ref.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
  }, [resettable]);
  return ref;
}

/**
 * A list's filter form: a plain GET form (role="search"), so it works without JavaScript. The
 * fields come first, then the per-page select (when the list pages), the submit button and a link
 * that resets all filters. `onChange` lets a page follow the form as one types; `layout` replaces
 * the bordered row (the bank lays its fields out in a grid), `actionsClassName` places the buttons.
 */
export function FilterForm({
  label,
  perPage,
  submitLabel,
  resetLabel,
  resetTo,
  layout = "flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-4",
  actionsClassName,
  preventScrollReset,
  onChange,
  children,
}: {
  label: string;
  perPage?: { value: number; sizes: readonly number[]; label?: string };
  submitLabel?: string;
  resetLabel?: string;
  resetTo?: string;
  layout?: string;
  actionsClassName?: string;
  preventScrollReset?: boolean;
  onChange?: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  const actions = useFocusSubmitWhenResetGoes(Boolean(resetTo));
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={layout}
      preventScrollReset={preventScrollReset}
      onChange={onChange ? (event) => onChange(event.currentTarget) : undefined}
    >
      {children}
      <div ref={actions} className={actionsClassName ?? "contents"}>
        {perPage ? <PerPageSelect value={perPage.value} sizes={perPage.sizes} label={perPage.label} /> : null}
        <Button type="submit">{submitLabel ?? t("listKit.filter")}</Button>
        {resetTo ? (
          <Link to={resetTo} className={linkClass + " self-center"}>
            {resetLabel ?? t("listKit.reset")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * A filter field with its label above it. The label names the control by `htmlFor`, not by wrapping
 * it: a select inside its label would add its chosen option to its own name ("Activity All").
 */
function FilterField({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className ? `flex flex-col gap-1 ${className}` : "flex flex-col gap-1"}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * A labelled search, text or date field of a filter form; `value` is the current filter, `className` places it. An
 * `error` (a message key) is shown under it and marks it invalid, as the forms' fields do.
 */
export function FilterInput({
  name,
  label,
  value,
  type = "search",
  placeholder,
  className,
  error,
}: {
  name: string;
  label: string;
  value: string | undefined;
  type?: "search" | "text" | "date";
  placeholder?: string;
  className?: string;
  error?: string | null;
}) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <>
          <input
            id={id}
            type={type}
            name={name}
            defaultValue={value ?? ""}
            placeholder={placeholder}
            className={inputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <ErrorList id={`${id}-error`} errors={error ? [error] : null} />
        </>
      )}
    </FilterField>
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
  invalidBy,
}: {
  name: string;
  label: string;
  value: string | undefined;
  anyLabel?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  wide?: boolean;
  /** The id of a message elsewhere on the page that says what is wrong with this choice: the select is marked invalid, described by it. */
  invalidBy?: string;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select
          id={id}
          name={name}
          defaultValue={value ?? ""}
          className={wide ? inputClass + " max-w-64" : inputClass}
          aria-invalid={invalidBy ? true : undefined}
          aria-describedby={invalidBy}
        >
          {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** A column of a DataTable: its header, what each row shows in it, and optionally how it sorts. */
export type Column<Row> = {
  /** A name for the column, unique in the table. */
  id: string;
  header: string;
  /** The header is read by screen readers only (a column of actions, say). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** This column names the row: its cells are row headers. */
  rowHeader?: boolean;
  /** The list's `sort=` values for this column; a click on the header starts with `first`. */
  sort?: { asc: string; desc: string; first?: "asc" | "desc" };
  align?: "start" | "end";
  /** Classes for the column's cells (nowrap, break-all, widths). */
  className?: string;
};

/** Check boxes in front of the rows, sent with the form the table is in (or the one `form` names). */
export type RowSelection<Row> = {
  /** The field name; each box's value is the row's key. */
  name: string;
  /** The accessible name of a row's box ("Select {{title}}"). */
  label: (row: Row) => string;
  /** Keys checked when the page loads (after a failed submission, say). */
  checked?: ReadonlySet<string>;
  form?: string;
};

/** The id of a row's check box: a row header can label it (`<label htmlFor>`), so clicking the title ticks it. */
export const selectionInputId = (name: string, key: string) => `select-${name}-${key}`;

/**
 * A result table from column declarations: a caption (its accessible name), column headers — sortable
 * ones are links that keep the other parameters and go back to the first page, marked with
 * aria-sort — optionally a check box per row for bulk actions (with a select-all box once
 * JavaScript runs), and `empty` instead of the table when there are no rows — on the first `page` only: past the last
 * page of a paged list it shows nothing (see emptyOnPage). It scrolls sideways
 * within its own box on narrow screens, and that box can be scrolled with the keyboard.
 */
export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  sort,
  selection,
  empty,
  page = 1,
  footer,
  rowTestId,
}: {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A column left out is false, null or undefined. */
  columns: ReadonlyArray<Column<Row> | false | null | undefined>;
  /** The list's current `sort=` value. */
  sort?: string;
  selection?: RowSelection<Row>;
  empty?: ReactNode;
  /** The list's current page, when it pages: `empty` shows on the first page only. */
  page?: number;
  footer?: ReactNode;
  rowTestId?: string;
}) {
  const shown = columns.filter((column): column is Column<Row> => !!column);
  if (rows.length === 0 && empty !== undefined) return <>{emptyOnPage(page, empty)}</>;
  return (
    <TableScroller label={caption}>
      <table className="w-full text-left">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {selection ? <SelectAllHeader name={selection.name} /> : null}
            {shown.map((column) => (
              <ColumnHeader key={column.id} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} className="border-t border-border align-top" data-testid={rowTestId}>
                {selection ? (
                  <td className="w-12 p-3">
                    <input
                      type="checkbox"
                      name={selection.name}
                      value={key}
                      form={selection.form}
                      id={selectionInputId(selection.name, key)}
                      defaultChecked={selection.checked?.has(key)}
                      aria-label={selection.label(row)}
                      className="size-4 accent-primary"
                    />
                  </td>
                ) : null}
                {shown.map((column) => {
                  const className = cellClass(column);
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" className={`${className} font-medium`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {footer}
    </TableScroller>
  );
}

/**
 * The box a wide table scrolls sideways in on a narrow screen, instead of the page: a labelled region that takes the
 * keyboard's focus, so the arrow keys scroll it (WCAG 2.1.1). It is `relative` so the table's absolutely placed
 * descendants (sr-only texts in its cells) are clipped with it: otherwise they sit at their place far to the right
 * and widen the page itself (the review list and the organization comparison scrolled sideways at 375 px).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border bg-surface focus-visible:outline-2 focus-visible:outline-primary" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

const cellClass = (column: { align?: "start" | "end"; className?: string }) => ["p-3", column.align === "end" ? "text-right" : "", column.className ?? ""].filter(Boolean).join(" ");

function ColumnHeader<Row>({ column, sort }: { column: Column<Row>; sort: string | undefined }) {
  const { t } = useTranslation("common");
  const hrefWith = useHrefWith();
  const className = cellClass({ align: column.align });
  if (!column.sort) {
    return (
      <th scope="col" className={className}>
        {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
      </th>
    );
  }
  const direction = sort === column.sort.asc ? "ascending" : sort === column.sort.desc ? "descending" : undefined;
  const next = direction === "ascending" ? "desc" : direction === "descending" ? "asc" : (column.sort.first ?? "asc");
  return (
    <th scope="col" className={className} aria-sort={direction}>
      <Link to={hrefWith({ sort: column.sort[next], page: undefined })} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
        {column.header}
        <span aria-hidden="true" className={direction ? "" : "text-muted"}>
          {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
        </span>
        <span className="sr-only"> ({t(next === "asc" ? "listKit.sort.ascending" : "listKit.sort.descending")})</span>
      </Link>
    </th>
  );
}

/** The header of the check-box column: a box that ticks or clears every row's box, once JavaScript runs. */
function SelectAllHeader({ name }: { name: string }) {
  const { t } = useTranslation("common");
  const hydrated = useHydrated();
  const [state, setState] = useState<"none" | "some" | "all">("none");
  const ref = useRef<HTMLInputElement>(null);
  const boxes = () => [...(ref.current?.closest("table")?.querySelectorAll<HTMLInputElement>(`tbody input[type=checkbox][name="${name}"]`) ?? [])];
  useEffect(() => {
    const table = ref.current?.closest("table");
    if (!table) return;
    const update = () => {
      const all = boxes();
      const checked = all.filter((box) => box.checked).length;
      setState(checked === 0 ? "none" : checked === all.length ? "all" : "some");
    };
    update();
    table.addEventListener("change", update);
    return () => table.removeEventListener("change", update);
  });
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "some";
  }, [state]);
  return (
    <th scope="col" className="w-12 p-3">
      {hydrated ? (
        <input
          ref={ref}
          type="checkbox"
          checked={state === "all"}
          aria-label={t("listKit.select.all")}
          className="size-4 accent-primary"
          onChange={(event) => {
            const target = event.currentTarget.checked;
            // A click per box that changes: the form hears the same events as from a person.
            for (const box of boxes()) if (box.checked !== target) box.click();
          }}
        />
      ) : (
        <span className="sr-only">{t("listKit.select.column")}</span>
      )}
    </th>
  );
}

/**
 * One action of a table row: a link, or a small POST form (with its CSRF token) for actions that
 * need no confirmation. `text` is short ("Edit"); `label` names it in full ("Edit ‘Tuinhulp’").
 */
export type RowAction = { text: string; label: string; danger?: boolean } & ({ to: string } | { post: Record<string, string> });

/** The actions of a table row; an action left out is false or null. */
export function RowActions({ actions }: { actions: ReadonlyArray<RowAction | false | null> }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {actions
        .filter((action): action is RowAction => !!action)
        .map((action) => {
          const className = action.danger ? linkClass + " text-danger" : linkClass;
          return (
            <li key={action.text}>
              {"to" in action ? (
                <Link to={action.to} className={className} aria-label={action.label}>
                  {action.text}
                </Link>
              ) : (
                <Form method="post">
                  <AuthenticityTokenInput name="csrf" />
                  {Object.entries(action.post).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
                  <button type="submit" className={className} aria-label={action.label}>
                    {action.text}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
    </ul>
  );
}

/**
 * What a list shows when nothing matches: a title, an optional hint, and the next step, `action`, as a link (add the
 * first one, find something elsewhere). A page passes the action only to users who may take that step. Other content
 * goes in children.
 */
export function EmptyState({ title, hint, action, children }: { title?: string; hint?: string; action?: { to: string; text: string }; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border bg-surface p-8 text-center">
      {title ? <p className="font-semibold">{title}</p> : null}
      {hint ? <p className="mt-2">{hint}</p> : null}
      {children}
      {action ? (
        <p className="mt-4">
          <Link to={action.to} className={linkClass}>
            {action.text}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** A confirmation step shown in the page (`?confirm=…`): a real form, so it works without JavaScript. */
export function ConfirmPanel({ title, children }: { title: string; children: ReactNode }) {
  // Asked for from a row far down a list (a link to the same page), the question shows at the top: it takes the focus,
  // so the keyboard user is not left on the row's link and a screen reader reads the question.
  const ref = useFocusOnShow<HTMLElement>(title);
  useFocusBackToAsker(ref);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="confirm-title" className="flex flex-col gap-3 rounded-lg border-2 border-danger/60 bg-surface p-4" role="region">
      <h2 id="confirm-title" className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * When the question goes away with the focus in it ('Annuleren', a link to the same page without ?confirm=…), the
 * browser leaves the focus on nothing and the next Tab starts at the top of the page. The focus goes back to the link
 * that asked (a link to the address that showed the question, with its #fragment if it had one), else to the page's
 * <main>. Only when the focus was lost: a navigation elsewhere or a post has put it somewhere already, or the root's
 * hooks do.
 */
function useFocusBackToAsker(panel: RefObject<HTMLElement | null>) {
  const { pathname, search, hash } = useLocation();
  const asked = useRef(pathname + search + hash);
  useEffect(() => {
    const shown = panel.current;
    const address = new URL(asked.current, window.location.href).href;
    return () => {
      if (!focusWasLost() || shown?.isConnected) return;
      const main = document.getElementById("main");
      const asker = Array.from(main?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []).find((link) => link.href === address);
      (asker ?? main)?.focus({ preventScroll: !asker });
    };
  }, [panel]);
}

/**
 * The answer of a ConfirmPanel: a plain form that posts `intent` (with the hidden `values`, to `action` when given)
 * through its one button, and a link back to `cancelTo` that drops the question.
 */
export function ConfirmActions({
  intent,
  values = {},
  action,
  confirmLabel,
  danger = false,
  cancelLabel,
  cancelTo,
}: {
  intent: string;
  values?: Record<string, string>;
  action?: string;
  confirmLabel: string;
  danger?: boolean;
  cancelLabel: string;
  cancelTo: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Form method="post" action={action}>
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant={danger ? "danger" : "primary"}>
          {confirmLabel}
        </Button>
      </Form>
      <Link to={cancelTo} className={linkClass + " self-center"}>
        {cancelLabel}
      </Link>
    </div>
  );
}

/**
 * The confirmation step of a delete (`?confirm=delete&id=…`): the panel, its hints, a plain form that posts
 * `intent=delete` with the id, and a link back that drops the confirmation from the address.
 */
export function ConfirmDeleteForm({
  title,
  id,
  confirmLabel,
  cancelLabel,
  cancelTo,
  children,
}: {
  title: string;
  id: string;
  confirmLabel: string;
  cancelLabel: string;
  cancelTo: string;
  children: ReactNode;
}) {
  return (
    <ConfirmPanel title={title}>
      {children}
      <ConfirmActions intent="delete" values={{ id }} confirmLabel={confirmLabel} danger cancelLabel={cancelLabel} cancelTo={cancelTo} />
    </ConfirmPanel>
  );
}

/** One formatter per locale: building an Intl.DateTimeFormat costs more than formatting a page's dates with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date in the reader's language ("12 mrt 2026", "12 Mar 2026"), the same on server and browser. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Europe/Amsterdam" });
    dateFormats.set(locale, format);
  }
  return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : "");
}
