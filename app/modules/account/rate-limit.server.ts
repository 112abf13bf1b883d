import { countAttempts, rateLimitKey, SIGN_IN_WINDOW_MS, type Throttle } from "~/modules/auth/rate-limit.server";
import type { Database } from "~/modules/db/client.server";

/*
 * Sign-ups per client IP, counted in the same `rate_limits` table and the
 * same 15-minute windows as sign-in (docs/decisions/002).
 * Without TRUST_PROXY every client shares one bucket, so the limit is generous.
 */
export const SIGNUP_WINDOW_MS = SIGN_IN_WINDOW_MS;
export const SIGNUP_LIMIT_PER_IP = 10;

export const signupKey = (ip: string) => rateLimitKey("signup:ip", ip);

/** Counts one sign-up attempt (before any work). */
export function countSignupAttempt(db: Database, ip: string, now: Date): Promise<Throttle> {
  return countAttempts(db, [{ key: signupKey(ip), limit: SIGNUP_LIMIT_PER_IP }], now, SIGNUP_WINDOW_MS);
}
