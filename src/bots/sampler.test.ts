import { describe, expect, it } from 'vitest';
import type { Seat, Typed } from '../engine';
import { suitOf } from '../games/cards';
import type { TadpoleState } from '../games/tadpole/state';
import { tadpoleWorld } from '../games/tadpole/world';
import { tangoSuit } from '../games/tango/cards';
import type { TangoState } from '../games/tango/state';
import { tangoWorld } from '../games/tango/world';
import type { TanniState } from '../games/tanni/state';
import { tanniWorld } from '../games/tanni/world';
import type { TantonyState } from '../games/tantony/state';
import { tantonyWorld } from '../games/tantony/world';
import { Rng } from './rng';
import { tadpoleSampler } from './tadpole/sampler';
import { tangoSampler } from './tango/sampler';
import { tanniSampler } from './tanni/sampler';
import { tantonySampler } from './tantony/sampler';
import { positions, VARIANTS, type Position } from './testing';
import type { BotInput } from './types';
import { allCards } from './worlds.testing';

/** The expert's world for `input`, drawn as it draws them (src/bots/<game>/sampler.ts). */
function sampled(type: string, input: BotInput, rng: Rng): unknown {
  const { view, seat, seen } = input as BotInput<never>;
  switch (type) {
    case 'tango':
      return tangoWorld(view, seat, tangoSampler(view, seat)(rng));
    case 'tanni':
      return tanniWorld(view, seat, tanniSampler(view, seat)(rng));
    case 'tadpole':
      return tadpoleWorld(view, seat, tadpoleSampler(view, seat, seen)(rng));
    case 'tantony':
      return tantonyWorld(view, seat, tantonySampler(view, seat, seen)(rng));
    default:
      throw new Error(type);
  }
}

type Trick = { plays: readonly { seat: Seat; card: string; from?: string }[] };

/**
 * What play revealed, checked on a sampled world against the cards it put in each hand, written
 * apart from the samplers: a player who did not follow a led suit holds none of it.
 */
function voidsRespected(type: string, world: unknown, seat: Seat): void {
  const offSuit = (tricks: readonly Trick[], counts: (t: Trick, i: number) => boolean, hand: (x: Seat) => readonly string[], suit: (c: string) => string | null) => {
    for (const t of tricks) {
      const lead = suit(t.plays[0]?.card ?? '');
      t.plays.forEach((p, i) => {
        if (i === 0 || p.seat === seat || lead === null || !counts(t, i)) return;
        if (suit(p.card) !== lead || p.from === 'bongle' || p.from === 'flipped') expect(hand(p.seat).map(suit), `seat ${p.seat} showed no ${lead}`).not.toContain(lead);
      });
    }
  };
  switch (type) {
    case 'tango': {
      const s = world as TangoState;
      const took = new Set(s.swaps.flatMap((x) => (x.swapped ? [x.took] : [])));
      // Play 2 only (from hand), and the ROSE may always be played.
      offSuit([...s.tricks, s.trick], (t, i) => i === 1 && t.plays[1]!.card !== 'ROSE', (x) => s.hands[x]!.filter((c) => !took.has(c) && c !== 'ROSE'), (c) => (c === '' ? null : tangoSuit(c)));
      return;
    }
    case 'tanni': {
      const s = world as TanniState;
      offSuit([...s.tricks, s.trick], () => true, (x) => s.hands[x]!, (c) => (c === '' ? null : suitOf(c)));
      return;
    }
    case 'tadpole': {
      const s = world as TadpoleState;
      const played = new Map<Seat, number>();
      const heldThen = (t: Trick, i: number) => {
        const p = t.plays[i]!;
        const before = 8 - (played.get(p.seat) ?? 0);
        if (p.from === 'hand') played.set(p.seat, (played.get(p.seat) ?? 0) + 1);
        return before > 0;
      };
      // Walk every play (the counter needs them all), judge the ones after the lead.
      for (const t of [...s.tricks, s.trick]) {
        const lead = t.plays[0] ? suitOf(t.plays[0].card) : null;
        t.plays.forEach((p, i) => {
          const held = heldThen(t, i);
          if (i === 0 || p.seat === seat || lead === null || !held) return;
          if (p.from !== 'hand' || suitOf(p.card) !== lead) expect(s.hands[p.seat]!.map(suitOf)).not.toContain(lead);
        });
      }
      return;
    }
    case 'tantony': {
      const s = world as TantonyState;
      offSuit([...s.tricks, ...(s.trick ? [s.trick] : [])], () => true, (x) => s.hands[x]!, (c) => (c === '' ? null : suitOf(c)));
      return;
    }
  }
}

/**
 * Every world the expert searches is consistent with what its seat saw: it shows the seat exactly
 * its view, offers the same moves, holds the same 52 (41, 36, 30) cards, gives no card of a suit to
 * a player who showed a void in it — and, where the seat's log settles them, puts the Bongle decks'
 * cards (Tadpole) and every hand from round 2 on (Tantony) exactly where they are.
 */
describe.each(VARIANTS.map((v) => ({ name: v.label, v })))('$name: sampled worlds are consistent with the seat\'s view and log', ({ v }) => {
  const found: Position[] = positions(v, 6, 'basic', 5, 11);
  it(`${found.length} positions, 3 worlds each`, () => {
    const rng = new Rng(5, 6, 7, 8);
    const strip = (view: unknown) => JSON.stringify({ ...(view as object), rounds: v.game.type === 'tanni' ? null : (view as { rounds?: unknown }).rounds });
    const sorted = (moves: unknown[]) => moves.map((m) => JSON.stringify(m)).sort();
    let exact = 0;
    for (const { state, input } of found) {
      for (let k = 0; k < 3; k++) {
        const world = sampled(v.game.type, input, rng);
        expect(strip(v.game.view(world, input.seat))).toBe(strip(input.view));
        expect(sorted(v.game.legalActions(world, input.seat) as Typed[])).toEqual(sorted([...input.moves]));
        expect(allCards(v.game.type, world)).toEqual(allCards(v.game.type, state));
        voidsRespected(v.game.type, world, input.seat);
        if (v.game.type === 'tadpole') {
          const [w, s] = [world as TadpoleState, state as TadpoleState];
          expect([...w.decks.red].sort()).toEqual([...s.decks.red].sort());
          expect([...w.decks.black].sort()).toEqual([...s.decks.black].sort());
        }
        if (v.game.type === 'tantony' && (state as TantonyState).round > 1) {
          const [w, s] = [world as TantonyState, state as TantonyState];
          expect(w.hands.map((h) => [...h].sort())).toEqual(s.hands.map((h) => [...h].sort()));
          exact++;
        }
      }
    }
    // Every position from round 2 on was checked (and there were some).
    if (v.game.type === 'tantony') expect(exact).toBeGreaterThan(0);
  });
});
