#!/usr/bin/env bash
# The two packages as an integrator gets them (issue 31): `npm pack` @tricktable/client and
# @tricktable/verify (their prepack builds them), install both tarballs into an empty project in a
# temp dir, start the Node server (`npm start`'s scripts/start.mjs: PGlite in a temp DATA_DIR, a free
# port), then in that project type-check and run the client README's game (clients/typescript/
# README.md, its ```js block, as written) and verify the finished game with the installed CLI. Any
# step failing fails the script. From the repository root, after `npm ci` and `npm run build`:
# `npm run packages:smoke`.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
started=$SECONDS
work=$(mktemp -d /tmp/tricktable-packages.XXXXXX)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo "packages-smoke: $* ($((SECONDS - started)) s)"; }

# The server first: it starts while the packages build and install. `npm start` without npm (the
# assets are CI's build), so that $! is the server and the cleanup's kill reaches it.
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
base="http://127.0.0.1:$port"
PORT=$port DATA_DIR="$work/data" node scripts/start.mjs >"$work/server.log" 2>&1 &
server_pid=$!

step "npm pack"
mkdir -p "$work/tarballs"
npm pack --silent -w clients/typescript -w packages/verify --pack-destination "$work/tarballs" >/dev/null
client_tgz=$(ls "$work"/tarballs/tricktable-client-*.tgz)
verify_tgz=$(ls "$work"/tarballs/tricktable-verify-*.tgz)
# The verifier ships one bundled file and its README, nothing of the server's sources.
files=$(tar -tzf "$verify_tgz" | sort | tr '\n' ' ')
[ "$files" = "package/README.md package/dist/tricktable-verify.js package/package.json " ] || { echo "packages-smoke: @tricktable/verify ships $files" >&2; exit 1; }

step "npm install the tarballs into an empty project"
mkdir -p "$work/scratch"
cd "$work/scratch"
printf '{ "name": "scratch", "private": true, "type": "module" }\n' >package.json
dev() { node -p "require('$ROOT/package.json').devDependencies['$1']"; }
npm install --no-audit --no-fund --silent "$client_tgz" "$verify_tgz" "typescript@$(dev typescript)" "@types/node@$(dev @types/node)"
# The README's example, exactly as written.
node -e "const m=require('fs').readFileSync('$ROOT/clients/typescript/README.md','utf8').match(/\`\`\`js\n([^]*?)\`\`\`/); if(!m) throw new Error('no js block in clients/typescript/README.md'); require('fs').writeFileSync('game.mjs', m[1])"
step "tsc --checkJs the README's game against the installed declarations"
./node_modules/.bin/tsc --noEmit --allowJs --checkJs --strict --module nodenext --moduleResolution nodenext --target es2022 --types node game.mjs

step "waiting for the server on $base"
for _ in $(seq 120); do
  curl -sf -o /dev/null "$base/v1/games" && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; echo "packages-smoke: the server exited" >&2; exit 1; }
  sleep 0.5
done
curl -sf -o /dev/null "$base/v1/games" || { cat "$work/server.log" >&2; echo "packages-smoke: the server never answered" >&2; exit 1; }

step "a whole game with the installed client"
out=$(TRICKTABLE_URL=$base node game.mjs)
echo "$out"
id=$(echo "$out" | sed -n 's/^\(g_[A-Za-z0-9_-]*\) finished.*/\1/p')
[ -n "$id" ] || { echo "packages-smoke: the game did not say it finished" >&2; exit 1; }

step "the installed CLI verifies it"
npx --no @tricktable/verify verify "$base" "$id" | tee "$work/verify.txt"
grep -q '^verified:' "$work/verify.txt"
grep -qF 'server-seed+entropy/1' "$work/verify.txt"
npx --no tricktable-verify verify "$base" "$id" --json | grep -q '"ok":true'
step "and from a folder with no project, as \`npx @tricktable/verify\` runs it (npx installs it in its cache)"
mkdir -p "$work/anywhere"
(cd "$work/anywhere" && npx --yes "file:$verify_tgz" verify "$base" "$id" --json) | grep -q '"ok":true'
step "ok"
