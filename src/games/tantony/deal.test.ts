import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../engine';
import { FULL_DECK } from './cards';
import { dealGame } from './deal';
import { tantony } from './game';
import { LEADS_BEFORE } from './leads';
import { initialState } from './state';

const seed = new Uint8Array(32).fill(9);
const options = (o: object) => tantony.schemas.options.parse(o);

describe('Tantony: options and the deal (TANTONY-2, 3, 4)', () => {
  it('TANTONY-2: options default to the teams variant and a random first dealer; seats follow the variant', () => {
    expect(options({})).toEqual({ variant: 'teams', firstDealer: 'random' });
    expect(tantony.seatCount(options({}))).toBe(4);
    expect(tantony.seatCount(options({ variant: 'split-partner' }))).toBe(4);
    expect(tantony.seatCount(options({ variant: 'three-player' }))).toBe(3);
    expect(tantony.schemas.options.safeParse({ variant: 'three-player', firstDealer: 3 }).success).toBe(false);
    expect(tantony.schemas.options.safeParse({ variant: 'five' }).success).toBe(false);
  });

  it('TANTONY-3: the shuffled deck is dealt one card at a time from the seat after the dealer', () => {
    const random = seededRandom(seed);
    const dealt = dealGame(options({ firstDealer: 2 }), random, LEADS_BEFORE);
    const deck = random.shuffle(FULL_DECK, 1, 'deal');
    expect(dealt.dealer).toBe(2);
    for (let k = 0; k < 52; k++) expect(dealt.hands[(3 + k) % 4]![Math.floor(k / 4)]).toBe(deck[k]);
    expect(new Set(dealt.hands.flat()).size).toBe(52);
  });

  it('TANTONY-2/4: a random first dealer is random.int(seats, 0, "first-dealer"); the seat before it leads round 1', () => {
    const random = seededRandom(seed);
    const [dealt] = tantony.start(initialState(options({})), random) as [ReturnType<typeof dealGame>];
    const dealer = random.int(4, 0, 'first-dealer');
    expect(dealt).toMatchObject({ dealer, leader: (dealer + 3) % 4 });
    const state = tantony.evolve(initialState(options({})), dealt);
    expect(tantony.status(state).toAct).toEqual([(dealer + 3) % 4]);
  });
});
