/** How many API test workers vitest runs (vitest.config.ts); global-setup.ts copies a database for each. */
export const API_TEST_WORKERS = 2;

/**
 * The PostgreSQL database of one API test worker: DATABASE_URL's database
 * name with the worker's number. Files of one worker run one after the other,
 * so a worker's tests never race another worker's over shared demo users
 * (sign-in limits, the ten-client token limit) or the mail outbox.
 */
export function workerDatabaseUrl(url: string, worker: number): string {
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_w${worker}`;
  return parsed.toString();
}

/** This process's worker number (vitest numbers its pool's workers from 1). */
export function currentWorker(): number {
  return Number(process.env.VITEST_POOL_ID ?? 1);
}
