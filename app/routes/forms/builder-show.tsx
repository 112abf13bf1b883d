import { parseWithZod } from "@conform-to/zod/v4";
import { pageNumberParam } from "~/lib/page-number";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { i18nContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { answerText } from "~/modules/forms/format";
import { InviteFormSchema } from "~/modules/forms/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/builder-show";
import { ArchiveSection } from "./builder-archive";
import { Invitations } from "./builder-invitations";
import { apiOf, flashMessage, flashSuccess, FORM_ERRORS, loadForm } from "./forms.server";
import type { Invitation, Submission } from "./types";
import { DataTable, FilterForm, FilterInput, Pagination } from "~/components/list-kit";
import { cardClass, linkClass, secondaryLinkClass, useDateTime } from "./ui";

/*
 * /form_builder/{id}: a form's overview — its link or its invitations, and
 * its submissions with filters and the CSV export. Archiving asks first
 * (?confirm=archive, builder-archive.tsx), without JavaScript too.
 */

const FILTERS = ["from", "to", "q"] as const;
const PAGE_SIZE = 50;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const form = await loadForm(context, params.id);
  const api = apiOf(context);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, url.searchParams.get(name)?.trim() ?? ""]));
  const page = pageNumberParam(url.searchParams.get("page"));
  const query = {
    "page[size]": PAGE_SIZE,
    "page[number]": page,
    ...(/^\d{4}-\d{2}-\d{2}$/.test(filters.from!) ? { "filter[created_from]": filters.from } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(filters.to!) ? { "filter[created_to]": filters.to } : {}),
    ...(filters.q ? { "filter[q]": filters.q } : {}),
  };
  const [submissions, invitations] = await Promise.all([
    api.getPage<Submission>(`/api/v1/forms/${params.id}/submissions`, { query }),
    form.accessPermission === "token_holder" ? api.get<Invitation[]>(`/api/v1/forms/${params.id}/invitations`).then((r) => r.data) : Promise.resolve([]),
  ]);
  const csvQuery = new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>);
  return {
    form,
    invitations,
    submissions: submissions.rows,
    total: submissions.total,
    pageCount: submissions.pageCount,
    page,
    filters,
    origin: url.origin,
    csvQuery: csvQuery.toString(),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const api = apiOf(context);
  const locale = context.get(localeContext);
  const here = localizedPath(`/form_builder/${params.id}`, locale);

  if (intent === "invite") {
    const submission = parseWithZod(formData, { schema: InviteFormSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    let meta: { invited: number; skipped: number };
    try {
      const response = await api.post(`/api/v1/forms/${params.id}/invitations`, {
        body: { data: { type: "form_invitations", attributes: { emails: submission.value.emails, singleUse: !submission.value.multiUse, locale } } },
      });
      meta = ((await response.json()) as { meta: { invited: number; skipped: number } }).meta;
    } catch (thrown) {
      return replyWithApiErrors(submission, thrown, FORM_ERRORS);
    }
    const t = context.get(i18nContext).t;
    flashMessage(context, [t("forms:invitations.sent", { count: meta.invited }), meta.skipped > 0 ? t("forms:invitations.skipped", { count: meta.skipped }) : ""].join(" ").trim());
    throw redirect(`${here}#invitations`);
  }

  if (intent === "revoke" || intent === "resend") {
    const invitationId = String(formData.get("invitationId") ?? "");
    const email = String(formData.get("email") ?? "");
    await api.post(`/api/v1/forms/${params.id}/invitations/${invitationId}/${intent}`, { body: { locale } });
    flashSuccess(context, intent === "revoke" ? "forms:invitations.revoked" : "forms:invitations.resent", { email });
    throw redirect(`${here}#invitations`);
  }

  if (intent === "archive") {
    await api.delete(`/api/v1/forms/${params.id}`);
    flashSuccess(context, "forms:show.archived");
    throw redirect(localizedPath("/form_builder", locale));
  }
  throw data({ message: "Bad request" }, { status: 400 });
}

export default function ShowForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("forms");
  const lp = useLocalizedPath();
  const { form } = loaderData;
  // A contact form is written in one language (decision 067): its link opens it in that language, whichever language
  // this page is in. Other forms have no language of their own yet: the page's.
  const publicUrl = `${loaderData.origin}${localizedPath(`/forms/${form.publicToken}`, form.purpose === "contact" ? form.language : i18n.language)}`;
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={form.title} />
      <p>
        <Link to={lp("/form_builder")} className={linkClass}>
          {t("show.back")}
        </Link>
      </p>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold">{form.title}</h1>
          <div className="flex flex-wrap gap-2">
            <Link to={lp(`/form_builder/${form.id}/edit`)} className={secondaryLinkClass}>
              {t("show.edit")}
            </Link>
            <Link to={lp(`/form_builder/${form.id}/preview`)} className={secondaryLinkClass}>
              {t("show.preview")}
            </Link>
          </div>
        </div>
        <p className="text-muted">
          {form.purpose === "contact" ? `${t(`list.contactIn.${form.language}`)} · ` : null}
          {t(`accessShort.${form.accessPermission}`)} · {form.organizationName ?? t("list.noOrganization")} · {t("show.questions", { count: form.questionCount })} ·{" "}
          {t("show.version", { version: form.version })}
        </p>
        {form.description ? <p className="whitespace-pre-line">{form.description}</p> : null}
        {form.accessPermission === "anonymous" ? (
          <div className="flex flex-col gap-1">
            <span className="font-medium">{t("show.publicLink")}</span>
            <a href={publicUrl} className={`${linkClass} break-all`}>
              {publicUrl}
            </a>
            <span className="text-sm text-muted">{t("show.publicLinkHint")}</span>
          </div>
        ) : (
          <p>{t("show.byInvitation")}</p>
        )}
      </header>
      {form.accessPermission === "token_holder" ? <Invitations invitations={loaderData.invitations} lastResult={actionData} /> : null}
      <Submissions loaderData={loaderData} />
      <ArchiveSection title={form.title} />
    </div>
  );
}

