import { Link } from "react-router";
import { RelativeTime } from "~/components/feedback/relative-time";
import { DataTable, EmptyState, linkClass, Pagination, StatusBadge } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { OwnApplicationDetail, OwnApplicationItem } from "~/modules/applications/own-pages.server";

/*
 * A volunteer's own responses (issue 13, spec §2 /applications): what they responded to, its status and when,
 * and from each one a question to the organization that starts a conversation about it.
 */

const statusOf = (status: OwnApplicationItem["status"]) => status ?? "new";

export function OwnApplications({ applications, total, page, pageCount }: { applications: OwnApplicationItem[]; total: number; page: number; pageCount: number }) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("mine.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("mine.title")}</h1>
        <p>{t("mine.intro")}</p>
      </header>
      <DataTable
        caption={t("mine.caption", { count: total })}
        rows={applications}
        rowKey={(application) => application.id}
        page={page}
        empty={
          <EmptyState title={t("mine.empty")} hint={t("mine.emptyHint")} action={{ to: lp("/vacancies/search"), text: t("mine.findVacancies") }} />
        }
        columns={[
          {
            id: "vacancy",
            header: t("mine.columns.vacancy"),
            rowHeader: true,
            cell: (application) => (
              <Link to={lp(`/applications/${application.id}`)} className={linkClass}>
                {application.vacancyTitle ?? t("mine.unknownVacancy")}
              </Link>
            ),
          },
          {
            id: "status",
            header: t("mine.columns.status"),
            cell: (application) => <StatusBadge status={statusOf(application.status)} label={t(`mine.statuses.${statusOf(application.status)}`)} />,
          },
          { id: "createdAt", header: t("mine.columns.createdAt"), cell: (application) => <RelativeTime date={application.createdAt} /> },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

export function OwnApplication({ application }: { application: OwnApplicationDetail }) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const status = statusOf(application.status);
  const title = t("mine.detail.title", { title: application.vacancyTitle ?? t("mine.unknownVacancy") });
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={title} />
      <p>
        <Link to={lp("/applications")} className={linkClass}>
          {t("mine.detail.back")}
        </Link>
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <StatusBadge status={status} label={t(`mine.statuses.${status}`)} />
          <span>
            {t("mine.detail.sent")} <RelativeTime date={application.createdAt} />
          </span>
        </p>
        <p className="text-muted">{t(`mine.statusHints.${status}`)}</p>
      </div>
      {application.vacancy ? (
        <p>
          <Link to={lp(`/vacancies/${application.vacancyId}`)} className={linkClass}>
            {t("mine.detail.viewVacancy")}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="message-heading" className="flex flex-col gap-2">
        <h2 id="message-heading" className="text-xl font-semibold">
          {t("mine.detail.message")}
        </h2>
        {application.message ? (
          <blockquote className="rounded-lg border-l-4 border-primary bg-surface p-4 whitespace-pre-line">{application.message}</blockquote>
        ) : (
          <p className="text-muted">{t("mine.detail.noMessage")}</p>
        )}
      </section>
      <section aria-labelledby="question-heading" className="flex flex-col gap-2">
        <h2 id="question-heading" className="text-xl font-semibold">
          {t("mine.detail.questionHeading")}
        </h2>
        <p>{t("mine.detail.questionHint")}</p>
        <p>
          <Link to={lp(`/conversations/new?application_id=${application.id}`)} className={linkClass}>
            {t("mine.detail.ask")}
          </Link>
        </p>
      </section>
    </section>
  );
}
