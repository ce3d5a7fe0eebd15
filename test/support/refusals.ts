import { expect } from 'vitest';
import { hashToken, newToken, randomId } from '../../src/app/tokens';
import { applyCommand, bytesToHex, mulberry32, seedCommitment, type AnyGame, type Chooser, type Match, type RandomSource, type Typed } from '../../src/engine';
import { findGame, findRulesets } from '../../src/games/registry';
import { STANDARD_DECK } from '../../src/games/cards';
import { TANGO_DECK } from '../../src/games/tango/cards';
import { loadInternal } from './leak-audit';
import type { TestServer } from './target';

/** One row of a game page's "Refusals" table: what a request is answered, and the rule it cites. */
export interface RefusalRow {
  readonly status: number;
  readonly code: string;
  /** The `reason` of an `illegal-action`; absent for the engine's codes (`not-your-turn`). */
  readonly reason?: string;
  readonly rule: string;
}

export const rowKey = (r: { code: string; reason?: string; rule?: string }) => `${r.code}|${r.reason ?? ''}|${r.rule ?? ''}`;

const cell = (s: string) => s.trim().replace(/^`|`$/g, '');

/** The rows of the `## Refusals` table of a docs/games page: `| status | code | reason | rule | when |`. */
export function refusalRows(page: string): RefusalRow[] {
  const section = page.split(/^## /m).find((s) => s.startsWith('Refusals'));
  if (!section) throw new Error('the page has no "## Refusals" section');
  return section
    .split('\n')
    .filter((line) => /^\|\s*\d{3}\s*\|/.test(line))
    .map((line) => {
      const [status, code, reason, rule] = line.split('|').slice(1).map(cell);
      return { status: Number(status), code: code!, ...(reason ? { reason } : {}), rule: rule! };
    });
}

/** Rule ids a page cites anywhere (`TANGO-6`, `TANNI-N15`). */
export const ruleIdsIn = (text: string) => new Set(text.match(/\b[A-Z]+-N?\d+\b/g) ?? []);

/**
 * Actions worth trying in a game: every action type with every value from small pools (each deck's
 * cards and a card that is none, bids on and off the grid, suits, decks, seats), kept when the
 * game's schema accepts them, so that they reach the rules.
 */
export function candidateActions(game: AnyGame): Typed[] {
  const pools: Record<string, unknown[]> = {
    card: [...new Set([...TANGO_DECK, ...STANDARD_DECK, 'ZZ'])],
    value: [15, 15.25, 14.5, 30.5, 31, 20, 30],
    suit: ['S', 'H', 'D', 'C'],
    deck: ['red', 'black'],
    to: [0, 1, 2, 3],
  };
  const out: Typed[] = [];
  for (const type of game.actionTypes) {
    const bodies: Array<Record<string, unknown>> = [{ type }, ...Object.entries(pools).flatMap(([field, values]) => values.map((v) => ({ type, [field]: v })))];
    for (const body of bodies) if (game.schemas.action.safeParse(body).success) out.push(body as unknown as Typed);
  }
  return out;
}

/** The key of the refusal an action of `seat` gets at `match`, or null when it is accepted. */
function refusalOf(game: AnyGame, match: Match, seat: number, action: Typed, random: RandomSource): string | null {
  const outcome = applyCommand(game, match, { kind: 'action', seat, action }, random);
  if (outcome.ok) return null;
  const { code, violation, rule } = outcome.rejection;
  return rowKey({ code, reason: violation?.code, rule: violation?.rule ?? rule });
}

/** The walk's next move: a random move type, then a random move of it (so that rare types come up). */
function nextMove(game: AnyGame, match: Match, seat: number, choose: Chooser): Typed {
  const moves = game.legalActions(match.state, seat) as Typed[];
  if (moves.length === 0) throw new Error(`${game.type}: seat ${seat} is to act but has no legal move`);
  const types = [...new Set(moves.map((m) => m.type))];
  const moveType = types[choose(types.length)];
  const ofType = moves.filter((m) => m.type === moveType);
  return ofType[choose(ofType.length)]!;
}

/**
 * A game whose seed the test chooses (written to the store as `POST /v1/games` would write it), its
 * seats then taken over HTTP: so a hunt walks the same deals every run. Forced moves are not
 * auto-played, so that every accepted action is one log entry.
 */
async function seededGame(server: TestServer, type: string, options: Record<string, unknown>, seed: number) {
  const game = findGame(type)!;
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(28, seed);
  const id = `g_refusals${randomId(10)}`;
  await server.store.createGame({
    id,
    type,
    rulesetVersion: findRulesets(type)!.current,
    options: game.schemas.options.parse(options),
    settings: { turnTimeout: null, autoPlayForced: false, hotSeat: false },
    seed: bytesToHex(bytes),
    seedCommitment: seedCommitment(bytes),
    adminTokenHash: hashToken(newToken('admin')),
    createdAt: new Date().toISOString(),
  });
  const tokens: string[] = [];
  for (let seat = 0; seat < game.seatCount(game.schemas.options.parse(options)); seat++) {
    const joined = await server.api.join(id, { seat });
    if (joined.status !== 201) throw new Error(`join failed: ${joined.text}`);
    tokens.push(joined.body.token);
  }
  return { id, tokens };
}

export interface Refused {
  readonly row: RefusalRow;
  readonly seat: number;
  readonly action: Typed;
  readonly status: number;
  readonly body: any;
  readonly version: number;
  readonly versionAfter: number;
}

export interface Hunt {
  readonly refused: Refused[];
  /** The rule of turn order at every state walked through (what `not-your-turn` may cite). */
  readonly turnRules: Set<string>;
  readonly missing: RefusalRow[];
  readonly steps: number;
}

/**
 * Plays games over HTTP (seeded `seed`, `seed + 1` …) until every row has been answered: at each state, the pure engine (on the
 * game as the server stores it) tells which candidate request of which seat a row's refusal would
 * answer; that request then goes to the server, whose answer is recorded. Between refusals the seat
 * to act plays a legal move (see `nextMove`).
 */
export async function huntRefusals(
  server: TestServer,
  type: string,
  optionSets: readonly Record<string, unknown>[],
  rows: readonly RefusalRow[],
  { seed = 1, maxSteps = 4000 }: { seed?: number; maxSteps?: number } = {},
): Promise<Hunt> {
  const choose = mulberry32(seed);
  const wanted = new Map(rows.map((r) => [rowKey(r), r]));
  const refused: Refused[] = [];
  const turnRules = new Set<string>();
  let steps = 0;
  for (let n = 0; wanted.size > 0 && steps < maxSteps; n++) {
    const options = optionSets[n % optionSets.length]!;
    const { id, tokens } = await seededGame(server, type, options, seed + n);
    // The game as the server stores it, then kept in step locally: with autoPlayForced off every
    // accepted action is one entry, which the same engine applies here as it does there.
    const { game, random, match: start } = await loadInternal(server.store, id);
    for (let match = start; ; ) {
      if (match.status.phase === 'finished' || steps++ >= maxSteps || wanted.size === 0) break;
      if (game.turnRule) turnRules.add(game.turnRule(match.state));
      const pool = candidateActions(game);
      for (let seat = 0; seat < tokens.length && wanted.size > 0; seat++) {
        for (const action of pool) {
          const key = refusalOf(game, match, seat, action, random);
          const row = key === null ? undefined : wanted.get(key);
          if (!row) continue;
          wanted.delete(key!);
          const res = await server.api.act(id, tokens[seat], action);
          const after = await server.api.view(id);
          refused.push({ row, seat, action, status: res.status, body: res.body, version: match.version, versionAfter: after.body.version });
        }
      }
      const seat = match.status.toAct[choose(match.status.toAct.length)]!;
      const move = nextMove(game, match, seat, choose);
      const res = await server.api.act(id, tokens[seat], move, { 'if-match': `"${match.version}"` });
      if (res.status !== 200) throw new Error(`${type}: the legal move ${JSON.stringify(move)} was refused: ${res.text}`);
      const next = applyCommand(game, match, { kind: 'action', seat, action: move }, random);
      if (!next.ok) throw new Error(`${type}: the engine refuses its own legal move ${JSON.stringify(move)}`);
      match = next.match;
      expect(res.body.version).toBe(match.version);
    }
  }
  return { refused, turnRules, missing: [...wanted.values()], steps };
}
