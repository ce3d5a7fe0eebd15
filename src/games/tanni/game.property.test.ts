import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchStatus, mulberry32, randomPlayout, type Seat } from '../../engine';
import { DECK_QUARTERS, deckFor, sumQuarters } from './cards';
import type { TanniEvent } from './events';
import { evolve } from './evolve';
import { tanni } from './game';
import { trumpOpeningDue } from './rules';
import { secretCards } from './secrets';
import type { TanniState } from './state';
import { cardsAccountedFor } from './testing';

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

const VIEWERS: readonly (Seat | null)[] = [0, 1, 2, 3, null];

/** The first string anywhere in `x` that is one of `secrets` (a card id, whole), or null. */
function findSecret(x: unknown, secrets: ReadonlySet<string>): string | null {
  if (typeof x === 'string') return secrets.has(x) ? x : null;
  if (x === null || typeof x !== 'object') return null;
  if (Array.isArray(x)) {
    for (const y of x) {
      const found = findSecret(y, secrets);
      if (found !== null) return found;
    }
    return null;
  }
  for (const k in x) {
    const found = findSecret((x as Record<string, unknown>)[k], secrets);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The leak audit: no card id the viewer may not know appears in what it is shown. Walking the
 * values is the same test as looking for `"<card>"` in the JSON (card ids are whole string values;
 * keys are field names), only cheaper.
 */
function leakFree(shown: unknown, secrets: readonly string[], what: string): void {
  if (secrets.length === 0) return;
  const found = findSecret(shown, new Set(secrets));
  check(found === null, `${what} shows the secret card ${found}: ${JSON.stringify(shown)}`);
}

const GAMES = 2000;

describe('Tanni: random games played to the end (property)', () => {
  it(`${GAMES} games: 30 cards accounted for, plays legal, 30 points per normal round, one team scores, no leaks`, () => {
    const seen = { games: 0, rounds: 0, tanni: 0, made: 0, failed: 0, tanniMade: 0, pairs: 0, forced: 0 };
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer(), (seed, choices) => {
        let deck: Set<string> | null = null;
        const end = randomPlayout(tanni, tanni.schemas.options.parse({}), seed, mulberry32(choices), (step) => {
          const before = step.before.state as TanniState;
          const after = step.after.state as TanniState;
          // Plain checks in the hot loop (expect() per step would dominate the run time).
          const offered = tanni.legalActions(before, step.seat).map((a) => JSON.stringify(a));
          check(offered.includes(JSON.stringify(step.action)), `action not offered: ${JSON.stringify(step.action)}`);

          deck ??= new Set(deckFor(after.sevens));
          const cards = cardsAccountedFor(after);
          check(cards.length === 30 && new Set(cards).size === 30 && cards.every((c) => deck!.has(c)), `cards not conserved: ${cards.join(' ')}`);
          check(trumpOpeningDue(after) === null, 'TANNI-9: trump should have opened');

          // Events: each judged against the state right after it (a round-ending step also deals the
          // next round, which puts the last trick's cards back into hidden hands).
          let s = before;
          for (const e of step.events as TanniEvent[]) {
            const prior = s;
            s = evolve(s, e);
            for (const v of VIEWERS) leakFree(tanni.redactEvent(e, v), secretCards(s, v), `event ${e.type} for ${v}`);
            if (e.type === 'trump-opened' && e.forced) seen.forced++;
            if (e.type === 'pair-declared') seen.pairs++;
            if (e.type === 'round-scored') {
              const r = e.summary;
              seen.rounds++;
              const gainedBy = [0, 1].filter((t) => s.matchPoints[t] !== prior.matchPoints[t]);
              check(gainedBy.length === 1 && gainedBy[0] === r.scoringTeam, 'TANNI-15: exactly one team scores');
              check(s.matchPoints[r.scoringTeam]! - prior.matchPoints[r.scoringTeam]! === r.gained && r.gained > 0, 'gain');
              if (r.kind === 'bid') {
                const hidden = prior.hidden === null ? 0 : sumQuarters([prior.hidden]);
                const total = prior.points[0] + prior.points[1] + sumQuarters(prior.kitty) + hidden;
                check(total === DECK_QUARTERS && r.points[0] + r.points[1] === DECK_QUARTERS, `TANNI-16: ${total} quarters`);
                check(prior.tricks.length === 7 && r.adjustedBid >= 20 && r.adjustedBid <= 160, 'TANNI-13: 7 tricks, adjusted bid 5..40');
                if (r.made) seen.made++;
                else seen.failed++;
              } else {
                seen.tanni++;
                if (r.made) seen.tanniMade++;
                check(prior.tricks.length === 4 && r.gained === 240 && r.made === (r.tricksWon[r.bidTeam] === 4), 'TANNI-12/14');
              }
            }
          }

          for (const v of VIEWERS) {
            const secrets = secretCards(after, v);
            leakFree(tanni.view(after, v), secrets, `view for ${v}`);
            if (after.hidden !== null) check(secrets.includes(after.hidden) === (v !== after.contract!.seat), 'TANNI-7: hidden trump oracle');
          }
        });
        const status = matchStatus(tanni, end);
        expect(status.phase).toBe('finished');
        const final = end.state as TanniState;
        expect(status.result!.winners).toEqual(final.winner === 0 ? [0, 2] : [1, 3]);
        expect(final.matchPoints[final.winner!]).toBeGreaterThanOrEqual(100 * 4);
        seen.games++;
      }),
      { numRuns: GAMES },
    );
    expect(seen.games).toBe(GAMES);
    // The random games reach every kind of ending.
    for (const k of ['tanni', 'made', 'failed', 'tanniMade', 'pairs', 'forced'] as const) expect(seen[k], k).toBeGreaterThan(0);
    console.info('Tanni random games:', JSON.stringify(seen));
  }, 180_000); // about 30 s alone; generous for a loaded CI machine
});
