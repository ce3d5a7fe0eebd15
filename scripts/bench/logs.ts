import { applyCommand, bytesToHex, matchStatus, mulberry32, newMatch, seededRandom, seedCommitment, type AnyGame, type Command, type Match, type Typed } from '../../src/engine';
import { findGame, findRulesets } from '../../src/games/registry';
import type { LogEntry, StoredGame } from '../../src/store';

/** Tanni with this target never ends in a benchmark: its logs are as long as asked (random legal play). */
export const LONG_TANNI = { type: 'tanni', options: { target: 100_000, firstDealer: 0 } } as const;

export function gameOf(type: string): AnyGame {
  const game = findGame(type);
  if (!game) throw new Error(`no game ${type}`);
  return game;
}

export function seedOf(n: number): Uint8Array {
  const seed = new Uint8Array(32);
  for (let i = 0; i < 32; i++) seed[i] = (n * 131 + i * 17) & 0xff;
  return seed;
}

/**
 * A log of `length` entries (the seats' joins first, then random legal actions), as the store holds
 * it. Stops early, shorter, if the game ends first.
 */
export function randomLog(game: AnyGame, rawOptions: unknown, seed: Uint8Array, length: number, choices = 1): { entries: LogEntry[]; match: Match } {
  const options = game.schemas.options.parse(rawOptions);
  const random = seededRandom(seed);
  const choose = mulberry32(choices);
  const at = '2026-01-01T00:00:00.000Z';
  const entries: LogEntry[] = [];
  let match = newMatch(game, options);
  const push = (command: Extract<Command, { kind: 'join' | 'action' }>) => {
    const outcome = applyCommand(game, match, command, random);
    if (!outcome.ok) throw new Error(`log generation: ${outcome.rejection.message}`);
    match = outcome.match;
    // Field by field, in the order the store makes them (drizzle-store.ts): the same object shape.
    const join = command.kind === 'join';
    entries.push({
      seq: match.version,
      kind: join ? 'join' : 'action',
      seat: command.seat,
      payload: join ? { name: command.name } : { action: command.action },
      idempotencyKey: null,
      requestHash: null,
      createdAt: at,
    });
  };
  for (let seat = 0; seat < match.seats.length && entries.length < length; seat++) push({ kind: 'join', seat, name: `p${seat}` });
  while (entries.length < length) {
    const status = matchStatus(game, match);
    if (status.phase !== 'active') break;
    const seat = status.toAct[choose(status.toAct.length)]!;
    const moves = game.legalActions(match.state, seat) as Typed[];
    push({ kind: 'action', seat, action: moves[choose(moves.length)]! });
  }
  return { entries, match };
}

/** A stored game holding `entries`, as `store.loadGame` would answer it. */
export function storedGame(type: string, options: unknown, seed: Uint8Array, entries: readonly LogEntry[]): StoredGame {
  const game = gameOf(type);
  return {
    id: 'g_bench',
    type,
    rulesetVersion: findRulesets(type)!.current,
    options: game.schemas.options.parse(options),
    settings: { turnTimeout: null, autoPlayForced: true, hotSeat: false },
    seed: bytesToHex(seed),
    seedCommitment: seedCommitment(seed),
    adminTokenHash: '0'.repeat(64),
    createdAt: '2026-01-01T00:00:00.000Z',
    hooksVersion: 0,
    listed: false,
    rematchOf: null,
    reservations: null,
    seats: Array.from({ length: game.seatCount(game.schemas.options.parse(options)) }, (_, seat) => ({
      seat,
      name: `p${seat}`,
      tokenHash: String(seat).repeat(64),
      joinedAt: '2026-01-01T00:00:00.000Z',
    })),
    webhooks: [],
    log: entries,
  };
}
