import { reportError } from "~/lib/report.server";
import { closeDatabase, getDatabase } from "~/modules/db/client.server";
import { DIGEST_SCHEDULE_INTERVAL_MS, SCHEDULE_DIGESTS_JOB, SEND_DIGEST_JOB, scheduleDigestsJob, sendDigestJob } from "~/modules/digest/digest.server";
import { GEOCODE_ADDRESSES_JOB, GEOCODE_INTERVAL_MS, geocodeAddressesJob } from "~/modules/geocoding/job.server";
import { startMailWorker } from "~/modules/mail/delivery.server";
import { EXPIRE_VACANCIES_JOB, EXPIRY_INTERVAL_MS, expireVacanciesJob } from "~/modules/vacancies/expiry.server";
import {
  EXPIRY_SCAN_INTERVAL_MS,
  VACANCY_EXPIRY_NOTICE_JOB,
  VACANCY_EXPIRY_SCAN_JOB,
  vacancyExpiryNoticeJob,
  vacancyExpiryScanJob,
} from "~/modules/vacancies/expiry-notices.server";
import { ACTIVITY_REMINDER_JOB, ACTIVITY_REMINDER_SCAN_JOB, activityReminderJob, activityReminderScanJob, REMINDER_SCAN_INTERVAL_MS } from "~/modules/activities/reminders.server";
import { startAnalyticsFlusher } from "~/modules/analytics/recorder.server";
import { ROLLUP_ANALYTICS_JOB, ROLLUP_INTERVAL_MS, rollupAnalyticsJob } from "~/modules/analytics/rollup.server";
import { EXPIRE_NEIGHBOUR_HELP_JOB, NEIGHBOUR_HELP_EXPIRY_INTERVAL_MS, expireNeighbourHelpJob } from "~/modules/neighbour-help/closing.server";
import { startJobWorker } from "./queue.server";

type Holder = { started?: boolean };
const holder = ((globalThis as Record<string, unknown>).__volunteerlyBackground ??= {}) as Holder;

/** Requests in flight get this long to finish their queries once a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 500;
/** After this the process exits whatever still runs. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Background work of a server process: mail delivery from the outbox and the
 * job queue, and an orderly stop. Once per process (dev reloads the server entry).
 */
export function startBackgroundWork() {
  if (holder.started || process.env.NODE_ENV === "test") return;
  holder.started = true;
  const getDb = async () => (await getDatabase()).db;
  const stops = [
    startMailWorker(getDb),
    startJobWorker(getDb, {
      handlers: {
        [EXPIRE_VACANCIES_JOB]: expireVacanciesJob,
        [VACANCY_EXPIRY_SCAN_JOB]: vacancyExpiryScanJob,
        [VACANCY_EXPIRY_NOTICE_JOB]: vacancyExpiryNoticeJob,
        [GEOCODE_ADDRESSES_JOB]: geocodeAddressesJob,
        [SCHEDULE_DIGESTS_JOB]: scheduleDigestsJob,
        [SEND_DIGEST_JOB]: sendDigestJob,
        [ACTIVITY_REMINDER_SCAN_JOB]: activityReminderScanJob,
        [ACTIVITY_REMINDER_JOB]: activityReminderJob,
        [ROLLUP_ANALYTICS_JOB]: rollupAnalyticsJob,
        [EXPIRE_NEIGHBOUR_HELP_JOB]: expireNeighbourHelpJob,
      },
      recurring: [
        { name: EXPIRE_VACANCIES_JOB, everyMs: EXPIRY_INTERVAL_MS },
        { name: VACANCY_EXPIRY_SCAN_JOB, everyMs: EXPIRY_SCAN_INTERVAL_MS },
        { name: GEOCODE_ADDRESSES_JOB, everyMs: GEOCODE_INTERVAL_MS },
        { name: SCHEDULE_DIGESTS_JOB, everyMs: DIGEST_SCHEDULE_INTERVAL_MS },
        { name: ACTIVITY_REMINDER_SCAN_JOB, everyMs: REMINDER_SCAN_INTERVAL_MS },
        { name: ROLLUP_ANALYTICS_JOB, everyMs: ROLLUP_INTERVAL_MS },
        { name: EXPIRE_NEIGHBOUR_HELP_JOB, everyMs: NEIGHBOUR_HELP_EXPIRY_INTERVAL_MS },
      ],
    }),
    // Page views and bank searches are counted in memory and written every few seconds (decision 047).
    startAnalyticsFlusher(getDb),
  ];
  const stop = onceStop(stops);
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

/**
 * Ctrl+C or a service manager's SIGTERM. The HTTP server stops taking
 * connections by itself (server/index.js); here the pollers stop, the
 * database closes — an embedded one that is not closed may not open again —
 * and the process exits instead of waiting for idle keep-alive connections.
 */
function onceStop(stops: Array<() => void>) {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops) stop();
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    setTimeout(() => {
      closeDatabase()
        .catch((error: unknown) => reportError(error))
        .finally(() => process.exit(0));
    }, SHUTDOWN_GRACE_MS);
  };
}