function Submissions({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("forms");
  const lp = useLocalizedPath();
  const dateTime = useDateTime();
  const { form, submissions, filters, total, page, pageCount } = loaderData;
  const filtered = FILTERS.some((name) => filters[name]);
  const words = { yes: t("answers.yes"), no: t("answers.no") };
  /** The first answered question, as "question: answer", cut at 120 characters. */
  const summaryOf = (submission: Submission) => {
    const first = submission.questions.find((q) => q.questionType !== "info_section" && answerText(submission.answers[q.id], words));
    return first ? `${first.text}: ${answerText(submission.answers[first.id], words)}`.slice(0, 120) : "—";
  };
  return (
    <section id="submissions" aria-labelledby="submissions-heading" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="submissions-heading" className="text-xl font-bold">
          {t("submissions.heading")} <span className="font-normal text-muted">({t("submissions.total", { count: total })})</span>
        </h2>
        <a href={lp(`/form_builder/${form.id}/submissions.csv${loaderData.csvQuery ? `?${loaderData.csvQuery}` : ""}`)} className={secondaryLinkClass} download>
          {t("submissions.export")}
        </a>
      </div>
      <FilterForm
        label={t("submissions.filters")}
        submitLabel={t("submissions.filter")}
        resetLabel={t("submissions.reset")}
        resetTo={filtered ? lp(`/form_builder/${form.id}#submissions`) : undefined}
        layout="flex flex-wrap items-end gap-3"
        preventScrollReset
      >
        <FilterInput type="date" name="from" label={t("submissions.from")} value={filters.from} />
        <FilterInput type="date" name="to" label={t("submissions.to")} value={filters.to} />
        {form.accessPermission === "token_holder" ? <FilterInput name="q" label={t("submissions.invitee")} value={filters.q} /> : null}
      </FilterForm>
      <DataTable
        caption={t("submissions.caption", { count: total })}
        rows={submissions}
        rowKey={(submission) => submission.id}
        rowTestId="submission"
        page={page}
        empty={<p>{filtered ? t("submissions.noMatches") : t("submissions.empty")}</p>}
        columns={[
          { id: "submittedAt", header: t("submissions.columns.submittedAt"), rowHeader: true, className: "whitespace-nowrap", cell: (submission) => dateTime(submission.createdAt) },
          { id: "invitee", header: t("submissions.columns.invitee"), className: "break-all", cell: (submission) => submission.inviteeEmail ?? t("submissions.anonymous") },
          { id: "summary", header: t("submissions.columns.summary"), cell: (submission) => summaryOf(submission) },
          {
            id: "actions",
            header: t("submissions.columns.actions"),
            cell: (submission) => (
              <Link
                to={lp(`/form_builder/${form.id}/submissions/${submission.id}`)}
                className={linkClass}
                aria-label={t("submissions.viewLabel", { date: dateTime(submission.createdAt) })}
              >
                {t("submissions.view")}
              </Link>
            ),
          },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} hash="submissions" />
    </section>
  );
}

export const handle = { i18n: ["forms"] } satisfies I18nHandle;
