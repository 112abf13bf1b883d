import { randomBytes } from "node:crypto";
import { hashToken } from "./tokens.server";

/**
 * A token mailed to a user (password reset, confirmation). Only its SHA-256
 * hash is stored: a leaked database does not hand out working links.
 */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
