import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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

/**
 * `args`: extra flags for `workerd serve` (e.g. `--inspector-addr=127.0.0.1:9229`, to profile it).
 * `objects`: declare wrangler.toml's Durable Objects (the game hubs, in memory: they hold hints
 * only), as deployed; without them the Worker's waiters poll (src/worker.ts).
 */
export async function serveWithWorkerd(
  bundle: { dir: string; script: string },
  compat: { compatibilityDate: string; compatibilityFlags: string[] },
  bindings: Record<string, string>,
  args: readonly string[] = [],
  { objects = true } = {},
): Promise<WorkerdServer> {
  const port = await freePort();
  // Beside the bundle: capnp embeds a file by a path relative to the config's own.
  const config = join(bundle.dir, 'workerd.capnp');
  writeFileSync(
    config,
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .tricktable), (name = "loopback", network = (allow = ["local"])) ],
  sockets = [ (name = "http", address = ${capnpString(`127.0.0.1:${port}`)}, http = (), service = "main") ],
);
const tricktable :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed ${capnpString(basename(bundle.script))}) ],
  compatibilityDate = ${capnpString(compat.compatibilityDate)},
  compatibilityFlags = [ ${compat.compatibilityFlags.map(capnpString).join(', ')} ],
  bindings = [ ${[
    ...Object.entries(bindings).map(([name, text]) => `(name = ${capnpString(name)}, text = ${capnpString(text)})`),
    ...(objects ? ['(name = "GAME_HUB", durableObjectNamespace = "GameHub")', '(name = "PLAYER_HUB", durableObjectNamespace = "PlayerHub")'] : []),
  ].join(', ')} ],
  ${objects ? 'durableObjectNamespaces = [ (className = "GameHub", uniqueKey = "tricktable-GameHub", enableSql = true), (className = "PlayerHub", uniqueKey = "tricktable-PlayerHub", enableSql = true) ], durableObjectStorage = (inMemory = void),' : ''}
  globalOutbound = "loopback",
);
`,
  );
  const binary = createRequire(import.meta.url)('workerd').default as string;
  const child = spawn(binary, ['serve', config, ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = stopperOf(child);
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${base}/v1/games`);
      break;
    } catch (err) {
      if (child.exitCode !== null || tries > 200) throw new Error(`workerd serve did not come up on ${base}: ${String(err)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    base,
    pid: child.pid!,
    stop,
  };
}
