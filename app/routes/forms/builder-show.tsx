import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CheckboxField, FormErrors, TextareaField, useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { i18nContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { answerText } from "~/modules/forms/format";
import { InviteFormSchema } from "~/modules/forms/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/builder-show";
import { apiOf, flashMessage, flashSuccess, loadForm, replyWithApiErrors } from "./forms.server";
import type { Invitation, Submission } from "./types";
import { FilterInput } from "~/components/list-kit";
import { cardClass, linkClass, secondaryLinkClass, useDateTime } from "./ui";

/*
 * /form_builder/{id}: a form's overview — its link or its invitations, and
 * its submissions with filters and the CSV export. Archiving asks first
 * (?archive=1), without JavaScript too.
 */

const FILTERS = ["from", "to", "q"] as const;
const PAGE_SIZE = 50;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const form = await loadForm(context, params.id);
  const api = apiOf(context);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, url.searchParams.get(name)?.trim() ?? ""]));
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const query = {
    "page[size]": PAGE_SIZE,
    "page[number]": page,
    ...(/^\d{4}-\d{2}-\d{2}$/.test(filters.from!) ? { "filter[created_from]": filters.from } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(filters.to!) ? { "filter[created_to]": filters.to } : {}),
    ...(filters.q ? { "filter[q]": filters.q } : {}),
  };
  const [submissions, invitations] = await Promise.all([
    api.get<Submission[]>(`/api/v1/forms/${params.id}/submissions`, { query }),
    form.accessPermission === "token_holder" ? api.get<Invitation[]>(`/api/v1/forms/${params.id}/invitations`).then((r) => r.data) : Promise.resolve([]),
  ]);
  const csvQuery = new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>);
  return {
    form,
    invitations,
    submissions: submissions.data,
    total: Number(submissions.meta.total ?? 0),
    pageCount: Number(submissions.meta.pageCount ?? 1),
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
      return replyWithApiErrors(submission, thrown);
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
  const { t } = useTranslation("forms");
  const lp = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const { form } = loaderData;
  const publicUrl = `${loaderData.origin}${lp(`/forms/${form.publicToken}`)}`;
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
      <section aria-labelledby="archive-heading" className={cardClass}>
        <h2 id="archive-heading" className="text-xl font-bold">
          {t("show.archive")}
        </h2>
        {searchParams.get("archive") ? (
          <Form method="post" className="flex flex-col gap-3" role="alertdialog" aria-labelledby="archive-confirm">
            <AuthenticityTokenInput name="csrf" />
            <p id="archive-confirm">{t("show.archiveConfirm")}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="archive">
                {t("show.archiveYes")}
              </Button>
              <Link to={lp(`/form_builder/${form.id}`)} className={secondaryLinkClass}>
                {t("show.cancel")}
              </Link>
            </div>
          </Form>
        ) : (
          <p>
            <Link to="?archive=1#archive-heading" className={secondaryLinkClass}>
              {t("show.archive")}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

function Invitations({ invitations, lastResult }: { invitations: Invitation[]; lastResult: Parameters<typeof useZodForm>[1] }) {
  const { t } = useTranslation("forms");
  const dateTime = useDateTime();
  const [form, fields] = useZodForm(InviteFormSchema, lastResult, { id: "invite" });
  return (
    <section id="invitations" aria-labelledby="invitations-heading" className={cardClass}>
      <h2 id="invitations-heading" className="text-xl font-bold">
        {t("invitations.heading")}
      </h2>
      <p>{t("invitations.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4" key={invitations.length}>
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="invite" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField
          label={t("invitations.emails")}
          hint={t("invitations.emailsHint")}
          errors={fields.emails.errors}
          textareaProps={{ ...getTextareaProps(fields.emails), rows: 4, required: true, autoComplete: "off" }}
        />
        <CheckboxField label={t("invitations.multiUse")} hint={t("invitations.multiUseHint")} errors={fields.multiUse.errors} inputProps={getInputProps(fields.multiUse, { type: "checkbox" })} />
        <div>
          <Button type="submit">{t("invitations.send")}</Button>
        </div>
      </Form>
      {invitations.length === 0 ? (
        <p>{t("invitations.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-2">{t("invitations.columns.email")}</th>
                <th scope="col" className="p-2">{t("invitations.columns.status")}</th>
                <th scope="col" className="p-2">{t("invitations.columns.use")}</th>
                <th scope="col" className="p-2">{t("invitations.columns.sent")}</th>
                <th scope="col" className="p-2">{t("invitations.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id} className="border-b border-border" data-testid="invitation">
                  <td className="p-2 break-all">{invitation.email}</td>
                  <td className="p-2">{t(`invitations.status.${invitation.status}`)}</td>
                  <td className="p-2">
                    {invitation.singleUse ? t("invitations.singleUse") : t("invitations.multiUseShort")}
                    {!invitation.singleUse && invitation.submissionCount > 0 ? ` · ${t("invitations.answeredTimes", { count: invitation.submissionCount })}` : ""}
                  </td>
                  <td className="p-2">{invitation.lastSentAt ? dateTime(invitation.lastSentAt) : "—"}</td>
                  <td className="p-2">
                    {invitation.status === "revoked" ? null : (
                      <Form method="post" className="flex flex-wrap gap-2">
                        <AuthenticityTokenInput name="csrf" />
                        <input type="hidden" name="invitationId" value={invitation.id} />
                        <input type="hidden" name="email" value={invitation.email} />
                        <Button type="submit" variant="secondary" name="intent" value="resend" aria-label={t("invitations.resendLabel", { email: invitation.email })}>
                          {t("invitations.resend")}
                        </Button>
                        <Button type="submit" variant="secondary" name="intent" value="revoke" aria-label={t("invitations.revokeLabel", { email: invitation.email })}>
                          {t("invitations.revoke")}
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Submissions({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation("forms");
  const lp = useLocalizedPath();
  const dateTime = useDateTime();
  const { form, submissions, filters, total, page, pageCount } = loaderData;
  const filtered = FILTERS.some((name) => filters[name]);
  const words = { yes: t("answers.yes"), no: t("answers.no") };
  const pageHref = (number: number) => {
    const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value) as Array<[string, string]>);
    params.set("page", String(number));
    return `?${params}#submissions`;
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
      <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
        <FilterInput type="date" name="from" label={t("submissions.from")} value={filters.from} />
        <FilterInput type="date" name="to" label={t("submissions.to")} value={filters.to} />
        {form.accessPermission === "token_holder" ? <FilterInput name="q" label={t("submissions.invitee")} value={filters.q} /> : null}
        <Button type="submit" variant="secondary">
          {t("submissions.filter")}
        </Button>
        {filtered ? (
          <Link to={lp(`/form_builder/${form.id}#submissions`)} className={linkClass}>
            {t("submissions.reset")}
          </Link>
        ) : null}
      </Form>
      {submissions.length === 0 ? (
        <p>{filtered ? t("submissions.noMatches") : t("submissions.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-2">{t("submissions.columns.submittedAt")}</th>
                <th scope="col" className="p-2">{t("submissions.columns.invitee")}</th>
                <th scope="col" className="p-2">{t("submissions.columns.summary")}</th>
                <th scope="col" className="p-2">{t("submissions.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {submissions.map((submission) => {
                const first = submission.questions.find((q) => q.questionType !== "info_section" && answerText(submission.answers[q.id], words));
                return (
                  <tr key={submission.id} className="border-b border-border" data-testid="submission">
                    <td className="p-2 whitespace-nowrap">{dateTime(submission.createdAt)}</td>
                    <td className="p-2 break-all">{submission.inviteeEmail ?? t("submissions.anonymous")}</td>
                    <td className="p-2">{first ? `${first.text}: ${answerText(submission.answers[first.id], words)}`.slice(0, 120) : "—"}</td>
                    <td className="p-2">
                      <Link
                        to={lp(`/form_builder/${form.id}/submissions/${submission.id}`)}
                        className={linkClass}
                        aria-label={t("submissions.viewLabel", { date: dateTime(submission.createdAt) })}
                      >
                        {t("submissions.view")}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav className="flex gap-4" aria-label={t("submissions.pages")}>
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={linkClass}>
              ← {t("submissions.previous")}
            </Link>
          ) : null}
          <span>
            {page} / {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageHref(page + 1)} className={linkClass}>
              {t("submissions.next")} →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

export const handle = { i18n: ["forms", "manage"] } satisfies I18nHandle;
