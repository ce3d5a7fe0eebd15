import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { playFairGame, type FairGame } from './support/fair-game';
import { startServer, type NodeTestServer } from './support/server';

// `npx tricktable verify <base-url> <game-id>`: the package's bin, run as a user runs it, against a
// real server; and against a server whose record was tampered with on the way.
const root = fileURLToPath(new URL('..', import.meta.url));

function run(command: string, args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: root, timeout: 120_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 99) : 0;
      resolve({ code, out: `${stdout}${stderr}` });
    });
  });
}
const verify = (...args: string[]) => run(process.execPath, ['bin/tricktable.mjs', 'verify', ...args]);

/** A proxy to `target` that changes the body of the game record on its way to the client. */
async function tampering(target: string, change: (record: any) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const upstream = await fetch(`${target}${req.url}`, { headers: req.headers.authorization ? { authorization: req.headers.authorization } : {} });
    let body = await upstream.text();
    if (req.url!.endsWith('/record') && upstream.ok) {
      const record = JSON.parse(body);
      change(record);
      body = JSON.stringify(record);
    }
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('npx tricktable verify', () => {
  let server: NodeTestServer;
  let game: FairGame;
  beforeAll(async () => {
    server = await startServer(databaseKinds()[0]!);
    game = await playFairGame(server.api, { type: 'tango' }, ['0123456789abcdef0123456789abcdef', 'AAECAwQFBgcICQoLDA0ODw']);
  });
  afterAll(() => server?.close());

  it('passes a finished game whose seats sent entropy: a short report, exit 0', async () => {
    const { code, out } = await run('npx', ['tricktable', 'verify', server.baseUrl, game.id, '--token', game.tokens[1]!]);
    expect(out).toContain(`game ${game.id} (tango, ruleset 1, server-seed+entropy/1)`);
    for (const check of ['commitment', 'deal seed', 'deals', 'replay', 'result', 'the public log', "seat 1's log"]) expect(out).toMatch(new RegExp(`ok {4}${check}:`));
    expect(out).toMatch(/^verified: /m);
    expect(out).not.toContain('FAIL');
    expect(code).toBe(0);
    expect(out.split('\n').length).toBeLessThan(15);
  });

  it('exits 1 with a FAIL line when the record was tampered with: a changed seed, a changed dealt card, a changed entropy', async () => {
    const cases: Array<[string, (record: any) => void]> = [
      ['commitment', (r) => (r.fairness.seed = r.fairness.seed.replace(/^./, (c: string) => (c === '0' ? '1' : '0')))],
      [
        'deals',
        (r) => {
          const dealt = r.log.flatMap((e: any) => e.events).find((e: any) => Array.isArray(e.hands));
          [dealt.hands[0][0], dealt.hands[1][0]] = [dealt.hands[1][0], dealt.hands[0][0]];
        },
      ],
      [
        'deal seed',
        (r) => {
          r.fairness.entropy[1] = 'ee'.repeat(16);
          r.log.find((e: any) => e.kind === 'join' && e.seat === 1).join.entropy = 'ee'.repeat(16);
        },
      ],
    ];
    for (const [check, change] of cases) {
      const proxy = await tampering(server.baseUrl, change);
      try {
        const { code, out } = await verify(proxy.url, game.id);
        expect(out, check).toMatch(new RegExp(`FAIL {2}${check}:`));
        expect(out).toMatch(/^NOT verified/m);
        expect(code).toBe(1);
      } finally {
        await proxy.close();
      }
    }
  });

  it('exits 2 when it cannot check: a game not finished, no such game, no server, bad usage', async () => {
    const { id } = (await server.api.create('tango')).body;
    const early = await verify(server.baseUrl, id);
    expect(early.out).toMatch(/409 the record of a game is public once it is finished/);
    expect(early.code).toBe(2);
    expect((await verify(server.baseUrl, 'g_nothing')).code).toBe(2);
    expect((await verify('http://127.0.0.1:9', game.id)).code).toBe(2);
    const usage = await verify(server.baseUrl);
    expect(usage.out).toMatch(/^usage: tricktable verify <base-url> <game-id>/);
    expect(usage.code).toBe(2);
  });
});
