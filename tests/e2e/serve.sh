#!/usr/bin/env bash
# Serves the production build (`npm run build` first) on a fresh embedded database (or the PostgreSQL server of
# DATABASE_URL, which the caller has migrated and seeded), plain http.
set -euo pipefail
export NODE_ENV=production COOKIE_SECURE=0
# Tests use no network: addresses are geocoded by the stub geocoder.
export GEOCODER="${GEOCODER:-stub}"
if [[ -z "${DATABASE_URL:-}" ]]; then
  export DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d)/data}"
fi
npx tsx scripts/prepare-db.ts
exec "${NODE_BIN:-node}" server/index.js
