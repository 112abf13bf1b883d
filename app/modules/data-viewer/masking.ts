/*
 * Which columns the data viewer never shows (issue 15): a rule on the column's name, not a list someone must
 * remember to extend. Anything named like a password, a token, a secret, a digest, a hash, a salt, a one-time
 * code, a key or a credential is masked — a new column named that way is masked the day it is added. A masked
 * column cannot be filtered or sorted on either (a filter would reveal its value by bisection).
 */
const SECRET_PARTS = ["password", "passwd", "token", "secret", "digest", "hash", "salt", "otp", "credential", "api_key", "apikey", "private_key", "signature"];

export function isMaskedColumn(name: string): boolean {
  const lower = name.toLowerCase();
  const parts = lower.split(/[^a-z0-9]+/);
  return SECRET_PARTS.some((secret) => (secret.includes("_") ? lower.includes(secret) : parts.includes(secret) || lower.includes(secret)));
}
