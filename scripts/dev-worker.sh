#!/usr/bin/env bash
# `npm run dev:worker`: the Worker under `wrangler dev` (workerd, locally) on a local PostgreSQL 15
# reached through Neon's HTTP driver and a local stand-in for Neon's HTTP endpoint (and, for a
# transaction over several statements, a WebSocket-to-TCP proxy) — the production code path, offline.
#   DATABASE_URL=postgres://…  to use your own server instead of a throwaway cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false WRANGLER_HIDE_BANNER=true CLOUDFLARE_CF_FETCH_ENABLED=false
url=${DATABASE_URL:-$(scripts/postgres.sh start 54340)}
DATABASE_URL=$url npx tsx scripts/migrate.ts
proxy_port=54341
neon_port=54342
node --import tsx scripts/ws-proxy.ts $proxy_port &
proxy=$!
node --import tsx scripts/neon-http.ts $neon_port >/dev/null &
neon=$!
trap 'kill $proxy $neon 2>/dev/null' EXIT
echo "Worker on http://127.0.0.1:${PORT:-8788} — database $url via http://127.0.0.1:$neon_port/sql (ws proxy 127.0.0.1:$proxy_port)"
npx wrangler dev --ip 127.0.0.1 --port "${PORT:-8788}" \
  --var "DATABASE_URL:$url" --var "NEON_HTTP_ENDPOINT:http://127.0.0.1:$neon_port/sql" --var "NEON_WS_PROXY:127.0.0.1:$proxy_port" \
  --var "TOKEN_SECRET:${TOKEN_SECRET:-local-development-only-token-secret-0000}"
