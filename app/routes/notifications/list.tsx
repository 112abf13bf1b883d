import { Form, Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { RelativeTime } from "~/components/feedback/relative-time";
import { EmptyState, linkClass, ListOrEmpty, Pagination, StatusTabs } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { loadNotificationsPage, runNotificationAction } from "~/modules/notifications/page.server";
import { NOTIFICATION_TABS, type NotificationItem } from "~/modules/notifications/schema";
import type { Route } from "./+types/list";

/** /notificaties (spec §2 Messaging, issue 13): the signed-in user's notifications, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadNotificationsPage(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return runNotificationAction(context, request);
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  const { notifications, tab, page, pageCount, counts } = loaderData;
  const filter = tab ?? "all";
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("title")} />
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="max-w-3xl">{t("intro")}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusTabs label={t("tabs.label")} statuses={NOTIFICATION_TABS} current={tab} counts={counts} allLabel={t("tabs.all")} statusLabel={(status) => t(`tabs.${status}`)} />
        {counts.unread > 0 ? (
          <Form method="post">
            <AuthenticityTokenInput name="csrf" />
            <Button type="submit" name="intent" value="read_all" variant="secondary">
              {t("markAllRead")}
            </Button>
          </Form>
        ) : null}
      </div>
      <ListOrEmpty rows={notifications} page={page} empty={<EmptyState title={t(`empty.${filter}`)} />}>
        <ol className="flex flex-col gap-3" aria-label={t("title")}>
          {notifications.map((notification) => (
            <NotificationEntry key={notification.id} notification={notification} />
          ))}
        </ol>
      </ListOrEmpty>
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

function NotificationEntry({ notification }: { notification: NotificationItem }) {
  const { t } = useTranslation("notifications");
  const lp = useLocalizedPath();
  const text = t(`kinds.${notification.kind}`, { title: notification.title ?? "", actor: notification.actorName || t("someone") });
  return (
    <li
      data-testid="notification"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 ${notification.read ? "border-border bg-surface" : "border-primary/60 bg-surface-muted"}`}
    >
      <div className="flex flex-col gap-1">
        <Link to={lp(`/notificaties/${notification.id}`)} className={`${linkClass} ${notification.read ? "" : "font-semibold"}`}>
          {text}
        </Link>
        <p className="text-sm text-muted">
          {notification.read ? null : <span className="mr-2 rounded-full border border-info/50 bg-info/10 px-2 py-0.5">{t("unread")}</span>}
          <RelativeTime date={notification.createdAt} />
        </p>
      </div>
      {notification.read ? null : (
        <Form method="post">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="id" value={notification.id} />
          <button type="submit" name="intent" value="read" className={linkClass} aria-label={t("markReadLabel", { text })}>
            {t("markRead")}
          </button>
        </Form>
      )}
    </li>
  );
}

export const handle = { i18n: ["notifications"] } satisfies I18nHandle;
