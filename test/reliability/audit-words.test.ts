import { describe, expect, it } from 'vitest';
import { leaked, wordsIn } from '../support/leak-audit';

// Regression (issue 8): the leak audit split a game id such as g_x8Qk-AS_1s7YvB into words and
// reported the Tanni card AS as leaked (seen once in the Workers tier). Ids and tokens are opaque.
describe('leak audit words', () => {
  it('ignores the characters of game ids and tokens, in any string (an error `instance` too)', () => {
    const view = { id: 'g_x8Qk-AS_1s7YvBpq', instance: '/v1/games/g_x8Qk-AS_1s7YvBpq/actions', token: `tt_seat_${'A'.repeat(20)}-KH_${'b'.repeat(19)}` };
    expect(leaked(view, ['AS', 'KH'])).toEqual([]);
  });
  it('still finds a card anywhere else, inside messages too', () => {
    expect(leaked({ hand: ['AS'] }, ['AS'])).toEqual(['AS']);
    expect(leaked({ detail: 'you cannot play KH: must follow' }, ['KH'])).toEqual(['KH']);
    expect([...wordsIn('g_short-AS')]).toContain('AS'); // not an id: 16 characters after g_
  });
});
