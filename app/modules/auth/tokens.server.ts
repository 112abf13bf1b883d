import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { authTokens } from "~/modules/db/schema";

/*
 * devise_token_auth's token semantics, per client (device):
 *  - a request may use the current token or the previous one; the one before
 *    that (last) only within the batch window after the latest rotation;
 *  - every authenticated request rotates the token, except requests within the
 *    batch window of the latest rotation, which share it and get " " back;
 *  - sign-out ends the client's token.
 * One difference: the previous token is the one the rotating request presented,
 * the token the client is known to hold. A client whose answers with new tokens
 * were lost (a page left while its data or the bell's stream was still loading:
 * the server rotated, the browser never stored the cookie) keeps its token until
 * it presents a newer one; with devise's order two lost rotations signed it out.
 * Stronger than devise_token_auth: tokens are stored as SHA-256 hashes (they
 * are random, so a slow hash adds nothing), the expiry slides per rotation but
 * never past an absolute lifetime, and a password change drops every token.
 */

export const TOKEN_LIFESPAN_MS = 14 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const BATCH_WINDOW_MS = 5_000;
export const MAX_CLIENTS_PER_USER = 10;

export type TokenRow = typeof authTokens.$inferSelect;
/** `presented`: the stored hash of the token the request presented (current, previous or last). */
export type TokenSession = { row: TokenRow; batch: boolean; presented: string };
export type IssuedToken = { client: string; token: string; expiry: Date };

const randomToken = () => randomBytes(24).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function matches(hash: string | null, token: string): boolean {
  if (!hash) return false;
  const a = Buffer.from(hash, "hex");
  const b = Buffer.from(hashToken(token), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Signs a user in on a new client (or renews a given client), like devise's create_new_auth_token. */
export async function issueToken(
  tx: Tx,
  input: { tenantId: string; userId: string; now: Date; client?: string; impersonatorId?: string },
): Promise<IssuedToken> {
  const client = input.client ?? randomToken();
  const token = randomToken();
  const expiry = new Date(input.now.getTime() + TOKEN_LIFESPAN_MS);
  const absoluteExpiresAt = new Date(input.now.getTime() + ABSOLUTE_LIFETIME_MS);
  await tx
    .insert(authTokens)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      client,
      tokenHash: hashToken(token),
      expiresAt: expiry,
      absoluteExpiresAt,
      updatedAt: input.now,
      impersonatorId: input.impersonatorId ?? null,
    })
    .onConflictDoUpdate({
      target: [authTokens.userId, authTokens.client],
      set: { tokenHash: hashToken(token), previousTokenHash: null, lastTokenHash: null, expiresAt: expiry, absoluteExpiresAt, updatedAt: input.now },
    });
  await dropOldestClients(tx, input.userId);
  return { client, token, expiry };
}

async function dropOldestClients(tx: Tx, userId: string) {
  const rows = await tx
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(asc(authTokens.updatedAt));
  for (const row of rows.slice(0, Math.max(0, rows.length - MAX_CLIENTS_PER_USER))) {
    await tx.delete(authTokens).where(eq(authTokens.id, row.id));
  }
}

/** The token row when `token` is valid for the user's client at `now`, else null. */
export async function validateToken(
  tx: Tx,
  input: { userId: string; client: string; token: string; now: Date },
): Promise<TokenSession | null> {
  const [row] = await tx
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, input.userId), eq(authTokens.client, input.client)))
    .limit(1);
  return tokenSession(row, input);
}

/**
 * Whether `token` is valid at `now` for the client's token row (read by the caller: the authentication reads it
 * with the user in one statement): the session, else null.
 */
export function tokenSession(row: TokenRow | null | undefined, input: { token: string; now: Date }): TokenSession | null {
  if (!row) return null;
  const now = input.now.getTime();
  if (row.expiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now) return null;
  const withinBatch = row.updatedAt.getTime() > now - BATCH_WINDOW_MS;
  const presented = [row.tokenHash, row.previousTokenHash, withinBatch ? row.lastTokenHash : null].find(
    (hash): hash is string => !!hash && matches(hash, input.token),
  );
  return presented ? { row, batch: withinBatch, presented } : null;
}

/**
 * A new token for the client. The token the request presented becomes previous
 * (the one the client is known to hold); the one replaced, if it was another,
 * becomes last (valid within the batch window, for a parallel answer that did
 * reach the client). Presenting the current token: current becomes previous,
 * previous last, as devise does. Null when another request rotated the row since
 * it was read (parallel requests of one page): that request's token wins, and
 * this one answers like a batch request.
 */
export async function rotateToken(tx: Tx, session: Pick<TokenSession, "row" | "presented">, now: Date): Promise<IssuedToken | null> {
  const { row, presented } = session;
  const token = randomToken();
  const expiry = new Date(Math.min(now.getTime() + TOKEN_LIFESPAN_MS, row.absoluteExpiresAt.getTime()));
  const updated = await tx
    .update(authTokens)
    .set({
      tokenHash: hashToken(token),
      previousTokenHash: presented,
      lastTokenHash: presented === row.tokenHash ? row.previousTokenHash : row.tokenHash,
      expiresAt: expiry,
      updatedAt: now,
    })
    .where(and(eq(authTokens.id, row.id), eq(authTokens.tokenHash, row.tokenHash)))
    .returning({ id: authTokens.id });
  return updated.length > 0 ? { client: row.client, token, expiry } : null;
}

export async function revokeClient(tx: Tx, userId: string, client: string) {
  await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.client, client)));
}

/** Every token of the user (password change), optionally keeping one client. */
export async function revokeAllTokens(tx: Tx, userId: string, keepClient?: string) {
  await tx
    .delete(authTokens)
    .where(keepClient ? and(eq(authTokens.userId, userId), ne(authTokens.client, keepClient)) : eq(authTokens.userId, userId));
}

/** devise_token_auth's response headers. */
export function authHeaders(uid: string, issued: IssuedToken): Record<string, string> {
  return {
    "access-token": issued.token,
    "token-type": "Bearer",
    client: issued.client,
    expiry: String(Math.floor(issued.expiry.getTime() / 1000)),
    uid,
  };
}

/** A batch request shares the token: devise answers a blank token and expiry. */
export function batchHeaders(uid: string, client: string): Record<string, string> {
  return { "access-token": " ", "token-type": "Bearer", client, expiry: " ", uid };
}
