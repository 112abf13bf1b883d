import { Link } from "react-router";
import { useId, type ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { PageTitle } from "~/components/page-title";
import { linkClass, useFormatDate } from "~/components/list-kit";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext } from "~/middleware/context";
import type { Dashboard as DashboardData } from "~/modules/dashboard/dashboard.server";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/dashboard";

/*
 * /dashboard per role (issue 15): what waits for the user, each item linking to where it is handled — a center's
 * approvals, expiring vacancies, unanswered applications and this week's figures; an organization's own; everyone's
 * responses, sign-ups and unread messages. One API call (GET /api/v1/dashboard).
 */

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { data } = await context.get(apiContext).get<DashboardData>("/api/v1/dashboard");
  return { user: { firstName: user.firstName, email: user.email }, dashboard: { management: data.management, own: data.own } };
}

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      {action ? <p className="mt-auto">{action}</p> : null}
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const formatDate = useFormatDate();
  const { user, dashboard } = loaderData;
  const { management, own } = dashboard;
  const statusLabel = (status: "accepted" | "rejected" | null) => t(`dashboard.own.status.${status ?? "new"}`);
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("dashboard.title")} />
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t("dashboard.greeting", { name: user.firstName || user.email })}</h1>
        <p className="text-muted">{t("dashboard.signedInAs", { email: user.email })}</p>
      </header>

      {management ? (
        <section aria-labelledby="dashboard-todo" className="flex flex-col gap-4">
          <h2 id="dashboard-todo" className="text-2xl font-semibold">
            {t(management.scope === "center" ? "dashboard.todo.center" : "dashboard.todo.organizations")}
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {management.pendingOrganizations !== null ? (
              <Card
                title={t("dashboard.approvals.title")}
                action={
                  management.pendingOrganizations > 0 ? (
                    <Link to={lp("/organizations/approve")} className={linkClass}>
                      {t("dashboard.approvals.link")}
                    </Link>
                  ) : undefined
                }
              >
                <p data-testid="pending-organizations">{t("dashboard.approvals.count", { count: management.pendingOrganizations })}</p>
              </Card>
            ) : null}
            <Card
              title={t("dashboard.expiring.title")}
              action={
                <Link to={`${lp("/vacancies")}?status=published&sort=expires_at`} className={linkClass}>
                  {t("dashboard.expiring.link")}
                </Link>
              }
            >
              <p>{t("dashboard.expiring.count", { count: management.expiring.total })}</p>
              {management.expiring.rows.length > 0 ? (
                <ul className="flex flex-col gap-1" data-testid="expiring-vacancies">
                  {management.expiring.rows.map((vacancy) => (
                    <li key={vacancy.id}>
                      <Link to={lp(`/vacancies/${vacancy.id}/edit`)} className={linkClass}>
                        {vacancy.title}
                      </Link>{" "}
                      <span className="text-muted">{t("dashboard.expiring.on", { date: formatDate(vacancy.expiresAt) })}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
            <Card
              title={t("dashboard.unanswered.title")}
              action={
                <Link to={`${lp("/applications")}?status=new`} className={linkClass}>
                  {t("dashboard.unanswered.link")}
                </Link>
              }
            >
              <p>{t(management.unanswered.capped ? "dashboard.unanswered.countMore" : "dashboard.unanswered.count", { count: management.unanswered.total })}</p>
              {management.unanswered.rows.length > 0 ? (
                <ul className="flex flex-col gap-1" data-testid="unanswered-applications">
                  {management.unanswered.rows.map((application) => (
                    <li key={application.id}>
                      <Link to={lp(`/applications/${application.id}`)} className={linkClass}>
                        {t("dashboard.unanswered.row", { name: application.name, vacancy: application.vacancyTitle })}
                      </Link>{" "}
                      <span className="text-muted">{t("dashboard.unanswered.since", { date: formatDate(application.createdAt) })}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
            <Card title={t("dashboard.week.title", { date: formatDate(management.week.from) })}>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="week-figures">
                <dt>{t("dashboard.week.vacancies")}</dt>
                <dd className="text-right font-semibold">{management.week.vacancies}</dd>
                <dt>{t("dashboard.week.applications")}</dt>
                <dd className="text-right font-semibold">{management.week.applications}</dd>
                {management.week.volunteers !== null ? (
                  <>
                    <dt>{t("dashboard.week.volunteers")}</dt>
                    <dd className="text-right font-semibold">{management.week.volunteers}</dd>
                  </>
                ) : null}
              </dl>
            </Card>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="dashboard-own" className="flex flex-col gap-4">
        <h2 id="dashboard-own" className="text-2xl font-semibold">
          {t("dashboard.own.title")}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <Card
            title={t("dashboard.own.applications")}
            action={
              <Link to={lp("/applications")} className={linkClass}>
                {t("dashboard.own.applicationsLink")}
              </Link>
            }
          >
            {own.applications.rows.length === 0 ? (
              <p>{t("dashboard.own.noApplications")}</p>
            ) : (
              <ul className="flex flex-col gap-1" data-testid="own-applications">
                {own.applications.rows.map((application) => (
                  <li key={application.id}>
                    <Link to={lp(`/vacancies/${application.vacancyId}`)} className={linkClass}>
                      {application.vacancyTitle}
                    </Link>{" "}
                    <span className="text-muted">{t("dashboard.own.applicationRow", { status: statusLabel(application.status), date: formatDate(application.createdAt) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card
            title={t("dashboard.own.signups")}
            action={
              <Link to={lp("/activiteitenkalender")} className={linkClass}>
                {t("dashboard.own.signupsLink")}
              </Link>
            }
          >
            {own.signups.rows.length === 0 ? (
              <p>{t("dashboard.own.noSignups")}</p>
            ) : (
              <ul className="flex flex-col gap-1" data-testid="own-signups">
                {own.signups.rows.map((signup) => (
                  <li key={signup.id}>
                    <Link to={lp(`/vacancies/${signup.vacancyId}`)} className={linkClass}>
                      {signup.vacancyTitle}
                    </Link>{" "}
                    <span className="text-muted">{t(signup.status === "waiting" ? "dashboard.own.signupWaiting" : "dashboard.own.signupOn", { date: formatDate(signup.startsAt) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={t("dashboard.own.inbox")}>
            <ul className="flex flex-col gap-1">
              <li>
                <Link to={lp("/conversations")} className={linkClass}>
                  {t("dashboard.own.unreadMessages", { count: own.unreadMessages })}
                </Link>
              </li>
              <li>
                <Link to={lp("/notificaties")} className={linkClass}>
                  {t("dashboard.own.unreadNotifications", { count: own.unreadNotifications })}
                </Link>
              </li>
            </ul>
          </Card>
        </div>
      </section>
    </section>
  );
}
