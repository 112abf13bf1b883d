import { and, asc, eq, lt, lte, or, sql } from "drizzle-orm";
import { reportError } from "~/lib/report.server";
import { withoutTenant, type Database } from "~/modules/db/client.server";
import { jobs } from "~/modules/db/schema";

/*
 * A job queue in PostgreSQL (a platform table). Workers in any number of
 * processes claim due jobs with FOR UPDATE SKIP LOCKED, so each job runs once;
 * a claimed job holds a lease (run_at moves ahead) and is picked up again only
 * when its worker died mid-run. Handlers run outside the claiming transaction:
 * the embedded database has one connection and must stay free meanwhile.
 */

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (db: Database, job: JobRow, context: { now: Date }) => Promise<Record<string, unknown> | void>;

export const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 3;
/** Finished jobs are kept this long for inspection. */
const KEEP_MS = 7 * 24 * 3600_000;

export async function enqueueJob(
  db: Database,
  input: { name: string; key?: string; runAt?: Date; payload?: Record<string, unknown> },
): Promise<JobRow | undefined> {
  const [row] = await withoutTenant(db, (tx) =>
    tx
      .insert(jobs)
      .values({ name: input.name, key: input.key ?? null, runAt: input.runAt ?? new Date(), payload: input.payload ?? {} })
      .onConflictDoNothing({ target: jobs.key })
      .returning(),
  );
  return row;
}

/**
 * Schedules the occurrence of a recurring job for the current slot
 * (`name:slot`): however many processes ask, the unique key makes it one job.
 */
export function scheduleRecurring(db: Database, input: { name: string; everyMs: number; now: Date }) {
  const slot = Math.floor(input.now.getTime() / input.everyMs);
  return enqueueJob(db, { name: input.name, key: `${input.name}:${slot}`, runAt: new Date(slot * input.everyMs) });
}

async function claimOne(db: Database, now: Date): Promise<JobRow | undefined> {
  return withoutTenant(db, async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(or(eq(jobs.status, "pending"), eq(jobs.status, "running")), lte(jobs.runAt, now)))
      .orderBy(asc(jobs.runAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, runAt: new Date(now.getTime() + LEASE_MS) })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed;
  });
}

/** Runs every due job once; returns how many ran. Unknown job names fail (visible in the table). */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  { now = () => new Date(), limit = 20 }: { now?: () => Date; limit?: number } = {},
): Promise<number> {
  let ran = 0;
  for (; ran < limit; ran++) {
    const job = await claimOne(db, now());
    if (!job) break;
    try {
      const handler = handlers[job.name];
      if (!handler) throw new Error(`No handler for job '${job.name}'`);
      const result = await handler(db, job, { now: now() });
      await finish(db, job.id, { status: "done", result: result ?? null, finishedAt: now(), lastError: null });
    } catch (error) {
      reportError(error);
      const gaveUp = job.attempts >= MAX_ATTEMPTS;
      await finish(db, job.id, {
        status: gaveUp ? "failed" : "pending",
        lastError: error instanceof Error ? error.message : String(error),
        runAt: new Date(now().getTime() + 60_000 * job.attempts),
        finishedAt: gaveUp ? now() : null,
      });
    }
  }
  return ran;
}

function finish(db: Database, id: string, set: Partial<typeof jobs.$inferInsert>) {
  return withoutTenant(db, (tx) => tx.update(jobs).set(set).where(eq(jobs.id, id)));
}

export function pruneFinishedJobs(db: Database, now: Date) {
  return withoutTenant(db, (tx) =>
    tx.delete(jobs).where(and(or(eq(jobs.status, "done"), eq(jobs.status, "failed")), lt(jobs.finishedAt, new Date(now.getTime() - KEEP_MS)))),
  );
}

export type Recurring = { name: string; everyMs: number };

type WorkerHolder = { stop?: () => void };
const worker = ((globalThis as Record<string, unknown>).__volunteerlyJobWorker ??= {}) as WorkerHolder;

/**
 * The in-process poller: schedules the recurring jobs and runs what is due,
 * every few seconds; one per process (dev reloads the server entry).
 */
export function startJobWorker(
  getDb: () => Promise<Database>,
  { handlers, recurring, intervalMs = 5_000 }: { handlers: Record<string, JobHandler>; recurring: Recurring[]; intervalMs?: number },
): () => void {
  if (worker.stop) return worker.stop;
  let running = false;
  const tick = async () => {
    const db = await getDb();
    const now = new Date();
    for (const job of recurring) await scheduleRecurring(db, { ...job, now });
    await runDueJobs(db, handlers);
    await pruneFinishedJobs(db, now);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch((error: unknown) => reportError(error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  worker.stop = () => {
    clearInterval(timer);
    worker.stop = undefined;
  };
  return worker.stop;
}
