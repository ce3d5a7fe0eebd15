import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { freePort } from '../../test/reliability/lib/processes';
import { stopperOf } from './child-stop';

/**
 * The Worker bundle served by `workerd serve` itself, with a config of our own: the runtime Cloudflare
 * runs Workers on, and nothing else in the request's way. Miniflare (what `wrangler dev` and the test
 * pool run) puts its own entry worker in front of the Worker — request routing, dev headers, pretty
 * errors — which production has not; on this machine it costs a hello-world Worker ~0.2 ms of CPU per
 * request against ~0.08 ms served directly (BENCHMARKS.md, "Worker vs Node"). The bench measures
 * both, and the issue's ratio on this one.
 *
 * Outbound fetches (the Neon driver's, to the local endpoint) may reach loopback only.
 */
export interface WorkerdServer {
  readonly base: string;
  readonly pid: number;
  stop(): Promise<void>;
}

const capnpString = (s: string) => JSON.stringify(s); // capnp text strings take JSON's escapes

/** wrangler.toml's Durable Object classes, in memory (they hold hints and limits only). */
const OBJECTS = [
  ['GAME_HUB', 'GameHub'],
  ['PLAYER_HUB', 'PlayerHub'],
  ['LIMITER', 'Limiter'],
] as const;

/** One Worker service of the config: the objects' own (`owner`: it declares their namespaces) or
 * another isolate running the same script, bound to the owner's objects. */
function workerText(name: string, script: string, compat: { compatibilityDate: string; compatibilityFlags: string[] }, bindings: Record<string, string>, objects: boolean, owner: string | null): string {
  const objectBindings = OBJECTS.map(([binding, className]) =>
    owner === null ? `(name = "${binding}", durableObjectNamespace = "${className}")` : `(name = "${binding}", durableObjectNamespace = (className = "${className}", serviceName = "${owner}"))`,
  );
  const namespaces = OBJECTS.map(([, className]) => `(className = "${className}", uniqueKey = "tricktable-${className}", enableSql = true)`);
  return `const ${name} :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed ${capnpString(script)}) ],
  compatibilityDate = ${capnpString(compat.compatibilityDate)},
  compatibilityFlags = [ ${compat.compatibilityFlags.map(capnpString).join(', ')} ],
  bindings = [ ${[...Object.entries(bindings).map(([key, text]) => `(name = ${capnpString(key)}, text = ${capnpString(text)})`), ...(objects ? objectBindings : [])].join(', ')} ],
  ${objects && owner === null ? `durableObjectNamespaces = [ ${namespaces.join(', ')} ], durableObjectStorage = (localDisk = "objects-disk"),` : ''}
  globalOutbound = "loopback",
);
`;
}

/**
 * `args`: extra flags for `workerd serve` (e.g. `--inspector-addr=127.0.0.1:9229`, to profile it).
 * `objects`: declare wrangler.toml's Durable Objects (the game hubs, the limiters; in memory), as
 * deployed; without them the Worker's waiters poll and each isolate counts its own limits (src/worker.ts).
 */
export async function serveWithWorkerd(
  bundle: { dir: string; script: string },
  compat: { compatibilityDate: string; compatibilityFlags: string[] },
  bindings: Record<string, string>,
  args: readonly string[] = [],
  { objects = true } = {},
): Promise<WorkerdServer> {
  const [server] = await serveIsolates(bundle, compat, bindings, 1, args, { objects });
  return server!;
}

/**
 * `isolates` Worker services running the same bundle in one `workerd serve`, each on its own port and
 * in its own isolate (workerd gives every Worker service one), the first declaring the Durable
 * Objects and the others bound to them: what two isolates of a deployment share (the bench's
 * cross-isolate limits). Stopping any stops all.
 */
export async function serveIsolates(
  bundle: { dir: string; script: string },
  compat: { compatibilityDate: string; compatibilityFlags: string[] },
  bindings: Record<string, string>,
  isolates: number,
  args: readonly string[] = [],
  { objects = true } = {},
): Promise<WorkerdServer[]> {
  const ports = await Promise.all(Array.from({ length: isolates }, () => freePort()));
  const names = ports.map((_, i) => `isolate${i}`);
  // The objects' storage on disk, fresh for each workerd (what one left never wakes in the next). Not
  // in memory: workerd 1.20260426.1 evicts an idle in-memory object after ~10 s with its alarm (so a
  // 30 s safety check never ran), and such a workerd died of "Promise callback destroyed itself"
  // after an alarm's webhook retry (scripts/bench/scale.ts). Deployed objects' storage is durable too.
  const objectsDir = mkdtempSync(join(tmpdir(), 'tricktable-objects-'));
  // Beside the bundle: capnp embeds a file by a path relative to the config's own.
  const config = join(bundle.dir, 'workerd.capnp');
  writeFileSync(
    config,
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ ${[...names.map((n) => `(name = "${n}", worker = .${n})`), '(name = "loopback", network = (allow = ["local"]))', `(name = "objects-disk", disk = (path = ${capnpString(objectsDir)}, writable = true))`].join(', ')} ],
  sockets = [ ${names.map((n, i) => `(name = "http${i}", address = ${capnpString(`127.0.0.1:${ports[i]}`)}, http = (), service = "${n}")`).join(', ')} ],
);
${names.map((n, i) => workerText(n, basename(bundle.script), compat, bindings, objects, i === 0 ? null : names[0]!)).join('')}`,
  );
  const binary = createRequire(import.meta.url)('workerd').default as string;
  const child = spawn(binary, ['serve', config, ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stopChild = stopperOf(child);
  const stop = async () => {
    await stopChild();
    rmSync(objectsDir, { recursive: true, force: true });
  };
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  for (const base of bases) {
    for (let tries = 0; ; tries++) {
      try {
        await fetch(`${base}/v1/games`);
        break;
      } catch (err) {
        if (child.exitCode !== null || tries > 200) throw new Error(`workerd serve did not come up on ${base}: ${String(err)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }
  return bases.map((base) => ({ base, pid: child.pid!, stop }));
}
