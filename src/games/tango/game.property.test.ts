import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchStatus, mulberry32, randomPlayout } from '../../engine';
import { TANGO_DECK } from './cards';
import type { TangoEvent } from './events';
import { tango } from './game';
import type { TangoState } from './state';
import { secretCards } from './secrets';

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** Every card of the 41 is in exactly one place: hands, piles (up or down), the trick, won piles, Style. */
function cardsAccountedFor(s: TangoState): string[] {
  return [
    ...s.hands.flat(),
    ...s.piles.flat().flatMap((p) => [p.down, p.up].filter((c): c is string => c !== null)),
    ...s.trick.plays.map((p) => p.card),
    ...s.won.flat(),
    ...(s.style ? [s.style] : []),
  ];
}

describe('Tango: random games played to the end (property)', () => {
  for (const variant of ['roses', 'long'] as const) {
    it(`${variant}: cards conserved, plays legal, round scores sum to 15..17, the game ends`, () => {
      let games = 0;
      fc.assert(
        fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer(), (seed, choices) => {
          let rounds = 0;
          const end = randomPlayout(tango, tango.schemas.options.parse({ variant }), seed, mulberry32(choices), (step) => {
            const before = step.before.state as TangoState;
            const after = step.after.state as TangoState;
            // Plain checks in the hot loop (expect() per step would dominate the run time).
            const offered = tango.legalActions(before, step.seat).map((a) => JSON.stringify(a));
            check(offered.includes(JSON.stringify(step.action)), `illegal action ${JSON.stringify(step.action)}`);
            const cards = cardsAccountedFor(after);
            check(cards.length === 41 && new Set(cards).size === 41, `cards not conserved: ${cards.length}`);
            for (const e of step.events as TangoEvent[]) {
              if (e.type === 'round-scored') {
                rounds++;
                const sum = e.scores[0]! + e.scores[1]!;
                check(sum >= 15 && sum <= 17, `round scores sum to ${sum}`);
              }
            }
          });
          const status = matchStatus(tango, end);
          expect(status.phase).toBe('finished');
          expect(status.result!.winners).toHaveLength(1);
          expect(Math.max(...(end.state as TangoState).roses)).toBe(2);
          expect(rounds).toBeGreaterThanOrEqual(2);
          games++;
        }),
        { numRuns: 1000 },
      );
      expect(games).toBe(1000);
    });
  }
});

function noSecretIn(shown: unknown, state: TangoState, reader: number | null): void {
  const json = JSON.stringify(shown);
  for (const card of secretCards(state, reader)) check(!json.includes(`"${card}"`), `${card} leaked to ${reader}: ${json}`);
}

describe('Tango: no view or event shows a secret card (property)', () => {
  it('views and redacted events of both seats and the spectator never contain a secret card', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer(), (seed, choices) => {
        randomPlayout(tango, tango.schemas.options.parse({}), seed, mulberry32(choices), (step) => {
          // Card ids repeat across rounds, so each event is judged against the secrets right after it.
          let state = step.before.state as TangoState;
          for (const event of step.events as TangoEvent[]) {
            state = tango.evolve(state, event);
            for (const reader of [0, 1, null]) noSecretIn(tango.redactEvent(event, reader), state, reader);
          }
          for (const reader of [0, 1, null]) noSecretIn(tango.view(state, reader), state, reader);
        });
      }),
      { numRuns: 200 },
    );
  });
});
