import type { RandomSource, Seat } from '../../engine';
import { ROSE, TANGO_DECK } from './cards';
import type { TangoEvent } from './events';
import { other, type Pile } from './state';

/**
 * TANGO-3/4. The deck for round r is random.shuffle(deck, r, "deal"); while its top card is the
 * ROSE, the whole deck is reshuffled with purpose "deal:1", "deal:2", ... The top card is the Style
 * card; the next 20 go one at a time to the hands, the non-dealer first; the next 10 one at a time
 * face down, pile 0 of the non-dealer first; the last 10 face up in the same order.
 */
export function dealRound(round: number, dealer: Seat, random: RandomSource): Extract<TangoEvent, { type: 'round-dealt' }> {
  let reshuffles = 0;
  let deck = random.shuffle(TANGO_DECK, round, 'deal');
  while (deck[0] === ROSE) {
    reshuffles++;
    deck = random.shuffle(TANGO_DECK, round, `deal:${reshuffles}`);
  }
  const first = other(dealer);
  const hands: string[][] = [[], []];
  const downs: string[][] = [[], []];
  const ups: string[][] = [[], []];
  for (let k = 0; k < 20; k++) hands[(first + k) % 2]!.push(deck[1 + k]!);
  for (let k = 0; k < 10; k++) downs[(first + k) % 2]!.push(deck[21 + k]!);
  for (let k = 0; k < 10; k++) ups[(first + k) % 2]!.push(deck[31 + k]!);
  const piles: Pile[][] = [0, 1].map((s) => downs[s]!.map((down, i) => ({ down, up: ups[s]![i]! })));
  return { type: 'round-dealt', round, dealer, style: deck[0]!, reshuffles, hands, piles };
}
