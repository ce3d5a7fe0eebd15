import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../src/engine';
import { verifyRecord, type PublicRecord } from '../src/verify';
import { databaseKinds } from './support/databases';
import { lifecycle, newPlayer } from './support/players';
import { startServer, type NodeTestServer } from './support/server';

/**
 * A small simulated season (issue 27, "Measure"; item 1's part of it): games of every type with bank
 * and per-move clocks, played through the public API by simulated players whose replies take random
 * times on an injected clock — often past their deadline, so the server times them out, on the next
 * read or on the sweep. Then every game is resigned (so its record is public) and checked: no
 * wrongful timeout (the verifier's clock check), and every deadline a view showed is the one the
 * verifier recomputes from the log alone at that version. SEASON_GAMES sets the size (default 8).
 * Item 2's part: one player, Lea, sits in every game and declares random leave (sometimes cancelling
 * it, under way or not), which pauses her clock in all of them at once. Item 3's part: she asks to be
 * reminded at 5 minutes and 1 minute left, and the sweep reminds her; the verifier judges every
 * reminder (before its deadline, not before its threshold, once per threshold per turn).
 */
const GAMES = Number(process.env.SEASON_GAMES ?? 8);
const MOVES = 16; // replies per game before it is resigned
const TYPES = [
  { type: 'tango', options: { variant: 'roses' } },
  { type: 'tanni', options: {} },
  { type: 'tadpole', options: {} },
  { type: 'tantony', options: { variant: 'teams' } },
];

interface Seen {
  readonly version: number;
  readonly deadlines: (string | null)[];
}

const kind = databaseKinds()[0]!;

describe(`A season of clocked games on an injected clock (${kind.name})`, () => {
  let server: NodeTestServer;
  let now = Date.parse('2026-12-01T08:00:00Z');
  beforeAll(async () => {
    // No notice, so that leave of seconds fits the seconds-long clocks of a season run in seconds.
    server = await startServer(kind, { clock: () => new Date(now), leave: { daysPerYear: 30, noticeSeconds: 0 } });
  });
  afterAll(() => server?.close());

  it(`${GAMES} games: 0 wrongful timeouts, and every deadline shown equals the verifier's recomputation`, async () => {
    const random = mulberry32(27);
    const pick = (n: number) => random(n);
    const games: Array<{ id: string; tokens: string[]; seen: Seen[] }> = [];
    const lea = await newPlayer(server.api, 'Lea');
    expect((await server.api.request('PUT', '/v1/me/reminders', { token: lea.key, body: { thresholds: [300, 60] } })).status).toBe(200);
    for (let n = 0; n < GAMES; n++) {
      const { type, options } = TYPES[n % TYPES.length]!;
      const clock = n % 2 === 0 ? { kind: 'bank', initial: 60 + pick(600), increment: pick(60), ...(pick(2) ? { max: 700 } : {}) } : { kind: 'per-move', seconds: 30 + pick(300) };
      const created = (await server.api.create(type, { ...options, clock })).body;
      const tokens: string[] = [lea.key];
      expect((await server.api.join(created.id, {}, { token: lea.key })).body.seat).toBe(0);
      for (let seat = 1; seat < created.seats.length; seat++) tokens.push((await server.api.join(created.id)).body.token);
      games.push({ id: created.id, tokens, seen: [] });
    }
    let leave: { id: string; until: number } | null = null;
    let declared = 0;
    let timeouts = 0;
    for (let move = 0; move < MOVES; move++) {
      for (const g of games) {
        // Lea takes leave now and then — from now or a little later, for seconds to minutes — and
        // sometimes cancels it before it is over.
        if (leave !== null && leave.until <= now) leave = null;
        if (leave === null && pick(6) === 0) {
          const from = now + 1000 * pick(60);
          const body = { from: new Date(from).toISOString(), until: new Date(from + 1000 * (10 + pick(300))).toISOString() };
          const made = await server.api.request('POST', '/v1/me/leave', { token: lea.key, body });
          expect(made.status, made.text).toBe(201);
          leave = { id: made.body.leave.id, until: Date.parse(made.body.leave.until) };
          declared++;
        } else if (leave !== null && pick(10) === 0) {
          expect((await server.api.request('DELETE', `/v1/me/leave/${leave.id}`, { token: lea.key })).status).toBe(200);
          leave = null;
        }
        const view = (await server.api.view(g.id)).body;
        g.seen.push({ version: view.version, deadlines: view.deadlines });
        if (view.status !== 'active') continue;
        const seat: number = view.toAct[0];
        // The player replies within 0–110 % of the time it has left: sometimes too late.
        const left = Date.parse(view.clocks[seat].deadline) - now;
        now += Math.floor((left * pick(111)) / 100);
        if (pick(4) === 0) timeouts += (await server.sweep()).timeouts;
        const moves = await server.api.legalMoves(g.id, g.tokens[seat]);
        if (moves.status !== 200 || moves.body.moves.length === 0) continue; // timed out meanwhile: no longer its turn
        const done = await server.api.act(g.id, g.tokens[seat], moves.body.moves[pick(moves.body.moves.length)], { 'if-match': `"${moves.body.version}"` });
        expect([200, 409, 412], done.text).toContain(done.status);
        if (done.status === 200) g.seen.push({ version: done.body.view.version, deadlines: done.body.view.deadlines });
      }
    }
    let timedOut = 0;
    let leaveEntries = 0;
    let reminders = 0;
    for (const g of games) {
      const view = (await server.api.view(g.id)).body;
      if (view.status === 'active') expect((await lifecycle(server.api, g.id, 'resign', g.tokens[view.toAct[0]])).status).toBe(200);
      const record = (await server.api.request('GET', `/v1/games/${g.id}/record`)).body as PublicRecord;
      const report = verifyRecord(record);
      expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      const recomputed = new Map(report.deadlines.map((d) => [d.seq, d.deadlines]));
      for (const s of g.seen) expect(s.deadlines, `${g.id} at version ${s.version}`).toEqual(recomputed.get(s.version));
      timedOut += record.log.filter((e) => e.kind === 'timeout').length;
      leaveEntries += record.log.filter((e) => e.kind === 'declare-leave' || e.kind === 'cancel-leave').length;
      reminders += record.log.filter((e) => e.kind === 'remind').length;
    }
    console.log(`season: ${GAMES} games, ${games.reduce((n, g) => n + g.seen.length, 0)} views checked against the verifier, ${timedOut} timeouts (${timeouts} by the sweep), 0 wrongful; ${declared} leaves declared, ${leaveEntries} leave entries; ${reminders} reminders, each before its deadline`);
    expect(timedOut).toBeGreaterThan(0); // the season did time seats out
    expect(leaveEntries).toBeGreaterThan(0); // and Lea's leave paused clocks
    expect(reminders).toBeGreaterThan(0); // and she was reminded
  });
});
