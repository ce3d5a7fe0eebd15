import { describe, expect, it } from 'vitest';
import { botInput } from '../../bots';
import { findGame } from '../../games/registry';
import type { StoredGame } from '../../store';
import { botCanSee, botToAct } from '../bots';
import { extend, fromStored, historyStart, presentEntry, type LoadedGame } from '../game';
import { playedGame, VARIANTS } from '../../../test/support/played-games';
import { botWindowStart } from './bot-window';
import type { AppDeps } from '../deps';
import { GameCache, HISTORY_KEEP, withShortHistory } from './game-cache';
import { loadStored } from './load-stored';

/** `stored` with every seat a bot's, as the app writes it: the seat rows and the joins name the level. */
const withBots = (stored: StoredGame): StoredGame => ({
  ...stored,
  seats: stored.seats.map((s) => ({ ...s, bot: 'basic' })),
  log: stored.log.map((e) => (e.kind === 'join' ? { ...e, payload: { ...(e.payload as object), bot: 'basic' } } : e)),
});

/** Each game the cache holds along `stored`'s log, one commit (and one put) per entry, with the whole game at that point. */
function* cachedAlong(stored: StoredGame): Generator<{ cached: LoadedGame; whole: LoadedGame }> {
  let cached = fromStored({ ...stored, log: [] });
  let whole = cached;
  for (const entry of stored.log) {
    whole = extend(whole, [entry]);
    cached = withShortHistory(extend(cached, [entry]));
    yield { cached, whole };
  }
}

/** The first of the random games of these options longer than the cache's cut (HISTORY_KEEP * 2). */
function longGame(type: string, options: unknown, id: string): StoredGame {
  for (let n = 1; n < 50; n++) {
    const stored = playedGame(findGame(type)!, options, n, id, 400);
    if (stored.log.length > 2 * HISTORY_KEEP + 10) return stored;
  }
  throw new Error(`no ${type} game longer than ${2 * HISTORY_KEEP + 10} entries`);
}

const inputOf = (loaded: LoadedGame, seat: number) => botInput(loaded.game, loaded.match.state, seat, loaded.history, (h, s) => presentEntry(loaded.game, h, s));

describe("The game cache and its bots' window (issue 29, item 4)", () => {
  it.each(VARIANTS.map((v) => ({ ...v, label: `${v.type} ${JSON.stringify(v.options)}` })))(
    'keeps what a bot of a $label game reads: no bot move needs the whole log again, and its input is the same',
    ({ type, options }) => {
      const stored = withBots(longGame(type, options, `g_${type}`));
      let cut = false;
      for (const { cached, whole } of cachedAlong(stored)) {
        cut ||= historyStart(cached) > 0;
        const bot = botToAct(cached);
        if (!bot) continue;
        expect(botCanSee(cached), `seq ${cached.match.version}`).toBe(true);
        expect(inputOf(cached, bot.seat)).toEqual(inputOf(whole, bot.seat));
      }
      // Tadpole's bots read the whole log: such a game is never cut; the others are.
      expect(cut).toBe(type !== 'tadpole');
    },
  );

  it('cuts a game no bot plays as before: its latest HISTORY_KEEP entries', () => {
    const whole = fromStored(longGame('tantony', { variant: 'teams' }, 'g_people'));
    expect(botWindowStart(whole)).toBe(Infinity);
    expect(withShortHistory(whole).history).toHaveLength(HISTORY_KEEP);
  });

  it("keeps a whole log read for a game's bots in the cache (cut short of their window), and not one read for a person's", async () => {
    for (const [stored, kept] of [[withBots(longGame('tantony', { variant: 'teams' }, 'g_bots')), true], [longGame('tantony', { variant: 'teams' }, 'g_people'), false]] as const) {
      const cache = new GameCache();
      const deps = { store: { loadGame: async () => stored }, cache } as unknown as AppDeps;
      const loaded = await loadStored(deps, stored.id, { fullHistory: true });
      expect(historyStart(loaded)).toBe(0);
      const held = cache.get(stored.id);
      expect(held !== undefined).toBe(kept);
      if (held) {
        expect(held.match.version).toBe(loaded.match.version);
        expect(botCanSee(held)).toBe(true);
      }
    }
  });
});
