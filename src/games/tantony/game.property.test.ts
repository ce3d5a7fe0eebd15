import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchStatus, mulberry32, randomPlayout, seededRandom, type Seat } from '../../engine';
import { cardValue, FULL_DECK, THREE_PLAYER_DECK } from './cards';
import type { TantonyEvent } from './events';
import { tantony } from './game';
import { secretCards } from './secrets';
import { initialState, layoutOf, type TantonyState, type Variant } from './state';

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** Every card is in exactly one place: a hand, the trick, a trick awaiting its gift, runts, face-down
 * piles, or the last-trick exchange (until the next round collects it). Throws on a duplicate. */
function cardsAccountedFor(s: TantonyState): Set<string> {
  const seen = new Set<string>();
  const add = (cards: readonly string[]) => {
    for (const c of cards) {
      check(!seen.has(c), `${c} is in two places`);
      seen.add(c);
    }
  };
  for (const h of s.hands) add(h);
  if (s.trick) add(s.trick.plays.map((p) => p.card));
  if (s.phase === 'give') add(s.tricks[s.tricks.length - 1]!.plays.map((p) => p.card));
  for (const r of s.runts) add(r);
  for (const d of s.downs) add(d);
  if (s.exchange) add(s.exchange.takes);
  return seen;
}

/** A card id anywhere in a string (an id ends with a suit letter and no rank starts with one, so
 * matches never overlap). */
const CARD_ID = /(?:10|[2-9AJQK])[SHDC]/g;

const sameCards = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

describe('Tantony: random games played to the end (property)', () => {
  for (const variant of ['teams', 'split-partner', 'three-player'] as Variant[]) {
    it(`${variant}: legal actions only, cards conserved, 12 gifts fill every player, next hands collected, scores from runts, no leaks`, () => {
      const options = tantony.schemas.options.parse({ variant });
      const layout = layoutOf(options);
      const deck = new Set(layout.threePlayer ? THREE_PLAYER_DECK : FULL_DECK);
      const viewers: (Seat | null)[] = [...Array.from({ length: layout.seats }, (_, s) => s), null];
      let games = 0;
      fc.assert(
        fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer(), (seed, choices) => {
          let rounds = 0;
          // The deal happens when the last seat joins, outside onStep: check it here (TANTONY-3).
          const [dealt] = tantony.start(initialState(options), seededRandom(seed));
          const dealtState = tantony.evolve(initialState(options), dealt!);
          check(dealtState.hands.every((h) => h.length === layout.tricks), 'a first hand has the wrong size');
          for (const viewer of viewers) {
            const hidden = new Set(secretCards(dealtState, viewer));
            const json = JSON.stringify(tantony.view(dealtState, viewer)) + JSON.stringify(tantony.redactEvent(dealt!, viewer));
            for (const c of json.match(CARD_ID) ?? []) check(!hidden.has(c), `seat ${viewer} can see the secret ${c} after the deal`);
          }
          const end = randomPlayout(tantony, options, seed, mulberry32(choices), (step) => {
            const before = step.before.state as TantonyState;
            const after = step.after.state as TantonyState;
            const events = step.events as TantonyEvent[];
            // Plain checks in the hot loop (expect() per step would dominate the run time).
            const offered = tantony.legalActions(before, step.seat).map((a) => JSON.stringify(a));
            const taken = JSON.stringify(step.action);
            check(offered.includes(taken), `illegal action ${taken}`);
            const cards = cardsAccountedFor(after);
            check(cards.size === deck.size && [...deck].every((c) => cards.has(c)), `cards not conserved: ${cards.size}`);

            // Replay the step's events one by one to check each automatic step where it happens.
            let s = before;
            for (const e of events) {
              const prev = s;
              s = tantony.evolve(s, e);
              if (e.type === 'trick-given' && s.runts.reduce((k, r) => k + r.length, 0) === 12) {
                check(e.automatic, 'the 12th gift was not automatic (TANTONY-6)');
                check(s.runts.every((r) => r.length === layout.cap), `after 12 gifts: ${s.runts.map((r) => r.length)}`);
              }
              if (e.type === 'round-scored') {
                rounds++;
                prev.runts.forEach((runts, i) => {
                  const taken = prev.exchange ? cardValue(prev.exchange.takes[i]!, layout.threePlayer) : 0;
                  const expected = runts.reduce((sum, c) => sum + cardValue(c, layout.threePlayer), taken);
                  check(e.scores[i] === expected, `seat ${i} scored ${e.scores[i]}, runts and last card make ${expected}`);
                });
              }
              if (e.type === 'round-started') {
                prev.runts.forEach((runts, i) => {
                  const collected = [...runts, ...prev.downs[i]!, ...(prev.exchange ? [prev.exchange.takes[i]!] : [])];
                  check(s.hands[i]!.length === layout.tricks, `seat ${i} starts round ${e.round} with ${s.hands[i]!.length} cards`);
                  check(sameCards(s.hands[i]!, collected), `seat ${i}'s new hand is not what it collected`);
                });
              }
            }

            // The leak audit. Secrets exist only in round 1 (see secrets.ts). Every card id in the JSON
            // is looked up, which finds what a substring search for each secret id would.
            for (const viewer of viewers) {
              const secret = secretCards(after, viewer);
              if (secret.length === 0) continue;
              const hidden = new Set(secret);
              const json = JSON.stringify(tantony.view(after, viewer)) + JSON.stringify(events.map((e) => tantony.redactEvent(e, viewer)));
              for (const c of json.match(CARD_ID) ?? []) check(!hidden.has(c), `seat ${viewer} can see the secret ${c}`);
            }
          });
          const status = matchStatus(tantony, end);
          const state = end.state as TantonyState;
          expect(status.phase).toBe('finished');
          expect(rounds).toBe(state.round);
          if (variant === 'split-partner') expect(rounds).toBe(4);
          else expect(rounds).toBeLessThanOrEqual(layout.rounds);
          expect(status.result!.scores).toHaveLength(layout.seats);
          games++;
        }),
        { numRuns: 1000 },
      );
      expect(games).toBe(1000);
    });
  }
});
