import { describe, expect, it } from 'vitest';
import { applyCommand, mulberry32, newMatch, seededRandom, type AnyGame, type Command, type Match, type Typed } from '../engine';
import { games } from './registry';
import { tadpole } from './tadpole';
import { tango } from './tango';
import { tanni } from './tanni';
import { tantony } from './tantony';

/** The engine's lifecycle commands (src/engine/lifecycle.ts) on real games, and each game's
 * resignation and rematch rules (`Game.resign`, `Game.rematchOptions`, docs/games/*.md "Resigning"). */
const random = seededRandom(new Uint8Array(32).fill(7));

function run(game: AnyGame, match: Match, command: Command): Match {
  const outcome = applyCommand(game, match, command, random);
  if (!outcome.ok) throw new Error(`${command.kind} refused: ${outcome.rejection.code} ${outcome.rejection.message}`);
  return outcome.match;
}

const refusal = (game: AnyGame, match: Match, command: Command) => {
  const outcome = applyCommand(game, match, command, random);
  return outcome.ok ? 'accepted' : outcome.rejection.code;
};

/** Every seat taken (dealt), then `moves` random legal actions. */
function played(game: AnyGame, options: unknown, moves: number, seed = 1): Match {
  let match = newMatch(game, game.schemas.options.parse(options));
  for (let seat = 0; seat < match.seats.length; seat++) match = run(game, match, { kind: 'join', seat, name: `p${seat}` });
  const choose = mulberry32(seed);
  for (let n = 0; n < moves && match.status.phase === 'active'; n++) {
    const seat = match.status.toAct[0]!;
    const legal = game.legalActions(match.state, seat) as Typed[];
    match = run(game, match, { kind: 'action', seat, action: legal[choose(legal.length)]! });
  }
  return match;
}

const playedOut = (game: AnyGame, options: unknown) => played(game, options, 100_000);

describe('lifecycle commands', () => {
  it('leave frees a seat before the deal, and is refused once the game has started', () => {
    let match = run(tango, newMatch(tango, tango.schemas.options.parse({})), { kind: 'join', seat: 0, name: 'Ada', holder: 'player:p_1' });
    expect(match.holders).toEqual(['player:p_1', null]);
    match = run(tango, match, { kind: 'leave', seat: 0 });
    expect(match.seats).toEqual([null, null]);
    expect(match.holders).toEqual([null, null]);
    expect(refusal(tango, match, { kind: 'leave', seat: 0 })).toBe('seat-free');
    expect(refusal(tango, played(tango, {}, 0), { kind: 'leave', seat: 1 })).toBe('game-started');
  });

  it('resign ends the game at once with reason "resigned"; nothing may follow but a rematch', () => {
    const match = run(tango, played(tango, {}, 5), { kind: 'resign', seat: 0 });
    expect(match.status).toMatchObject({ phase: 'finished', toAct: [], result: { winners: [1], reason: 'resigned', by: 0 } });
    expect(refusal(tango, match, { kind: 'resign', seat: 1 })).toBe('game-over');
    expect(refusal(tango, match, { kind: 'abort', seat: null })).toBe('game-over');
    expect(refusal(tango, match, { kind: 'action', seat: 1, action: { type: 'decline-swap' } })).toBe('game-over');
    expect(refusal(tango, newMatch(tango, tango.schemas.options.parse({})), { kind: 'resign', seat: 0 })).toBe('game-not-started');
  });

  it('abort: status aborted, no winner, nothing scored; a waiting game aborted takes no more joins', () => {
    const match = run(tanni, played(tanni, tanni.schemas.options.parse({}), 6), { kind: 'abort', seat: null });
    expect(match.status).toEqual({ phase: 'aborted', toAct: [], result: { winners: [], draw: false, scores: [0, 0, 0, 0], reason: 'aborted', by: null } });
    const waiting = run(tango, newMatch(tango, tango.schemas.options.parse({})), { kind: 'abort', seat: null });
    expect(waiting.status.phase).toBe('aborted');
    expect(refusal(tango, waiting, { kind: 'join', seat: 0, name: 'Ada' })).toBe('game-over');
  });

  it('reset frees a seat mid-game; a join takes it back without a new deal, and play goes on', () => {
    const before = played(tantony, tantony.schemas.options.parse({}), 3);
    let match = run(tantony, before, { kind: 'reset', seat: 2, name: null });
    expect(match.seats[2]).toBeNull();
    expect(match.status.phase).toBe('active');
    expect(match.state).toBe(before.state);
    match = run(tantony, match, { kind: 'join', seat: 2, name: 'Cy', holder: 'player:p_9' });
    expect(match.state).toBe(before.state);
    expect(match.seats[2]).toBe('Cy');
    expect(match.holders[2]).toBe('player:p_9');
    match = run(tantony, match, { kind: 'reset', seat: 2, name: 'Di', holder: 'player:p_8' });
    expect([match.seats[2], match.holders[2]]).toEqual(['Di', 'player:p_8']);
    expect(refusal(tantony, run(tantony, match, { kind: 'reset', seat: 1, name: null }), { kind: 'reset', seat: 1, name: null })).toBe('seat-free');
  });

  it('rematch links a finished game to one rematch, never two, and never an unfinished game', () => {
    const done = playedOut(tango, tango.schemas.options.parse({}));
    expect(refusal(tango, played(tango, {}, 2), { kind: 'rematch', gameId: 'g_x' })).toBe('game-not-finished');
    const linked = run(tango, done, { kind: 'rematch', gameId: 'g_next' });
    expect(linked.rematch).toBe('g_next');
    expect(linked.status).toEqual(done.status);
    expect(refusal(tango, linked, { kind: 'rematch', gameId: 'g_other' })).toBe('rematch-exists');
  });

  it('a game played out says so: reason "played-out"', () => {
    expect(playedOut(tadpole, tadpole.schemas.options.parse({})).status.result).toMatchObject({ reason: 'played-out', by: null });
  });
});

