/**
 * Soak: abuse (issue 26) — how much one attacker's requests cost another person, at the server's
 * default limits. Starts PostgreSQL 15 (SOAK_DATABASE_URL / TEST_DATABASE_URL, else a throwaway
 * cluster), a fresh database and the Node server on it (`src/node.ts`, its own process, production
 * mode, every limit at its default unless the environment sets it). A person plays two-player Tango
 * (both seats, SOAK_ABUSE_THINK_MS 50 between moves) the whole time, and each move's answer is timed:
 * first quietly (SOAK_ABUSE_BASELINE_MS 15000), then while one attacker (from 127.0.0.2: its own
 * per-IP buckets) sends for SOAK_ABUSE_ATTACK_MS (20000) each of:
 *   1. anonymous `POST /v1/games` with every seat an expert bot, ten at a time;
 *   2. one GraphQL operation of 20 `createGame` fields, each all-bot, one after the other;
 *   3. SOAK_ABUSE_STREAMS (500) SSE streams from one player key (half /v1/me/stream, half a game's
 *      stream), opened at 18 a second (under the per-token rate limit) and held 5 s;
 *   4. all-bot games with the keys of as many players as its address may sign up, ten at a time.
 * After each attack the person is timed on until the server's CPU is back to the baseline's (at most
 * SOAK_ABUSE_DRAIN_MS, 25000): bots may go on playing after their answers. Per attack it prints the
 * attacker's answers by status and code, the person's p50/p99 against the baseline, and the server
 * process's CPU seconds (/proc/<pid>/stat) during the attack and after it. Loopback only, ~2–3 min.
 *   npm run soak:abuse            SOAK_ABUSE_ATTACK_MS=30000 npm run soak:abuse
 */
import { randomBytes } from 'node:crypto';
import { freePort, freshDatabase, kill9, launchNodeServer, postgresServer } from '../../test/reliability/lib/processes';
import { Api } from '../../test/support/api';
import { answerKey, attackerSend, attackerStream, count, cpuSecondsOf, percentiles, Person, sleep, type Counts, type OpenStream } from './abuse-clients';
import { machine, num, printFigures } from './common';

const baselineMs = num('SOAK_ABUSE_BASELINE_MS', 15_000);
const attackMs = num('SOAK_ABUSE_ATTACK_MS', 20_000);
const drainCapMs = num('SOAK_ABUSE_DRAIN_MS', 25_000);
const streams = num('SOAK_ABUSE_STREAMS', 500);
const type = process.env.SOAK_ABUSE_GAME ?? 'tango';
const STREAMS_PER_SECOND = 18;
const startedAt = Date.now();

