import { Form, Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useFocusOnShow } from "~/components/shell/focus-after-navigation";
import { DataTable, linkClass, secondaryLinkClass, StatusBadge, useFormatDate } from "~/components/list-kit";
import { FormErrors } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import { BULK_PREVIEW_ROWS, onlyFilters, shownTitle, type BulkEditForm, type ManageVacancyList } from "~/modules/vacancies/manage-schema";
import type { BulkResultRow, BulkSummary } from "./bulk-edit.server";

/*
 * The bulk editor's second and third steps: the preview of what would change (confirmed by sending
 * the same choices again as hidden fields), and the result after the redirect.
 */

export type Preview = {
  kind: "preview";
  value: BulkEditForm;
  summary: BulkSummary;
  results: BulkResultRow[];
  contactPersonLabel: string | null;
  /** Which vacancies would change (previewDigest): the confirmation sends it back. */
  digest: string;
  /** Shown instead of making a confirmed edit, because other vacancies would change than its preview said. */
  changedSince: boolean;
};

function HiddenValues({ value }: { value: BulkEditForm }) {
  const entries: Array<[string, string]> = [];
  for (const [name, raw] of Object.entries(value)) {
    if (name === "intent" || name === "previewed" || name === "titles" || raw === undefined) continue;
    for (const item of Array.isArray(raw) ? raw : [raw]) entries.push([name, String(item)]);
  }
  return (
    <>
      {entries.map(([name, item], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={item} />
      ))}
    </>
  );
}

function useDescribeChange() {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const formatDate = useFormatDate();
  const tagList = (tags: unknown) => ((tags as string[]) ?? []).map((tag) => tv(`tags.${tag}`)).join(", ") || "—";
  return (name: string, change: { from: unknown; to: unknown }) => {
    switch (name) {
      case "status":
        return t("bulk.change.status", { from: tv(`statuses.${change.from}`), to: tv(`statuses.${change.to}`) });
      case "expiresAt":
        return t("bulk.change.expiresAt", { from: formatDate(change.from as string) || "—", to: formatDate(change.to as string) || "—" });
      case "tags":
        return t("bulk.change.tags", { from: tagList(change.from), to: tagList(change.to) });
      default:
        return t("bulk.change.contactPerson");
    }
  };
}

