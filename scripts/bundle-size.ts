/**
 * Builds the Worker exactly as `wrangler deploy` would (offline, --dry-run) and enforces the size
 * budget: gzip ≤ 1 MiB. Prints raw and gzip sizes; exits 1 over budget.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP = 1024 * 1024;
const out = 'dist';
rmSync(out, { recursive: true, force: true });
execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', out], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
});
const bundle = readFileSync(`${out}/worker.js`);
const gzip = gzipSync(bundle, { level: 9 }).length;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`worker bundle: ${kib(bundle.length)} raw, ${kib(gzip)} gzip (budget ${kib(BUDGET_GZIP)} gzip)`);
console.log(JSON.stringify({ metric: 'worker-bundle', rawBytes: bundle.length, gzipBytes: gzip, budgetGzipBytes: BUDGET_GZIP }));
if (gzip > BUDGET_GZIP) {
  console.error(`over budget by ${kib(gzip - BUDGET_GZIP)}`);
  process.exit(1);
}
