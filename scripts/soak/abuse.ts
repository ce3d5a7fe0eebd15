/**
 * Soak: abuse (issue 26, "Measure") — bot attacks beside a person's game, at the default limits.
 * The Node app (test/support/server.ts: the real app on a socket, src/node.ts's rate limits and bot
 * queue, embedded PGlite) serves a person who plays two-player Tango (both seats, one move at a time)
 * for SOAK_MOVES moves (200) on a quiet server, then again while one attacker sends, as fast as it
 * is answered: anonymous all-bot expert Tango games (REST), GraphQL operations of 20 such
 * `createGame` fields, and all-bot expert games with SOAK_KEYS player keys (5). Printed: the
 * person's move p50/p99 quiet and under attack, the attacker's answers by code, and the bot work
 * the queue played for the attacker (rule steps a second, beside the budget of those keys).
 * The queue's settings come from the environment as on Node (BOT_CONCURRENCY, BOT_SHARE_STEPS, …).
 *   npm run soak:abuse            SOAK_MOVES=500 SOAK_KEYS=10 npm run soak:abuse
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { botQueueSettings } from '../../src/http/bot-settings';
import { rateLimitSettings } from '../../src/http/rate-limit';
import { databaseKinds } from '../../test/support/databases';
import { GqlClient } from '../../test/support/graphql/client';
import { newPlayer } from '../../test/support/players';
import { startServer } from '../../test/support/server';
import { machine, num, printFigures } from './common';

const moves = num('SOAK_MOVES', 200);
const keys = num('SOAK_KEYS', 5);
// The bot queue's settings from the environment, as src/node.ts reads them (BOT_*, RATE_LIMIT_BOT_*).
const rateLimit = { settings: rateLimitSettings({}), clientIp: (c: Parameters<typeof getConnInfo>[0]) => getConnInfo(c).remote.address };
const server = await startServer(databaseKinds()[0]!, { app: { rateLimit }, bots: botQueueSettings(process.env as Record<string, string | undefined>) });
const { api } = server;

/** The person's move round trips (ms), over as many Tango games as it takes. */
async function personMoves(n: number): Promise<number[]> {
  const times: number[] = [];
  while (times.length < n) {
    const g = await api.seated('tango');
    for (let view = (await api.view(g.id)).body; view.status === 'active' && times.length < n; ) {
      const seat = view.toAct[0];
      const legal = (await api.legalMoves(g.id, g.tokens[seat])).body;
      const start = performance.now();
      const done = await api.act(g.id, g.tokens[seat]!, legal.moves[0], { 'if-match': `"${legal.version}"` });
      times.push(performance.now() - start);
      if (done.status !== 200) throw new Error(`the person's move: ${done.status} ${done.text}`);
      view = done.body.view;
    }
  }
  return times;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const figures = (xs: number[]) => `${pct(xs, 50).toFixed(1)} / ${pct(xs, 99).toFixed(1)}`;

const quiet = await personMoves(moves);

const answers: Record<string, number> = {};
const count = (what: string, code: unknown) => void (answers[`${what}: ${String(code)}`] = (answers[`${what}: ${String(code)}`] ?? 0) + 1);
const allBots = { type: 'tango', bots: { '0': 'expert', '1': 'expert' } };
const gql = new GqlClient(api);
const twenty = `mutation ($b: JSON) { ${Array.from({ length: 20 }, (_, i) => `g${i}: createGame(type: "tango", bots: $b) { id }`).join(' ')} }`;
const players = await Promise.all(Array.from({ length: keys }, (_, i) => newPlayer(api, `attacker${i}`)));
let attacking = true;
const stepsBefore = server.bots.stats.charged;
const attackStart = performance.now();
const attack = async () => {
  for (let i = 0; attacking; i++) {
    const rest = await api.request('POST', '/v1/games', { body: allBots });
    count('anonymous all-bot POST /v1/games', rest.body?.code ?? rest.status);
    const many = await gql.request(twenty, { b: allBots.bots });
    count('GraphQL 20 × createGame all-bot', many.errors?.[0]?.extensions?.code ?? 'ok');
    const keyed = await api.request('POST', '/v1/games', { token: players[i % keys]!.key, body: allBots });
    count('keyed all-bot POST /v1/games', keyed.body?.code ?? keyed.status);
  }
};
const attacker = attack();
const loud = await personMoves(moves);
attacking = false;
await attacker;
const seconds = (performance.now() - attackStart) / 1000;
const charged = server.bots.stats.charged - stepsBefore;
const budget = server.bots.settings.perPlayer!;

printFigures('soak:abuse', {
  ...(await machine()),
  'person moves measured (each phase)': moves,
  'person move ms p50 / p99, quiet': figures(quiet),
  'person move ms p50 / p99, under attack': figures(loud),
  'p99 under attack / quiet': (pct(loud, 99) / pct(quiet, 99)).toFixed(2),
  'attacker answers': answers,
  'attack seconds': seconds.toFixed(1),
  "attacker's bot steps played by the queue, per second": Math.round(charged / seconds),
  [`budget of ${keys} keys: burst + refill per second`]: `${keys * budget.capacity} + ${Math.round(keys * budget.perSecond)}/s`,
  'bound over this attack (steps a second)': Math.round((keys * budget.capacity) / seconds + keys * budget.perSecond + (keys * 8000) / seconds),
  'bot queue settings': server.bots.settings,
  'most shares at once': server.bots.stats.peak,
});
await server.bots.stop(); // the attacker's games would play on for minutes
await server.close();
process.exit(0);
