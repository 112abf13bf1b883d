import { getDatabase } from "~/modules/db/client.server";
import { GEOCODE_ADDRESSES_JOB, GEOCODE_INTERVAL_MS, geocodeAddressesJob } from "~/modules/geocoding/job.server";
import { startMailWorker } from "~/modules/mail/delivery.server";
import { EXPIRE_VACANCIES_JOB, EXPIRY_INTERVAL_MS, expireVacanciesJob } from "~/modules/vacancies/expiry.server";
import { startJobWorker } from "./queue.server";

let started = false;

/** Background work of a server process: mail delivery from the outbox and the job queue. Once per process. */
export function startBackgroundWork() {
  if (started || process.env.NODE_ENV === "test") return;
  started = true;
  const getDb = async () => (await getDatabase()).db;
  startMailWorker(getDb);
  startJobWorker(getDb, {
    handlers: { [EXPIRE_VACANCIES_JOB]: expireVacanciesJob, [GEOCODE_ADDRESSES_JOB]: geocodeAddressesJob },
    recurring: [
      { name: EXPIRE_VACANCIES_JOB, everyMs: EXPIRY_INTERVAL_MS },
      { name: GEOCODE_ADDRESSES_JOB, everyMs: GEOCODE_INTERVAL_MS },
    ],
  });
}
