import { describe, expect, it } from 'vitest';
import { given, plays, rejected, when } from './testing';
import { legalPlays } from './rules';
import { tango } from './game';

// Seat 0 is the dealer and leads unless stated otherwise (TANGO-5).
const base = () =>
  given({
    style: 'Y5',
    hands: [
      ['G7', 'P1', 'R3', 'Y2', 'G9', 'P6', 'R8', 'Y9', 'P10', 'R1'],
      ['G2', 'G4', 'G6', 'P4', 'R5', 'Y7', 'ROSE', 'P2', 'R10', 'Y1'],
    ],
    piles: [
      [['G1', 'G8'], ['R2', 'G10'], ['Y3', 'P3'], ['R4', 'Y4'], ['P5', 'R6']],
      [['G3', 'P7'], ['Y6', 'R7'], ['P8', 'Y8'], ['R9', 'P9'], ['G5', 'Y10']],
    ],
  });

describe('Tango: a trick (TANGO-5..10)', () => {
  it('TANGO-5: the dealer leads the first trick', () => {
    expect(tango.status(base()).toAct).toEqual([0]);
  });

  it("seed example (TANGO-8, TANGO-10): G7 led, G2 must follow from hand, G8 from piles; the void opponent discards P4 and the leader's G8 wins", () => {
    let s = when(base(), 0, { type: 'play', card: 'G7' }).state;
    // Given the opponent holds G2, G4, G6: any other hand card is refused (the ROSE aside, TANGO-9).
    const refused = rejected(s, 1, { type: 'play', card: 'P4' });
    expect(refused).toMatchObject({ code: 'must-follow-suit', rule: 'TANGO-8' });
    expect(refused.message).toBe('must follow green: you hold G2, G4, G6');
    s = plays(s, [1, 'G2'], [0, 'G8']);
    // Seat 1's face-up cards are P7 R7 Y8 P9 Y10: no green, so anything goes (Y8 would trump; P9 is a discard).
    expect(legalPlays(s, 1).sort()).toEqual(['P7', 'P9', 'R7', 'Y10', 'Y8']);
    const { events } = when(s, 1, { type: 'play', card: 'P9' });
    expect(events.find((e) => e.type === 'trick-won')).toEqual({ type: 'trick-won', trick: 1, winner: 0, cards: ['G7', 'G2', 'G8', 'P9'] });
  });

  it('TANGO-6: the second play comes from hand and the third from face-up piles; face-down cards never', () => {
    let s = when(base(), 0, { type: 'play', card: 'P1' }).state;
    expect(rejected(s, 1, { type: 'play', card: 'P7' })).toMatchObject({ code: 'card-not-available', rule: 'TANGO-6' });
    s = when(s, 1, { type: 'play', card: 'P4' }).state;
    expect(rejected(s, 0, { type: 'play', card: 'P6' })).toMatchObject({ code: 'card-not-available' });
    expect(rejected(s, 0, { type: 'play', card: 'P5' })).toMatchObject({ code: 'card-not-available' }); // face down
    expect(legalPlays(s, 0)).toEqual(['P3']);
  });

  it('TANGO-6: only the seat whose play is due may play', () => {
    expect(rejected(base(), 1, { type: 'play', card: 'G2' })).toMatchObject({ code: 'not-your-turn' });
  });

  it('TANGO-7: a ROSE lead sets no lead suit, so nothing constrains the other plays', () => {
    const s = given({ ...layoutWith({ dealer: 1 }) });
    const after = when(s, 1, { type: 'play', card: 'ROSE' }).state;
    expect(legalPlays(after, 0).sort()).toEqual([...after.hands[0]!].sort());
  });

  it('TANGO-8: a player holding the lead suit on the piles must play it there too', () => {
    const s = plays(base(), [0, 'R3'], [1, 'R5']);
    expect(legalPlays(s, 0)).toEqual(['R6']);
    expect(rejected(s, 0, { type: 'play', card: 'G8' }).message).toBe('must follow red: your face-up piles show R6');
  });

  it('TANGO-9: the ROSE is always legal, even when the player could follow', () => {
    const s = when(base(), 0, { type: 'play', card: 'G9' }).state;
    expect(legalPlays(s, 1).sort()).toEqual(['G2', 'G4', 'G6', 'ROSE']);
  });

  it('TANGO-10: any trump beats the lead suit; the highest trump wins', () => {
    // Trump is yellow (Style Y5). G9 led; seat 1 plays the green G6; seat 0 follows G8; seat 1 trumps with Y8.
    const s = plays(base(), [0, 'G9'], [1, 'G6'], [0, 'G8']);
    const { events } = when(s, 1, { type: 'play', card: 'Y8' });
    expect(events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 1 });
  });

  it('TANGO-9/10: the ROSE is trump 0: it wins only as the only trump', () => {
    // P1 led, the ROSE answers from hand, P3 and P7 follow from the piles: the ROSE is the only trump.
    const s = plays(base(), [0, 'P1'], [1, 'ROSE'], [0, 'P3']);
    expect(when(s, 1, { type: 'play', card: 'P7' }).events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 1 });
    // With a yellow trump also played, the yellow wins over the ROSE.
    const t = plays(base(), [0, 'Y2'], [1, 'ROSE'], [0, 'Y4']);
    expect(when(t, 1, { type: 'play', card: 'Y8' }).events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 1 });
    const u = plays(base(), [0, 'Y2'], [1, 'ROSE'], [0, 'Y4']);
    expect(when(u, 1, { type: 'play', card: 'Y10' }).events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 1 });
    const v = plays(base(), [0, 'Y9'], [1, 'ROSE'], [0, 'Y4']);
    expect(when(v, 1, { type: 'play', card: 'Y8' }).events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 0 });
  });
});