const postgres = await postgresServer();
const database = await freshDatabase(postgres.url, 'tt_abuse');
const server = await launchNodeServer(database.url, await freePort(), { TRICKTABLE_MODE: 'production', TOKEN_SECRET: randomBytes(32).toString('hex') });
const pid = server.child.pid!;
const base = server.baseUrl;
let failed = true;
try {
  const types = (await (await fetch(`${base}/v1/games`)).json()) as { gameTypes: Array<{ type: string; seats: number[] }> };
  const seats = types.gameTypes.find((g) => g.type === type)!.seats[0]!;
  const bots = Object.fromEntries(Array.from({ length: seats }, (_, s) => [String(s), 'expert']));
  const person = new Person(new Api(base), num('SOAK_ABUSE_THINK_MS', 50));

  // Quiet: the person alone.
  await sleep(2000);
  person.take();
  const cpuAtBaseline = cpuSecondsOf(pid);
  await sleep(baselineMs);
  const baseline = percentiles(person.take());
  const baselineCpuPerSecond = (cpuSecondsOf(pid) - cpuAtBaseline) / (baselineMs / 1000);
  const ms = (x: number) => x.toFixed(0);
  printFigures('soak:abuse', {
    ...(await machine(database.url)),
    server: server.output().trim().split('\n').find((l) => l.includes('listening on')) ?? '?',
    // What the environment sets of the server's limits (none: every default).
    limits: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SOAK_') && /LIMIT|BUDGET|STREAM|BOT/.test(k))),
    'bot games': `${type}, ${seats} expert bots`,
    'baseline: person moves, p50 / p99 ms': `${baseline.n} moves, ${ms(baseline.p50)} / ${ms(baseline.p99)}`,
    'baseline: server CPU s per s': baselineCpuPerSecond.toFixed(2),
  });

  /** One attack: sends while `sending()` holds, resolves once its requests are all answered. */
  async function attack(name: string, windowMs: number, run: (sending: () => boolean, answers: Counts) => Promise<Record<string, unknown> | void>): Promise<void> {
    const answers: Counts = {};
    person.take();
    const cpu0 = cpuSecondsOf(pid);
    const end = Date.now() + windowMs;
    const running = run(() => Date.now() < end, answers);
    await sleep(windowMs);
    const during = percentiles(person.take());
    const cpu1 = cpuSecondsOf(pid);
    // After: until the attacker's requests are answered and the server's CPU is back to the baseline's.
    const after0 = Date.now();
    let finished = false;
    let extra: Record<string, unknown> | void = undefined;
    void running.then((x) => ((extra = x), (finished = true)));
    for (let quiet = 0, last = cpu1; quiet < 2 && Date.now() - after0 < drainCapMs; ) {
      await sleep(1000);
      const now = cpuSecondsOf(pid);
      quiet = finished && now - last <= baselineCpuPerSecond * 1.5 + 0.05 ? quiet + 1 : 0;
      last = now;
    }
    await running;
    const after = percentiles(person.take());
    const ratio = (x: number, y: number) => (x / y).toFixed(1);
    printFigures(name, {
      'attacker answers': answers,
      ...(extra ?? {}),
      'person during, p50 / p99 ms': `${during.n} moves, ${ms(during.p50)} / ${ms(during.p99)} (× ${ratio(during.p50, baseline.p50)} / × ${ratio(during.p99, baseline.p99)} the baseline)`,
      'person after, until the server was quiet': `${((Date.now() - after0) / 1000).toFixed(0)} s, ${after.n} moves, ${ms(after.p50)} / ${ms(after.p99)} (× ${ratio(after.p50, baseline.p50)} / × ${ratio(after.p99, baseline.p99)})`,
      'server CPU s during (per s)': `${(cpu1 - cpu0).toFixed(1)} (${((cpu1 - cpu0) / (windowMs / 1000)).toFixed(2)})`,
      'server CPU s after': (cpuSecondsOf(pid) - cpu1).toFixed(1),
    });
  }

  /** `loops` senders, each at most one request per `gapMs`, each answer counted. */
  const senders = (loops: number, gapMs: number, send: () => Promise<{ status: number; text: string }>) => async (sending: () => boolean, answers: Counts) => {
    await Promise.all(
      Array.from({ length: loops }, async () => {
        while (sending()) {
          const started = Date.now();
          const res = await send().catch((err: Error) => ({ status: 0, text: err.message }));
          count(answers, res.status === 0 ? `failed: ${res.text}` : answerKey(res.status, res.text));
          await sleep(gapMs - (Date.now() - started));
        }
      }),
    );
  };

  await attack('1. anonymous POST /v1/games, every seat an expert bot, ten at a time', attackMs, senders(10, 100, () => attackerSend(base, 'POST', '/v1/games', { type, bots })));

  const fields = Array.from({ length: 20 }, (_, i) => `g${i}: createGame(type: "${type}", bots: $bots) { id }`).join(' ');
  const operation = { query: `mutation Many($bots: JSON) { ${fields} }`, variables: { bots } };
  await attack('2. one GraphQL operation of 20 all-bot createGame fields, one after the other', attackMs, senders(1, 100, () => attackerSend(base, 'POST', '/graphql', operation)));

  const player = await attackerSend(base, 'POST', '/v1/players', { name: 'Mallory' });
  const { key } = JSON.parse(player.text) as { key: string };
  const game = JSON.parse((await attackerSend(base, 'POST', '/v1/games', { type })).text) as { id: string };
  const openMs = Math.ceil((streams / STREAMS_PER_SECOND) * 1000);
  await attack(`3. ${streams} SSE streams from one player key`, openMs + 5000, async (sending, answers) => {
    const open: OpenStream[] = [];
    for (let i = 0; i < streams && sending(); i++) {
      const path = i % 2 === 0 ? '/v1/me/stream' : `/v1/games/${game.id}/stream`;
      attackerStream(base, path, key).then(
        (s) => void (s.status === 200 ? (count(answers, '200'), open.push(s)) : count(answers, s.code ?? String(s.status))),
        (err: Error) => count(answers, `failed: ${err.message}`),
      );
      await sleep(1000 / STREAMS_PER_SECOND);
    }
    while (sending()) await sleep(100);
    const held = open.filter((s) => !s.endedByServer).length;
    const ended: Counts = {};
    for (const s of open) if (s.endedByServer) count(ended, s.code ?? 'no error event');
    for (const s of open) s.close();
    return { 'streams still open at the end': held, 'streams the server ended': ended };
  });

  // 4. The bots of players: the attacker signs up as many players as its address may (30 an hour
  // by default) and creates all-bot games with their keys, ten at a time — each game books a share
  // of its player's bot budget, and its bots play from the queue after the answer.
  const keys: string[] = [key];
  for (let signUp = 0; signUp < 100; signUp++) {
    const res = await attackerSend(base, 'POST', '/v1/players', { name: `Mallory ${signUp}` });
    if (res.status !== 201) break;
    keys.push((JSON.parse(res.text) as { key: string }).key);
  }
  let next = 0;
  await attack(`4. all-bot games with the keys of ${keys.length} players, ten at a time`, attackMs, senders(10, 100, () => attackerSend(base, 'POST', '/v1/games', { type, bots }, keys[next++ % keys.length])));

  await person.stop();
  printFigures('person', { 'answers that were not 2xx': person.failures, 'server still up': server.child.exitCode === null ? 'yes' : `no: ${server.output().slice(-500)}`, seconds: Math.round((Date.now() - startedAt) / 1000) });
  failed = server.child.exitCode !== null;
} finally {
  await kill9(server);
  await database.drop();
  postgres.stop();
}
console.log(failed ? '\nFAILED' : '\nOK: the soak ran to its end (the figures above are what it measured; targets: docs/reliability.md)');
process.exit(failed ? 1 : 0);