describe('resigning, by each game\'s rules', () => {
  const variants: Array<[AnyGame, Record<string, unknown>]> = [
    [tango, {}],
    [tango, { variant: 'long' }],
    [tanni, {}],
    [tadpole, {}],
    [tantony, { variant: 'teams' }],
    [tantony, { variant: 'split-partner' }],
    [tantony, { variant: 'three-player' }],
  ];
  for (const [game, raw] of variants) {
    it(`${game.type} ${JSON.stringify(raw)}: the resigning seat never wins, someone else does, at any point of 20 random games`, () => {
      const options = game.schemas.options.parse(raw);
      for (let g = 0; g < 20; g++) {
        const match = played(game, options, g * 7, g);
        if (match.status.phase !== 'active') continue;
        for (let seat = 0; seat < match.seats.length; seat++) {
          const result = run(game, match, { kind: 'resign', seat }).status.result!;
          expect(result.winners).not.toContain(seat);
          expect(result.winners.length).toBeGreaterThan(0);
          expect(result.scores).toHaveLength(match.seats.length);
        }
      }
    });
  }

  it('Tanni and Tantony teams: the resigning seat\'s team loses, its partner with it', () => {
    for (const game of [tanni, tantony]) {
      const match = played(game, game.schemas.options.parse({}), 9);
      expect(run(game, match, { kind: 'resign', seat: 2 }).status.result!.winners).toEqual([1, 3]);
      expect(run(game, match, { kind: 'resign', seat: 1 }).status.result!.winners).toEqual([0, 2]);
    }
  });

  it('Tadpole: the resigning seat is last; the others keep the tricks they won and the top of them wins', () => {
    const match = played(tadpole, tadpole.schemas.options.parse({}), 40, 3);
    const scores = (match.state as { scores: number[] }).scores;
    const result = run(tadpole, match, { kind: 'resign', seat: 0 }).status.result!;
    expect(result.scores).toEqual(scores);
    const top = Math.max(scores[1]!, scores[2]!);
    expect(result.winners).toEqual([1, 2].filter((s) => scores[s] === top));
  });

  it('three-player Tantony: the resigning seat is last even when it leads on points; the rest is ranked as it stands', () => {
    const options = tantony.schemas.options.parse({ variant: 'three-player' });
    let found = 0;
    for (let seed = 1; seed < 40 && found < 3; seed++) {
      for (let moves = 20; moves < 400; moves += 20) {
        const match = played(tantony, options, moves, seed);
        if (match.status.phase !== 'active') break;
        const totals = (match.state as { totals: number[] }).totals;
        const leader = totals.indexOf(Math.max(...totals));
        if (totals.filter((t) => t === totals[leader]).length > 1) continue;
        const result = run(tantony, match, { kind: 'resign', seat: leader }).status.result!;
        const others = [0, 1, 2].filter((s) => s !== leader);
        const top = Math.max(...others.map((s) => totals[s]!));
        expect(result.scores).toEqual(totals);
        expect(result.winners).toEqual(others.filter((s) => totals[s] === top));
        found++;
        break;
      }
    }
    expect(found).toBe(3);
  });
});

describe('rematch options: the first dealer moves on', () => {
  for (const game of games) {
    it(`${game.type}: a rematch deals first from the seat after this game's first dealer`, () => {
      const options = game.schemas.options.parse({ firstDealer: 'random' });
      const match = playedOut(game, options);
      const first = (match.state as { dealer: number; rounds: Array<{ dealer?: number }> }).rounds[0]?.dealer ?? (match.state as { dealer: number }).dealer;
      const next = game.rematchOptions!(options, match.state) as { firstDealer: number };
      const dealer = game.type === 'tantony' ? (match.state as { dealer: number }).dealer : first;
      expect(next.firstDealer).toBe((dealer + 1) % match.seats.length);
      expect(game.schemas.options.parse(next)).toEqual(next);
    });
  }
});
