import { describe, expect, it } from 'vitest';
import type { StoredGame, StoredSnapshot } from '../../store';
import { findGame } from '../../games/registry';
import { HISTORY_KEEP } from './game-cache';
import { fromStored, presentView, type LoadedGame } from '../game';
import { restoreFromSnapshot } from './cold-load';
import { encodeSnapshot, SNAPSHOT_FORMAT } from './snapshot-format';
import { playedGame, VARIANTS } from '../../../test/support/played-games';

/**
 * A snapshot stands in for the log it was taken from: a game restored from a snapshot at any version
 * and replayed on from there is the game the whole log replays to — state, status, turn clocks,
 * every reader's view, legal moves and the events of every later entry. And a snapshot that is not
 * exactly what was written is never used.
 */
const GAMES = 12;

async function snapshotAt(full: StoredGame, seq: number): Promise<StoredSnapshot> {
  const prefix = fromStored({ ...full, log: full.log.slice(0, seq) });
  const written = await encodeSnapshot(prefix, '2026-01-02T00:00:00.000Z');
  return { ...written, logVersion: full.log.length };
}

/** What a cold load gets from the store: the record, the snapshot and the log after it. */
const restore = (full: StoredGame, snapshot: StoredSnapshot) => restoreFromSnapshot({ ...full, snapshot, log: full.log.slice(snapshot.seq) });

const readersOf = (loaded: LoadedGame) => [null, ...loaded.match.seats.map((_, s) => s)];
const json = (x: unknown) => JSON.parse(JSON.stringify(x));

