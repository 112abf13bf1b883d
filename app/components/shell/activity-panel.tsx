import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { RelativeTime } from "~/components/feedback/relative-time";
import { linkClass } from "~/components/list-kit";
import { useLocalizedPath } from "~/lib/i18n";
import type { ActivityItem } from "~/modules/activity/types";
import { useTranslation } from "~/modules/i18n/use-translation";

/** How many entries the toolbar's panel shows; "All activity" leads to the rest. */
const PANEL_SIZE = 5;

/** The activity entries: who did what, when, each a link to what it is about (issue 13, decision 033). */
export function ActivityList({ entries }: { entries: readonly ActivityItem[] }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  return (
    <ol className="flex flex-col gap-3" aria-label={t("activityFeed.label")}>
      {entries.map((entry) => (
        <li key={entry.id} data-testid="activity-entry" className="flex flex-col gap-1 border-b border-border pb-2 last:border-b-0">
          <Link to={lp(entry.path)} className={linkClass}>
            {t(`activityFeed.kinds.${entry.kind}`, { actor: entry.actorName || t("activityFeed.someone"), title: entry.title ?? "" })}
          </Link>
          <span className="text-sm text-muted">
            <RelativeTime date={entry.createdAt} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The toolbar's right-hand activity panel. Its entries come from /activiteit's loader when the panel opens (the
 * dialog mounts this), so other pages pay nothing for it; without JavaScript the panel links to that page.
 */
export function ActivityPanel() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const fetcher = useFetcher<{ entries: ActivityItem[] }>();
  const { load } = fetcher;
  const path = lp("/activiteit");
  useEffect(() => {
    void load(path);
  }, [load, path]);
  const entries = fetcher.data?.entries;
  return (
    <div className="flex flex-col gap-4" data-testid="activity-panel">
      {entries === undefined ? (
        fetcher.state === "loading" ? (
          <p className="text-muted" role="status">
            {t("shell.activityLoading")}
          </p>
        ) : null
      ) : entries.length === 0 ? (
        <p className="text-muted">{t("shell.activityEmpty")}</p>
      ) : (
        <ActivityList entries={entries.slice(0, PANEL_SIZE)} />
      )}
      <Link to={path} className={linkClass}>
        {t("shell.activityAll")}
      </Link>
    </div>
  );
}