export function PreviewStep({ preview }: { preview: Preview }) {
  const { t } = useTranslation("manage");
  const focusRef = useFocusOnShow<HTMLElement>();
  const { t: tv } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const describe = useDescribeChange();
  const formatDate = useFormatDate();
  const { value, summary, results } = preview;
  const cannot = results.filter((r) => r.outcome === "cannot");
  const changing = results.filter((r) => r.outcome === "changed");
  const chosen = [
    value.changeStatus ? t("bulk.chosen.status", { status: tv(`statuses.${value.changeStatus}`) }) : null,
    value.action ? t(`bulk.actions.${value.action}`) : null,
    value.expiresAt ? t("bulk.chosen.expiresAt", { date: formatDate(`${value.expiresAt}T12:00:00Z`) }) : null,
    value.addTags.length ? t("bulk.chosen.addTags", { tags: value.addTags.map((tag) => tv(`tags.${tag}`)).join(", ") }) : null,
    value.removeTags.length ? t("bulk.chosen.removeTags", { tags: value.removeTags.map((tag) => tv(`tags.${tag}`)).join(", ") }) : null,
    value.contactPersonId ? t("bulk.chosen.contactPerson", { name: preview.contactPersonLabel ?? value.contactPersonId }) : null,
  ].filter(Boolean);
  return (
    <section ref={focusRef} tabIndex={-1} aria-labelledby="preview-heading" className="flex flex-col gap-6 outline-none">
      <h2 id="preview-heading" className="text-2xl font-semibold">
        {t("bulk.previewTitle")}
      </h2>
      <FormErrors errors={preview.changedSince ? ["manage:bulk.changedSincePreview"] : null} />
      <div>
        <h3 className="font-semibold">{t("bulk.chosenHeading")}</h3>
        <ul className="mt-1 list-inside list-disc">
          {chosen.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <SummaryList summary={summary} />
      {cannot.length > 0 ? (
        <ResultTable caption={t("bulk.cannotCaption", { count: cannot.length })} rows={cannot.slice(0, BULK_PREVIEW_ROWS)} more={cannot.length - BULK_PREVIEW_ROWS} />
      ) : null}
      {changing.length > 0 ? (
        <DataTable
          caption={t("bulk.changingCaption", { count: changing.length })}
          rows={changing.slice(0, BULK_PREVIEW_ROWS)}
          rowKey={(row) => row.id}
          footer={changing.length > BULK_PREVIEW_ROWS ? <p className="p-3">{t("bulk.more", { count: changing.length - BULK_PREVIEW_ROWS })}</p> : null}
          columns={[
            { id: "title", header: t("list.columns.title"), rowHeader: true, cell: (row) => row.title },
            {
              id: "changes",
              header: t("bulk.columns.changes"),
              cell: (row) => (
                <ul>
                  {Object.entries(row.changes ?? {}).map(([name, change]) => (
                    <li key={name}>{describe(name, change)}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      ) : null}
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="apply" />
        <input type="hidden" name="previewed" value={preview.digest} />
        <HiddenValues value={value} />
        {[...cannot.slice(0, BULK_PREVIEW_ROWS), ...changing.slice(0, BULK_PREVIEW_ROWS)].map((row) =>
          row.title ? <input key={row.id} type="hidden" name="titles" value={shownTitle({ id: row.id, title: row.title })} /> : null,
        )}
        {summary.changed > 0 ? <Button type="submit">{t("bulk.confirm", { count: summary.changed })}</Button> : <p>{t("bulk.nothingToDo")}</p>}
        <Link to={lp(`/vacancies/bulk-edit${value.filterQuery ? `?${value.filterQuery}` : ""}`)} className={secondaryLinkClass}>
          {t("bulk.back")}
        </Link>
      </Form>
    </section>
  );
}

/** The counts: in the preview what would happen ('Veranderen'), in the result (`done`) what did ('Gewijzigd'). */
function SummaryList({ summary, done = false }: { summary: BulkSummary; done?: boolean }) {
  const { t } = useTranslation("manage");
  return (
    <dl className="grid max-w-2xl grid-cols-2 gap-3 md:grid-cols-4" aria-label={t("bulk.summary")}>
      {(["matched", "changed", "unchanged", "cannot"] as const).map((name) => (
        <div key={name} className="rounded-lg border border-border bg-surface p-3">
          <dt className="text-sm text-muted">{t(done && name !== "matched" ? `bulk.outcomes.${name}` : `bulk.counts.${name}`)}</dt>
          <dd className="text-2xl font-bold" data-testid={`count-${name}`}>
            {summary[name]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ResultTable({ caption, rows, more }: { caption: string; rows: Array<{ id: string; title: string | null; outcome: string; reason?: string; status?: string | null }>; more: number }) {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const showStatus = rows.some((row) => row.status !== undefined);
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      footer={more > 0 ? <p className="p-3">{t("bulk.more", { count: more })}</p> : null}
      columns={[
        {
          id: "title",
          header: t("list.columns.title"),
          rowHeader: true,
          cell: (row) =>
            // A vacancy that is gone is named by the title its preview showed, without a link to a page that is gone too.
            row.title && row.reason !== "not_found" ? (
              <Link to={lp(`/vacancies/${row.id}/edit`)} className={linkClass}>
                {row.title}
              </Link>
            ) : (
              (row.title ?? t("bulk.unknownVacancy"))
            ),
        },
        { id: "outcome", header: t("bulk.columns.outcome"), cell: (row) => `${t(`bulk.outcomes.${row.outcome}`)}${row.reason ? `: ${t(`bulk.reasons.${row.reason}`)}` : ""}` },
        showStatus && {
          id: "status",
          header: t("bulk.columns.status"),
          cell: (row) => (row.status ? <StatusBadge status={row.status} label={tv(`statuses.${row.status}`)} /> : "—"),
        },
      ]}
    />
  );
}

export function ResultStep({
  result,
  list,
}: {
  result: { summary: BulkSummary; rows: Array<{ id: string; outcome: string; reason?: string; title: string | null; status: string | null }> };
  list: ManageVacancyList;
}) {
  const { t } = useTranslation("manage");
  const focusRef = useFocusOnShow<HTMLElement>();
  const lp = useLocalizedPath();
  const filters = onlyFilters(list);
  return (
    <section ref={focusRef} tabIndex={-1} aria-labelledby="result-heading" className="flex flex-col gap-6 outline-none">
      <h2 id="result-heading" className="text-2xl font-semibold">
        {t("bulk.resultTitle")}
      </h2>
      <SummaryList summary={result.summary} done />
      <ResultTable caption={t("bulk.resultCaption")} rows={result.rows} more={result.summary.matched - result.rows.length} />
      <p className="flex flex-wrap gap-4">
        <Link to={lp(`/vacancies${filters ? `?${filters}` : ""}`)} className={linkClass}>
          {t("bulk.toList")}
        </Link>
        <Link to={lp(`/vacancies/bulk-edit${filters ? `?${filters}` : ""}`)} className={linkClass}>
          {t("bulk.again")}
        </Link>
      </p>
    </section>
  );
}
