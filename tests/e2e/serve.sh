#!/usr/bin/env bash
# Serves the production build (`npm run build` first) on a fresh embedded database (or the PostgreSQL server of
# DATABASE_URL, which the caller has migrated and seeded), plain http.
set -euo pipefail
export NODE_ENV=production COOKIE_SECURE=0
# Each test is a visitor with an address of its own (X-Forwarded-For, tests/e2e/support/fixtures.ts), as behind a
# proxy: the per-address limits then count one test's sign-ups and responses, not the whole suite's.
export TRUST_PROXY=1
# Tests use no network: addresses are geocoded by the stub geocoder.
export GEOCODER="${GEOCODER:-stub}"
if [[ -z "${DATABASE_URL:-}" ]]; then
  export DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d)/data}"
elif [[ -z "${SESSION_SECRET:-}" ]]; then
  # A production server on a database server refuses to start without a cookie secret: one per test run.
  SESSION_SECRET="$(node -e 'process.stdout.write(require("crypto").randomBytes(48).toString("base64url"))')"
  export SESSION_SECRET
fi
npx tsx scripts/prepare-db.ts
# Mail goes over SMTP to a local sink that writes each message to E2E_MAIL_DIR (the outbox API never shows a
# mail's links); the sink stops with this process.
if [[ -n "${E2E_MAIL_DIR:-}" ]]; then
  rm -rf "$E2E_MAIL_DIR"
  mkdir -p "$E2E_MAIL_DIR"
  MAIL_SINK_PORT="$E2E_SMTP_PORT" MAIL_SINK_DIR="$E2E_MAIL_DIR" MAIL_SINK_PARENT_PID=$$ npx tsx scripts/mail-sink.ts &
  export SMTP_URL="smtp://127.0.0.1:$E2E_SMTP_PORT" MAIL_POLL_MS=200
fi
# The server's heap is capped as in production (README, SERVER_HEAP_MB).
exec "${NODE_BIN:-node}" --max-old-space-size="${SERVER_HEAP_MB:-256}" server/index.js
