import { Form, Link, useLocation } from "react-router";
import { useId, type ReactNode } from "react";
import { ErrorList } from "~/components/forms";
import { OrganizationFilterField, OrganizationNotice } from "~/components/organization-filter";
import { inputClass, linkClass, secondaryLinkClass, TableScroller } from "~/components/list-kit";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { PRESETS, type RangeErrors, type RangeParams } from "~/modules/analytics/range";
import type { FigureTable, TableKey } from "~/modules/analytics/tables";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { OrganizationFilter, UnresolvedName } from "~/modules/organizations/name-match";
import { ORGANIZATION_NAME_PARAM } from "~/modules/vacancies/manage-schema";

/*
 * The parts both analytics pages share (issue 15, decision 047): the range's presets (links) and the custom
 * range form (a GET form: no JavaScript needed), a section of figures, and a figures table with its CSV download.
 */

function DateField({ name, label, value, error }: { name: string; label: string; value: string; error?: string | null }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <ErrorList id={`${id}-error`} errors={error ? [error] : null} />
    </div>
  );
}

/**
 * Presets as links (keeping the organization), then from/to (and optionally a second period) and the organization
 * in one GET form: center roles find the organization by name (the managers' lists' filter), organization users
 * with several choose among their own.
 */
export function RangeControls({
  range,
  error,
  organization,
  organizationFilter,
  organizationName,
  compare,
}: {
  range: RangeParams;
  error: RangeErrors;
  organization: string;
  organizationFilter: OrganizationFilter;
  organizationName: UnresolvedName | null;
  compare?: { range: RangeParams | null; error: RangeErrors; sort: string };
}) {
  const { t } = useTranslation("analytics");
  const { pathname } = useLocation();
  const organizationId = useId();
  const noticeId = useId();
  const notice = organizationName !== null || (organizationFilter.kind === "search" && organizationFilter.lost);
  const keep = (preset: string) => {
    const search = new URLSearchParams({ preset });
    if (organization) search.set("organization", organization);
    if (compare?.sort) search.set("sort", compare.sort);
    return `${pathname}?${search.toString()}`;
  };
  return (
    <section aria-label={t("form.label")} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <nav aria-label={t("form.preset")}>
        <ul className="flex flex-wrap gap-3">
          {PRESETS.filter((preset) => preset !== "custom").map((preset) => (
            <li key={preset}>
              <Link to={keep(preset)} className={linkClass} aria-current={range.preset === preset ? "true" : undefined}>
                {t(`presets.${preset}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <DateField name="from" label={t("form.from")} value={range.from} error={error?.from} />
        <DateField name="to" label={t("form.to")} value={range.to} error={error?.to} />
        {compare ? (
          <>
            <DateField name="compare_from" label={t("form.compareFrom")} value={compare.range?.from ?? ""} error={compare.error?.from} />
            <DateField name="compare_to" label={t("form.compareTo")} value={compare.range?.to ?? ""} error={compare.error?.to} />
            <input type="hidden" name="sort" value={compare.sort} />
          </>
        ) : null}
        {organizationFilter.kind === "search" ? (
          <OrganizationFilterField
            filter={organizationFilter}
            value={organization}
            nameParam={ORGANIZATION_NAME_PARAM}
            unresolved={organizationName}
            noticeId={notice ? noticeId : undefined}
          />
        ) : organizationFilter.options.length > 1 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={organizationId} className="font-medium">
              {t("form.organization")}
            </label>
            <select id={organizationId} name="organization" defaultValue={organization} className={inputClass + " max-w-64"}>
              <option value="">{t("form.allOrganizations")}</option>
              {organizationFilter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button type="submit">{t("form.submit")}</Button>
      </Form>
      {notice ? <OrganizationNotice id={noticeId} nameParam={ORGANIZATION_NAME_PARAM} unresolved={organizationName} purpose="figures" /> : null}
    </section>
  );
}

/** The CSV export's address for a table of the page as it is shown. */
export function useCsvHref(table: TableKey) {
  const { search } = useLocation();
  const lp = useLocalizedPath();
  const params = new URLSearchParams(search);
  params.set("table", table);
  return `${lp("/analytics/export.csv")}?${params.toString()}`;
}

/** A table of figures (a chart's data, readable by everyone) with its CSV download. */
export function FigureTableView({ table, children }: { table: FigureTable; children?: ReactNode }) {
  const { t } = useTranslation("analytics");
  const href = useCsvHref(table.key);
  return (
    <div className="flex flex-col gap-2">
      {table.rows.length === 0 ? (
        <p className="text-muted">
          <span className="font-semibold">{table.caption}: </span>
          {t("empty")}
        </p>
      ) : (
        <TableScroller label={table.caption}>
          <table className="w-full text-left" data-table={table.key}>
            <caption className="p-3 text-left font-semibold">{table.caption}</caption>
            <thead className="bg-surface-muted">
              <tr>
                {table.header.map((header, index) => (
                  <th key={header} scope="col" className={index === 0 ? "p-3" : "p-3 text-right"}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={`${row[0]}-${index}`} className="border-t border-border">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="p-3 font-medium">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="p-3 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {children}
      {table.rows.length > 0 ? (
        <p>
          <a href={href} className={secondaryLinkClass} download>
            {t("csv", { caption: table.caption })}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** A part of the figures under its h2 (its id labels the section): a chart, its tables, or both. */
export function FigureSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A headline figure. */
export function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
