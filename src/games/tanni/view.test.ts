import { describe, expect, it } from 'vitest';
import { example, firstSixTricks, openingLayout } from './fixtures';
import { tanni } from './game';
import { secretCards } from './secrets';
import { acts, bid, given, givenPlay, pass, play, plays, when } from './testing';
import { tanniEvent, tanniView } from './view-schema';
import type { TanniState } from './state';

const json = (x: unknown) => JSON.stringify(x);
const VIEWERS = [0, 1, 2, 3, null] as const;
/** A card id appears in the JSON as a quoted string. */
const shows = (x: unknown, card: string) => json(x).includes(`"${card}"`);

const dealt = () =>
  given({
    hands: [
      ['JS', '9S', 'AS', '10S'],
      ['JH', '9H', 'AH', '10H'],
      ['JD', '9D', 'AD', '10D'],
      ['JC', '9C', 'AC', '10C'],
    ],
    stock: ['KS', 'KH', 'KD', 'KC', 'QS', 'QH', 'QD', 'QC', '8S', '8H', '8D', '8C', '7H', '7C'],
  });

describe('Tanni: visibility (rules "Visibility")', () => {
  it('each seat sees its own hand; others only as sizes; the spectator sees no hand; nobody sees the stock', () => {
    const s = dealt();
    expect(tanni.view(s, 1).hand).toEqual(['JH', '9H', 'AH', '10H']);
    expect(tanni.view(s, null).hand).toBeNull();
    for (const v of VIEWERS) {
      const view = tanni.view(s, v);
      expect(view.players.map((p) => p.handSize)).toEqual([4, 4, 4, 4]);
      for (const c of s.stock) expect(shows(view, c)).toBe(false);
      for (let other = 0; other < 4; other++) if (other !== v) for (const c of s.hands[other]!) expect(shows(view, c)).toBe(false);
    }
  });

  it('the round-dealt and hands-completed events show each reader its own cards only', () => {
    const { events } = acts(dealt(), [0, bid(20)], [1, pass], [2, pass], [3, pass]);
    const second = events.find((e) => e.type === 'hands-completed')!;
    expect(tanni.redactEvent(second, 2)).toEqual({ type: 'hands-completed', cards: ['KD', 'QD', '8D'], kittySize: 2 });
    expect(tanni.redactEvent(second, null)).toEqual({ type: 'hands-completed', cards: null, kittySize: 2 });
    const round = tanni.start(tanni.initialState({ target: 100, firstDealer: 0 }), { shuffle: (x) => x.slice(), int: () => 0 })[1]!;
    expect(tanni.redactEvent(round, null)).toEqual({ type: 'round-dealt', round: 1, dealer: 0, opener: 1, hand: null });
  });

  it('TANNI-7: the hidden trump card is seen by the bid winner alone (not the partner), until it opens', () => {
    const s = givenPlay(openingLayout);
    expect(tanni.view(s, 0).hiddenTrump).toBe('JH');
    expect(tanni.view(s, 0).hand).not.toContain('JH');
    for (const v of [1, 2, 3, null] as const) {
      expect(tanni.view(s, v).hiddenTrump).toBeNull();
      expect(shows(tanni.view(s, v), 'JH')).toBe(false);
      expect(secretCards(s, v)).toContain('JH');
    }
    expect(secretCards(s, 0)).not.toContain('JH');
    expect(tanni.view(s, 2).trump).toEqual({ faceDown: true, open: false, suit: null, card: null, openedBy: null });
    const chosen = { type: 'trump-chosen' as const, seat: 0, card: 'JH' };
    expect(tanni.redactEvent(chosen, 0)).toEqual(chosen);
    expect(tanni.redactEvent(chosen, 2)).toEqual({ type: 'trump-chosen', seat: 0, card: null });
    // Once open, everyone sees it, also in the bid winner's hand.
    const opened = plays(s, [0, 'AS'], [1, '9S']);
    for (const v of VIEWERS) expect(secretCards(opened, v)).not.toContain('JH');
    expect(tanni.view(opened, 0).hiddenTrump).toBeNull();
  });

  it('TANNI-6: nobody sees the kitty until the round is scored', () => {
    const s = givenPlay(example);
    for (const v of VIEWERS) {
      expect(tanni.view(s, v).kittySize).toBe(2);
      expect(shows(tanni.view(s, v), 'KS') || shows(tanni.view(s, v), 'QS')).toBe(false);
      expect(secretCards(s, v)).toEqual(expect.arrayContaining(['KS', 'QS']));
    }
  });

  it('declared pairs and an opened trump card are public even in a hand', () => {
    const s = acts(givenPlay(example), ...firstSixTricks.slice(0, 12)).state;
    expect(s.pairs).toEqual([{ seat: 1, suit: 'C' }]);
    for (const v of [0, 2, 3, null] as const) expect(secretCards(s, v)).not.toContain('KC');
    expect(secretCards(s, 0)).toContain('KD');
    expect(tanni.view(s, 2).players[1]!.shown).toEqual(['QC', 'KC']);
  });

  it('the round summary stays visible: bid, pairs, adjusted bid, points incl. kitty, scoring team, match points', () => {
    const { state } = acts(givenPlay(example), ...firstSixTricks, [3, play('9D')], [0, play('8S')], [1, play('10D')], [2, play('QD')]);
    const summary = tanni.view(state, null).rounds[0]!;
    expect(summary).toMatchObject({ bid: 18, adjustedBid: 20, kittyPoints: 0.5, points: [19, 11], scoringTeam: 1, gained: 20, matchPoints: [0, 20] });
    expect(summary.kitty).toBeNull(); // its cards are back in play in round 2
    expect(tanni.view(state, null).matchPoints).toEqual([0, 20]);
  });
});

describe('Tanni: the edge schemas', () => {
  it('views and redacted events of a played position parse with the published schemas', () => {
    const { state, events } = acts(givenPlay(example), ...firstSixTricks, [3, play('9D')], [0, play('8S')], [1, play('10D')], [2, play('QD')]);
    for (const v of VIEWERS) {
      expect(() => tanniView.parse(tanni.view(state, v))).not.toThrow();
      for (const e of events) expect(() => tanniEvent.parse(tanni.redactEvent(e, v))).not.toThrow();
    }
    expect(() => tanniView.parse(tanni.view(tanni.initialState({ target: 100, firstDealer: 0 }), null))).not.toThrow();
  });

  it('actions: the documented bodies parse; extra fields and unknown suits do not (off-grid bids are left to TANNI-5)', () => {
    const ok = [
      { type: 'bid', value: 18.5 },
      { type: 'pass' },
      { type: 'call-tanni' },
      { type: 'choose-trump', card: 'JH' },
      { type: 'declare-pair', suit: 'H' },
      { type: 'play', card: '9S' },
    ];
    for (const a of ok) expect(tanni.schemas.action.parse(a)).toEqual(a);
    for (const bad of [{ type: 'bid', value: '18.5' }, { type: 'pass', seat: 1 }, { type: 'declare-pair', suit: 'X' }]) {
      expect(tanni.schemas.action.safeParse(bad).success).toBe(false);
    }
  });

  it('every action legalActions offers is accepted by the action schema', () => {
    const states: TanniState[] = [dealt(), when(dealt(), 0, bid(29)).state, givenPlay(openingLayout)];
    for (const s of states) for (let seat = 0; seat < 4; seat++) for (const a of tanni.legalActions(s, seat)) expect(tanni.schemas.action.safeParse(a).success).toBe(true);
  });
});