describe.each(VARIANTS.map((v) => ({ ...v, label: `${v.type} ${JSON.stringify(v.options)}` })))('Snapshots of $label', ({ type, options }) => {
  const game = findGame(type)!;

  it(`restored at every round start and at random versions, ${GAMES} random games: the same game as the whole log`, async () => {
    let checked = 0;
    for (let n = 1; n <= GAMES; n++) {
      const full = playedGame(game, options, n);
      const truth = fromStored(full);
      // Round starts: right after every entry that completed a round; and a few random versions.
      const rounds = truth.history.filter((h) => h.events.some((e) => game.milestones[e.type] === 'round')).map((h) => h.seq);
      const picks = [...new Set([...rounds, full.log.length, game.seatCount(full.options), 1 + ((n * 7919) % full.log.length)])];
      for (const seq of picks) {
        const restored = await restore(full, await snapshotAt(full, seq));
        expect(restored, `${type} game ${n} at ${seq}`).not.toBeNull();
        expect(restored!.match.state).toEqual(truth.match.state);
        expect(restored!.match.status).toEqual(truth.match.status);
        expect(restored!.match.seats).toEqual(truth.match.seats);
        expect(restored!.turnStarts).toEqual(truth.turnStarts);
        for (const reader of readersOf(truth)) expect(json(presentView(restored!, reader))).toEqual(json(presentView(truth, reader)));
        for (const seat of truth.match.status.toAct) expect(game.legalActions(restored!.match.state, seat)).toEqual(game.legalActions(truth.match.state, seat));
        const after = truth.history.slice(seq).slice(-HISTORY_KEEP);
        expect(restored!.history.map((h) => h.events)).toEqual(after.map((h) => h.events));
        expect(restored!.origin!.version).toBe(full.log.length - after.length);
        checked++;
      }
      // Mid-game too: the state one version later, from a snapshot one version earlier, plays on alike.
      const mid = Math.floor(full.log.length / 2);
      const half = { ...full, log: full.log.slice(0, mid + 1) };
      const restoredMid = await restore(half, await snapshotAt(half, mid));
      for (const seat of restoredMid!.match.status.toAct) expect(game.legalActions(restoredMid!.match.state, seat)).toEqual(game.legalActions(fromStored(half).match.state, seat));
    }
    expect(checked).toBeGreaterThan(GAMES * 2);
  });

  it('a snapshot of another format or ruleset, past the log, altered in any way or of another game is ignored', async () => {
    const full = playedGame(game, options, 99);
    const good = await snapshotAt(full, Math.floor(full.log.length / 2));
    expect(await restore(full, good)).not.toBeNull();
    const data = JSON.parse(good.data);
    const bad: StoredSnapshot[] = [
      { ...good, format: SNAPSHOT_FORMAT + 1 },
      { ...good, rulesetVersion: good.rulesetVersion + 1 },
      { ...good, logVersion: good.seq - 1 },
      { ...good, seq: good.seq + 1 },
      { ...good, data: JSON.stringify({ ...data, version: data.version + 1 }) },
      { ...good, data: good.data.replace(/"p0"/, '"eve"') },
      { ...good, data: `${good.data.slice(0, -1)},"x":1}` },
      { ...good, data: 'not json' },
      { ...good, digest: good.digest.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    ];
    for (const snapshot of bad) expect(await restore(full, snapshot), JSON.stringify({ ...snapshot, data: snapshot.data.slice(0, 40) })).toBeNull();
    const other = { ...full, id: 'g_other' };
    expect(await restore(other, good)).toBeNull();
  });
});

describe('Snapshots of a bank-clock game (issue 27)', () => {
  const game = findGame('tango')!;
  const banked = (n: number): StoredGame => {
    const full = playedGame(game, { firstDealer: 0 }, n);
    return { ...full, settings: { ...full.settings, turnTimeout: null, clock: { kind: 'bank', initial: 3600, increment: 60, max: 7200 } } };
  };

  it('carry every seat’s bank: restored at any version, the same clocks as the whole log', async () => {
    for (let n = 1; n <= 3; n++) {
      const full = banked(n);
      const truth = fromStored(full);
      expect(truth.banks).not.toBeNull();
      for (const seq of [game.seatCount(full.options), Math.floor(full.log.length / 2), full.log.length]) {
        const restored = await restore(full, await snapshotAt(full, seq));
        expect(restored!.banks).toEqual(truth.banks);
        expect(restored!.turnStarts).toEqual(truth.turnStarts);
        expect(json(presentView(restored!, 0)).clocks).toEqual(json(presentView(truth, 0)).clocks);
      }
    }
  });

  it('a snapshot without banks is not used for a bank-clock game (it replays the log instead)', async () => {
    const full = banked(1);
    const plain = await snapshotAt({ ...full, settings: { ...full.settings, clock: undefined } }, 10);
    expect(await restore(full, plain)).toBeNull();
  });
});

describe('Snapshots of a game with leave (issue 27 item 2)', () => {
  const game = findGame('tango')!;
  /** A played game with seat 0's leave declared right after the deal, and a second leave cancelled later. */
  const withLeave = (): StoredGame => {
    const full = playedGame(game, { firstDealer: 0 }, 1);
    const seats = game.seatCount(full.options);
    const at = full.log[seats - 1]!.createdAt;
    const until = new Date(Date.parse(at) + 86_400_000).toISOString();
    const leave = (kind: 'declare-leave' | 'cancel-leave', seat: number, payload: object) => ({ ...full.log[0]!, kind, seat, payload, idempotencyKey: null, requestHash: null });
    const log = [
      ...full.log.slice(0, seats),
      leave('declare-leave', 0, { id: 'lv_a', from: at, until }),
      leave('declare-leave', 1, { id: 'lv_b', from: until, until: new Date(Date.parse(until) + 3_600_000).toISOString() }),
      leave('cancel-leave', 1, { id: 'lv_b' }),
      ...full.log.slice(seats),
    ].map((e, i) => ({ ...e, seq: i + 1 }));
    return { ...full, settings: { ...full.settings, turnTimeout: 3600 }, log };
  };

  it('carry every seat’s leave: restored at any version, the same leave, deadlines and views as the whole log', async () => {
    const full = withLeave();
    const truth = fromStored(full);
    expect(truth.leaves[0]!.map((l) => l.id)).toEqual(['lv_a']);
    expect(truth.leaves[1]).toEqual([]);
    for (const seq of [game.seatCount(full.options) + 1, game.seatCount(full.options) + 2, Math.floor(full.log.length / 2), full.log.length]) {
      const restored = await restore(full, await snapshotAt(full, seq));
      expect(restored, `at ${seq}`).not.toBeNull();
      expect(restored!.leaves).toEqual(truth.leaves);
      expect(json(presentView(restored!, 0)).seats).toEqual(json(presentView(truth, 0)).seats);
      expect(json(presentView(restored!, 0)).deadlines).toEqual(json(presentView(truth, 0)).deadlines);
    }
  });
});
