import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Form, Link, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { RelativeTime } from "~/components/feedback/relative-time";
import { FieldLabels, TextareaField, useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { ApplicationDecisionFormSchema, ApplicationNoteFormSchema } from "~/modules/vacancies/manage-schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/application";
import type { ApplicationItem } from "./applications";
import { apiOf, flashSuccess, isManager, requireManager } from "./manage.server";
import { OwnApplication } from "~/components/applications/own-applications";
import { loadOwnApplication } from "~/modules/applications/own-pages.server";
import { requireUser } from "~/modules/users/session-user.server";
import { linkClass, StatusBadge } from "~/components/list-kit";
import { VACANCY_FORM_ERRORS } from "~/modules/vacancies/form-errors.server";

type Note = { id: string; note: string; authorName: string | null; createdAt: string };
type ApplicationDetail = ApplicationItem & { vacancy?: { id: string; title: string; status: string } | null; notes?: Note[] };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  // A volunteer (no management role) reads their own response here (spec §2); managers keep their page.
  if (!isManager(await requireUser(context, request))) return loadOwnApplication(context, params.id);
  await requireManager(context, request);
  const { data: application } = await apiOf(context).get<ApplicationDetail>(`/api/v1/applications/${params.id}`, { query: { include: "vacancy,notes" } });
  return { view: "manage" as const, application };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireManager(context, request);
  const formData = await request.formData();
  const api = apiOf(context);
  const back = localizedPath(`/applications/${params.id}`, context.get(localeContext));
  if (formData.get("intent") === "note") {
    const submission = parseWithZod(formData, { schema: ApplicationNoteFormSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    try {
      await api.post(`/api/v1/applications/${params.id}/notes`, { body: { data: { type: "internal_notes", attributes: { note: submission.value.note } } } });
    } catch (thrown) {
      return replyWithApiErrors(submission, thrown, { ...VACANCY_FORM_ERRORS, fields: ["note"] });
    }
    flashSuccess(context, "manage:application.noteAdded");
    throw redirect(back);
  }
  const submission = parseWithZod(formData, { schema: ApplicationDecisionFormSchema });
  if (submission.status !== "success") throw data({ message: "Bad request" }, { status: 400 });
  const status = submission.value.status === "new" ? null : submission.value.status;
  const response = await api.patch(`/api/v1/applications/${params.id}`, { body: { data: { type: "applications", id: params.id, attributes: { status } } } });
  const { data: updated } = (await response.json()) as { data: { attributes: { name: string } } };
  flashSuccess(context, `manage:application.decided.${submission.value.status}`, { name: updated.attributes.name });
  throw redirect(back);
}

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "own") return <OwnApplication application={loaderData.application} />;
  return <ManagedApplication application={loaderData.application} actionData={actionData} />;
}

function ManagedApplication({ application, actionData }: { application: ApplicationDetail; actionData: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const status = application.status ?? "new";
  const [form, fields] = useZodForm(ApplicationNoteFormSchema, actionData);
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={t("application.title", { name: application.name })} />
      <p>
        <Link to={lp("/applications")} className={linkClass}>
          {t("application.backToList")}
        </Link>
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("application.title", { name: application.name })}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <StatusBadge status={status} label={t(`applications.statuses.${status}`)} />
          <span>
            {t("application.received")} <RelativeTime date={application.createdAt} />
          </span>
        </p>
      </div>

      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-border bg-surface p-4 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("application.vacancy")}</dt>
        <dd>
          {application.vacancy ? (
            <Link to={lp(`/vacancies/${application.vacancyId}`)} className={linkClass}>
              {application.vacancyTitle}
            </Link>
          ) : (
            application.vacancyTitle
          )}
        </dd>
        <dt className="font-medium">{t("application.email")}</dt>
        <dd>
          <a href={`mailto:${application.email}`} className={linkClass}>
            {application.email}
          </a>
        </dd>
        <dt className="font-medium">{t("application.phone")}</dt>
        <dd>{application.phoneNumber ? <a href={`tel:${application.phoneNumber}`} className={linkClass}>{application.phoneNumber}</a> : "—"}</dd>
      </dl>
      <p>
        {/* A conversation with the applicant's account (issue 13); one without an account is told so on the form. */}
        <Link to={lp(`/conversations/new?application_id=${application.id}`)} className={linkClass}>
          {t("application.sendMessage")}
        </Link>
      </p>

      <section aria-labelledby="message-heading" className="flex flex-col gap-2">
        <h2 id="message-heading" className="text-xl font-semibold">
          {t("application.message")}
        </h2>
        <blockquote className="rounded-lg border-l-4 border-primary bg-surface p-4 whitespace-pre-line">{application.message}</blockquote>
      </section>

      {application.canManage ? (
        <section aria-labelledby="decision-heading" className="flex flex-col gap-2">
          <h2 id="decision-heading" className="text-xl font-semibold">
            {t("application.decision")}
          </h2>
          <p className="text-sm text-muted">{t("application.decisionHint")}</p>
          <Form method="post" className="flex flex-wrap gap-3">
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="intent" value="decide" />
            {status !== "accepted" ? (
              <Button type="submit" name="status" value="accepted">
                {t("application.accept")}
              </Button>
            ) : null}
            {status !== "rejected" ? (
              <Button type="submit" name="status" value="rejected" variant="secondary">
                {t("application.reject")}
              </Button>
            ) : null}
            {status !== "new" ? (
              <Button type="submit" name="status" value="new" variant="secondary">
                {t("application.reopen")}
              </Button>
            ) : null}
          </Form>
        </section>
      ) : null}

      {application.canManage ? (
        <section aria-labelledby="notes-heading" className="flex flex-col gap-3">
          <h2 id="notes-heading" className="text-xl font-semibold">
            {t("application.notes")}
          </h2>
          <p className="text-sm text-muted">{t("application.notesHint")}</p>
          {application.notes && application.notes.length > 0 ? (
            <ol className="flex flex-col gap-3">
              {application.notes.map((note) => (
                <li key={note.id} className="rounded-lg border border-border bg-surface p-3">
                  <p className="whitespace-pre-line">{note.note}</p>
                  <p className="mt-1 text-sm text-muted">
                    {note.authorName ?? t("application.unknownAuthor")} · <RelativeTime date={note.createdAt} />
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p>{t("application.noNotes")}</p>
          )}
          <Form method="post" {...getFormProps(form)} key={application.notes?.length ?? 0} className="flex flex-col gap-3">
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="intent" value="note" />
            <FieldLabels labels={{ note: t("application.newNote") }} summary={{ form, result: actionData }}>
              <TextareaField errors={fields.note.errors} textareaProps={{ ...getTextareaProps(fields.note), rows: 3 }} />
            </FieldLabels>
            <div>
              <Button type="submit">{t("application.addNote")}</Button>
            </div>
          </Form>
        </section>
      ) : null}
    </section>
  );
}

export const handle = { i18n: ["manage"] } satisfies I18nHandle;