describe('Tango: after each trick (TANGO-11)', () => {
  const afterFirstTrick = () => plays(base(), [0, 'G7'], [1, 'G2'], [0, 'G8'], [1, 'P9']);

  it('the winner takes the four cards, and face-down cards under played pile cards turn face up', () => {
    const s = afterFirstTrick();
    expect(s.won[0]).toEqual(['G7', 'G2', 'G8', 'P9']);
    expect(s.piles[0]![0]).toEqual({ down: null, up: 'G1' });
    expect(s.piles[1]![3]).toEqual({ down: null, up: 'R9' });
  });

  it('the loser decides on the Style swap before the winner leads', () => {
    const s = afterFirstTrick();
    expect(tango.status(s).toAct).toEqual([1]);
    expect(rejected(s, 0, { type: 'play', card: 'P1' })).toMatchObject({ code: 'swap-pending' });
    const swapped = when(s, 1, { type: 'swap-style', card: 'R5' }).state;
    expect(swapped.style).toBe('R5');
    expect(swapped.hands[1]).toContain('Y5');
    expect(swapped.hands[1]).not.toContain('R5');
    expect(tango.status(swapped).toAct).toEqual([0]);
  });

  it('the ROSE cannot become the Style card, and only a held card can', () => {
    const s = afterFirstTrick();
    expect(rejected(s, 1, { type: 'swap-style', card: 'ROSE' })).toMatchObject({ code: 'rose-cannot-be-style', rule: 'TANGO-11' });
    expect(rejected(s, 1, { type: 'swap-style', card: 'P1' })).toMatchObject({ code: 'card-not-held' });
    expect(rejected(s, 0, { type: 'decline-swap' })).toMatchObject({ code: 'no-swap-pending' });
  });

  it('the new Style card sets trump from the next trick on', () => {
    let s = when(afterFirstTrick(), 1, { type: 'swap-style', card: 'R5' }).state;
    // Trump is now red. G9 led, G4 follows, G10 from the piles; seat 1 has no green face up and plays R7:
    // under the old yellow trump R7 would be a discard and G10 would win; under red it is a trump and wins.
    s = plays(s, [0, 'G9'], [1, 'G4'], [0, 'G10']);
    const { events } = when(s, 1, { type: 'play', card: 'R7' });
    expect(events.find((e) => e.type === 'trick-won')).toMatchObject({ winner: 1 });
  });

  it('declining keeps the Style card; the winner leads next', () => {
    const s = when(afterFirstTrick(), 1, { type: 'decline-swap' }).state;
    expect(s.style).toBe('Y5');
    expect(tango.status(s).toAct).toEqual([0]);
    expect(s.swaps).toEqual([{ afterTrick: 1, seat: 1, swapped: false }]);
  });

  it('a loser whose hand holds only the ROSE has no decision: the winner leads at once', () => {
    const s = given({
      style: 'Y5',
      hands: [['G7', 'G9'], ['ROSE', 'G2']],
      piles: [[['G1', 'G8']], [['R9', 'P9']]],
    });
    const after = plays(s, [0, 'G7'], [1, 'G2'], [0, 'G8'], [1, 'P9']);
    expect(after.phase).toBe('play');
    expect(tango.status(after).toAct).toEqual([0]);
  });
});

function layoutWith(over: { dealer: 0 | 1 }) {
  return {
    dealer: over.dealer,
    style: 'Y5',
    hands: [
      ['G7', 'P1', 'R3', 'Y2', 'G9', 'P6', 'R8', 'Y9', 'P10', 'R1'],
      ['G2', 'G4', 'G6', 'P4', 'R5', 'Y7', 'ROSE', 'P2', 'R10', 'Y1'],
    ] as [string[], string[]],
    piles: [
      [['G1', 'G8'], ['R2', 'G10'], ['Y3', 'P3'], ['R4', 'Y4'], ['P5', 'R6']],
      [['G3', 'P7'], ['Y6', 'R7'], ['P8', 'Y8'], ['R9', 'P9'], ['G5', 'Y10']],
    ] as [Array<[string, string]>, Array<[string, string]>],
  };
}
