import { describe, expect, it } from 'vitest';
import { gameMail, tableOf } from '../games';
import type { GameView, Move } from '../tricktable/types';
import { readMove } from './read-move';

const view = (type: string, state: Record<string, unknown> = {}): GameView => ({
  id: 'g_x',
  type,
  status: 'active',
  version: 5,
  toAct: [0],
  you: 0,
  seats: [0, 1, 2, 3].map((seat) => ({ seat, name: ['Ada', 'Bob', 'Cy', 'Dee'][seat]! })),
  state,
  result: null,
});

const read = (type: string, line: string, moves: Move[] = []) => readMove(line, moves, gameMail(type), tableOf(view(type), 0));

describe('reply codes, as players write them', () => {
  it("read each game's codes, in any case, with suit signs, a full stop or \"play\"", () => {
    expect(read('tango', 'g7')).toEqual({ type: 'play', card: 'G7' });
    expect(read('tango', 'Rose.')).toEqual({ type: 'play', card: 'ROSE' });
    expect(read('tango', 'swap y9')).toEqual({ type: 'swap-style', card: 'Y9' });
    expect(read('tango', 'Keep')).toEqual({ type: 'decline-swap' });
    expect(read('tanni', 'bid 15,5')).toEqual({ type: 'bid', value: 15.5 });
    expect(read('tanni', '18')).toEqual({ type: 'bid', value: 18 });
    expect(read('tanni', 'PASS')).toEqual({ type: 'pass' });
    expect(read('tanni', 'tanni')).toEqual({ type: 'call-tanni' });
    expect(read('tanni', 'trump j♥')).toEqual({ type: 'choose-trump', card: 'JH' });
    expect(read('tanni', 'pair h')).toEqual({ type: 'declare-pair', suit: 'H' });
    expect(read('tanni', 'play 10♠')).toEqual({ type: 'play', card: '10S' });
    expect(read('tadpole', 'red')).toEqual({ type: 'play-bongle', deck: 'red' });
    expect(read('tadpole', 'bongle black')).toEqual({ type: 'play-bongle', deck: 'black' });
    expect(read('tantony', 'give 2')).toEqual({ type: 'give-trick', to: 2 });
    expect(read('tantony', 'give to Cy')).toEqual({ type: 'give-trick', to: 2 });
    expect(read('tantony', 'give me')).toEqual({ type: 'give-trick', to: 0 });
    expect(read('tantony', 'qs')).toEqual({ type: 'play', card: 'QS' });
  });

  it('prefer the legal move whose code matches, and read no move from chatter', () => {
    const legal = [{ type: 'play', card: '7H' }, { type: 'pass' }];
    expect(read('tanni', '7h', legal)).toBe(legal[0]);
    expect(read('tango', 'Thanks, I will think about it')).toBeNull();
    expect(read('tantony', 'give Zed')).toBeNull();
    expect(read('tango', '')).toBeNull();
  });

  it('list every legal move with a code that reads back as that move', () => {
    const cases: Array<[string, Move[]]> = [
      ['tango', [{ type: 'play', card: 'G7' }, { type: 'swap-style', card: 'Y9' }, { type: 'decline-swap' }]],
      ['tanni', [{ type: 'bid', value: 15 }, { type: 'pass' }, { type: 'call-tanni' }, { type: 'choose-trump', card: 'JH' }, { type: 'declare-pair', suit: 'H' }, { type: 'play', card: '10S' }]],
      ['tadpole', [{ type: 'play', card: '7H' }, { type: 'play-bongle', deck: 'red' }]],
      ['tantony', [{ type: 'play', card: 'QS' }, { type: 'give-trick', to: 3 }]],
    ];
    for (const [type, moves] of cases) {
      const game = gameMail(type);
      const t = tableOf(view(type), 0);
      for (const m of moves) expect(readMove(game.code(m, t), [], game, t), `${type} ${game.code(m, t)}`).toEqual(m);
    }
  });
});
