import { applyCommand, bytesToHex, mulberry32, newMatch, seedCommitment, seededRandom, type AnyGame, type Command, type Typed } from '../../src/engine';
import { randomFor } from '../../src/app/game';
import { findRulesets } from '../../src/games/registry';
import type { LogEntry, StoredGame } from '../../src/store';

/** Test support: whole random games as the store holds them (a record and its log). */

/** Every game type, and the variants whose state differs, with the options to create them. */
export const VARIANTS: ReadonlyArray<{ readonly type: string; readonly options: Record<string, unknown> }> = [
  { type: 'tango', options: { variant: 'roses' } },
  { type: 'tango', options: { variant: 'long' } },
  { type: 'tanni', options: {} },
  { type: 'tadpole', options: {} },
  { type: 'tantony', options: { variant: 'teams' } },
  { type: 'tantony', options: { variant: 'split-partner' } },
  { type: 'tantony', options: { variant: 'three-player' } },
];

/** A game played at random (seed and choices from `n`) to its end, or to `maxEntries` log entries;
 * every entry a second after the one before. */
export function playedGame(game: AnyGame, rawOptions: unknown, n: number, id = `g_test_${n}`, maxEntries = Infinity): StoredGame {
  const options = game.schemas.options.parse(rawOptions);
  const seed = new Uint8Array(32).map((_, i) => (n * 131 + i * 17) & 0xff);
  const seats = game.seatCount(options);
  const at = (seq: number) => new Date(Date.UTC(2026, 0, 1) + seq * 1000).toISOString();
  const log: LogEntry[] = [];
  // Draws as the app makes them: keyed with the deal seed from the join that takes the last seat.
  let random = seededRandom(seed);
  const keyed = { id, seed: bytesToHex(seed) };
  const choose = mulberry32(n);
  let match = newMatch(game, options);
  const push = (command: Extract<Command, { kind: 'join' | 'action' }>) => {
    random = randomFor(keyed, match, random, command);
    const outcome = applyCommand(game, match, command, random);
    if (!outcome.ok) throw new Error(`a random game refused ${JSON.stringify(command)}: ${outcome.rejection.message}`);
    match = outcome.match;
    const join = command.kind === 'join';
    const payload = join ? { name: command.name } : { action: command.action };
    log.push({ seq: match.version, kind: join ? 'join' : 'action', seat: command.seat, payload, idempotencyKey: null, requestHash: null, createdAt: at(match.version) });
  };
  for (let seat = 0; seat < seats; seat++) push({ kind: 'join', seat, name: `p${seat}` });
  while (log.length < maxEntries && match.status.phase === 'active') {
    const seat = match.status.toAct[choose(match.status.toAct.length)]!;
    const moves = game.legalActions(match.state, seat) as Typed[];
    push({ kind: 'action', seat, action: moves[choose(moves.length)]! });
  }
  return {
    id,
    type: game.type,
    rulesetVersion: findRulesets(game.type)!.current,
    options,
    settings: { turnTimeout: 3600, autoPlayForced: false, hotSeat: false },
    seed: bytesToHex(seed),
    seedCommitment: seedCommitment(seed),
    adminTokenHash: 'a'.repeat(64),
    createdAt: at(0),
    hooksVersion: 0,
    listed: false,
    rematchOf: null,
    reservations: null,
    seats: Array.from({ length: seats }, (_, seat) => ({ seat, name: `p${seat}`, tokenHash: String(seat).repeat(64), joinedAt: at(seat + 1) })),
    webhooks: [],
    log,
  };
}
