import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchStatus, mulberry32, randomPlayout, seededRandom } from '../../engine';
import { STANDARD_DECK } from '../cards';
import type { TadpoleEvent } from './events';
import { tadpole } from './game';
import { secretCards } from './secrets';
import type { TadpoleState } from './state';

/** A plain check; the message is built only on failure (the hot loop runs ~250,000 steps). */
function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

const DECK = new Set(STANDARD_DECK);

/** Every card of the 52 in exactly one place (issue 4): hands, Bongle decks, flipped cards, Extra Pile,
 * the current trick, this round's tricks, the Tadpole deck, the discarded cards. */
function cardsAccountedFor(s: TadpoleState): string[] {
  return [
    ...s.hands.flat(),
    ...s.decks.red,
    ...s.decks.black,
    ...[s.flipped.red, s.flipped.black].filter((c): c is string => c !== null),
    ...s.extra,
    ...s.trick.plays.map((p) => p.card),
    ...s.tricks.flatMap((t) => t.plays.map((p) => p.card)),
    ...s.tadpole,
    ...s.discarded,
  ];
}

const VIEWERS = [0, 1, 2, null] as const;

/** A card id as a JSON string: `"10H"`, `"AS"`. */
const CARD_TOKEN = /"(?:10|[2-9AJQK])[SHDC]"/g;

/** The leak audit: no text shown to a seat names a card secret to it (one regex pass per text). */
function noLeak(json: string, secrets: ReadonlySet<string>, where: string): void {
  for (const token of json.match(CARD_TOKEN) ?? []) {
    const c = token.slice(1, -1);
    check(!secrets.has(c), () => `${where} leaks ${c}: ${json}`);
  }
}

// 2,000 games in all: 500 for each value of the firstDealer option (one test each keeps every test
// well inside the per-test timeout on a loaded machine).
const GAMES = 500;
const endings = { 'no-card-to-play': 0, 'round-cannot-be-set-up': 0 };

describe('Tadpole: random games played to the end (property)', () => {
  for (const firstDealer of [0, 1, 2, 'random'] as const) {
    it(`firstDealer ${firstDealer}: ${GAMES} games: 52 cards accounted for, every play legal, points = tricks won, no leak, the game ends`, () => {
      let games = 0;
      fc.assert(
        fc.property(
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.integer(),
          (seed, choices) => {
            const options = tadpole.schemas.options.parse({ firstDealer });
            // The deal at the start is no playout step: audit its events and the first views here.
            const initial = tadpole.initialState(options);
            const dealt = tadpole.start(initial, seededRandom(seed));
            const first = dealt.reduce(tadpole.evolve, initial);
            for (const seat of VIEWERS) {
              const secrets = new Set(secretCards(first, seat));
              noLeak(JSON.stringify(tadpole.view(first, seat)), secrets, `first view for ${seat}`);
              for (const e of dealt) noLeak(JSON.stringify(tadpole.redactEvent(e, seat)), secrets, `${e.type} for ${seat}`);
            }
            const won = [0, 0, 0];
            const end = randomPlayout(tadpole, options, seed, mulberry32(choices), (step) => {
              const before = step.before.state as TadpoleState;
              const after = step.after.state as TadpoleState;
              // Plain checks in the hot loop (expect() per step would dominate the run time).
              const offered = tadpole.legalActions(before, step.seat).map((a) => JSON.stringify(a));
              check(offered.includes(JSON.stringify(step.action)), () => `illegal action ${JSON.stringify(step.action)}`);
              const cards = cardsAccountedFor(after);
              check(cards.length === 52 && new Set(cards).size === 52 && cards.every((c) => DECK.has(c)), () => `cards not conserved: ${cards.length}`);
              for (const e of step.events as TadpoleEvent[]) {
                if (e.type === 'trick-won') {
                  won[e.winner]!++;
                  check(e.cards.length === (e.trick === 1 ? 3 : 4), () => `trick ${e.trick} has ${e.cards.length} cards (TADPOLE-6)`);
                }
                if (e.type === 'round-dealt') check(e.hands.every((h) => h.length === 8), () => 'a hand of 8 (TADPOLE-5)');
              }
              check(after.scores.every((p, s) => p === won[s]), () => `points ${after.scores} differ from tricks won ${won}`);
              for (const seat of VIEWERS) {
                const secrets = new Set(secretCards(after, seat));
                noLeak(JSON.stringify(tadpole.view(after, seat)), secrets, `view for ${seat}`);
                for (const e of step.events as TadpoleEvent[]) noLeak(JSON.stringify(tadpole.redactEvent(e, seat)), secrets, `${e.type} for ${seat}`);
              }
            });
            const status = matchStatus(tadpole, end);
            expect(status.phase).toBe('finished');
            const s = end.state as TadpoleState;
            expect(status.result!.scores).toEqual(s.scores);
            expect(status.result!.winners.length).toBeGreaterThan(0);
            expect(s.endReason).not.toBeNull();
            endings[s.endReason!]++;
            games++;
          },
        ),
        { numRuns: GAMES },
      );
      expect(games).toBe(GAMES);
    });
  }

  it('TADPOLE-14: both ways of ending occurred among the games', () => {
    expect(endings['no-card-to-play']).toBeGreaterThan(0);
    expect(endings['round-cannot-be-set-up']).toBeGreaterThan(0);
  });
});
