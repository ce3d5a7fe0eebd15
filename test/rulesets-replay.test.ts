import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, GameCache, loadStored, type AppDeps } from '../src/app';
import { applyCommand, hexToBytes, matchStatus, newMatch, seedCommitment, seededRandom, type Match } from '../src/engine';
import { findGame, findRulesets } from '../src/games/registry';
import { DrizzleEventStore } from '../src/store';
import { databaseKinds, type TestDatabase } from './support/databases';
import { digest } from './support/digest';
import { appendFixture, fixtureGames, fixtureToken, type FixtureGame } from './support/ruleset-fixture';

// Every game records the ruleset it was created with and replays under it forever. The fixture holds
// whole games the code of ruleset 1 played (written before Tantony's version 2 existed); now that
// Tantony's default is 2, each must still replay, entry by entry, to the events and views it had.
const label = (g: FixtureGame) => `${g.type}${g.options.variant ? ` ${String(g.options.variant)}` : ''}`;

function replayUnder(version: number, g: FixtureGame): { match: Match; diverged: number | null } {
  const game = findGame(g.type, version)!;
  const random = seededRandom(hexToBytes(g.seed));
  let match = newMatch(game, game.schemas.options.parse(g.options));
  for (const [i, entry] of g.entries.entries()) {
    const outcome = applyCommand(game, match, entry.command, random);
    if (!outcome.ok) return { match, diverged: i + 1 };
    match = outcome.match;
    const view = digest(match.started ? game.view(match.state, null) : null);
    if (digest(outcome.events) !== entry.events || view !== entry.view) return { match, diverged: i + 1 };
  }
  return { match, diverged: null };
}

describe('Ruleset 1 games after Tantony switched to ruleset 2', () => {
  it('the switch happened: Tantony is at ruleset 2, the other types at 1', () => {
    expect(Object.fromEntries(fixtureGames.map((g) => [g.type, findRulesets(g.type)!.current]))).toEqual({ tango: 1, tanni: 1, tadpole: 1, tantony: 2 });
  });

  for (const g of fixtureGames) {
    it(`${label(g)}: replayed under ruleset 1, every entry gives the events and the view it gave; it ends as it ended`, () => {
      const { match, diverged } = replayUnder(1, g);
      expect(diverged).toBeNull();
      // Played out, as every fixture game was (the result says why it ended since issue 14).
      expect(matchStatus(findGame(g.type, 1)!, match).result).toEqual({ ...g.result, reason: 'played-out', by: null });
    });
  }

  it('the fixture would catch a change: under ruleset 2 the Tantony games go another way (TANTONY-4)', () => {
    for (const g of fixtureGames.filter((x) => x.type === 'tantony')) expect(replayUnder(2, g).diverged, label(g)).not.toBeNull();
  });
});

describe.each(databaseKinds())('Stored ruleset-1 games, loaded and continued by the app on $name', (kind) => {
  let database: TestDatabase;
  let deps: AppDeps;
  beforeAll(async () => {
    database = await kind.open();
    deps = { store: new DrizzleEventStore(database.db), cache: new GameCache() };
  });
  afterAll(() => database?.close());

  it('half of each game stored as version 1, then replayed and played on through the app: the same events, views and end', async () => {
    const at = new Date().toISOString();
    for (const [k, g] of fixtureGames.entries()) {
      const id = `g_fixture${k}_${label(g).replace(/\W/g, '')}`;
      const seed = hexToBytes(g.seed);
      const settings = { turnTimeout: null, autoPlayForced: false, hotSeat: false };
      await deps.store.createGame({ id, type: g.type, rulesetVersion: 1, options: g.options, settings, seed: g.seed, seedCommitment: seedCommitment(seed), adminTokenHash: 'x', createdAt: at });
      const half = Math.floor(g.entries.length / 2);
      await appendFixture(deps.store, id, g, half, at);
      const stored = await loadStored(deps, id, { fullHistory: true });
      expect(stored.record.rulesetVersion).toBe(1);
      expect(stored.history.map((h) => digest(h.events)), label(g)).toEqual(g.entries.slice(0, half).map((e) => e.events));
      for (const entry of g.entries.slice(half)) {
        const { command } = entry;
        if (command.kind !== 'action') throw new Error('the fixture seats everyone first');
        await act(deps, id, { token: fixtureToken(command.seat), action: command.action });
      }
      const done = await loadStored({ store: deps.store }, id, { fullHistory: true }); // replayed afresh from the database
      expect(done.history.map((h) => digest(h.events)), label(g)).toEqual(g.entries.map((e) => e.events));
      expect(digest(done.game.view(done.match.state, null))).toBe(g.entries.at(-1)!.view);
      expect(done.match.status.result).toEqual({ ...g.result, reason: 'played-out', by: null });
    }
  });
});
