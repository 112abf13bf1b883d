import { getDatabase } from "~/modules/db/client.server";
import { startMailWorker } from "~/modules/mail/delivery.server";

let started = false;

/** Background work of a server process: mail delivery from the outbox. Once per process. */
export function startBackgroundWork() {
  if (started || process.env.NODE_ENV === "test") return;
  started = true;
  startMailWorker(async () => (await getDatabase()).db);
}
