import { describe, expect, it } from 'vitest';
import { fromStored } from '../src/app/game';
import { presentEntry } from '../src/app/game';
import { botInput, botRandom, chooseMove } from '../src/bots';
import { LONG_TANNI, gameOf, randomLog, seedOf, storedGame } from '../scripts/bench/logs';

/**
 * The app builds a bot's input from a LoadedGame (issue 16): the state's view and moves, and the
 * seat's redacted log — only the part the game's bots remember, so a 10,000-entry log costs a
 * round's worth of redaction, not the whole log's.
 */
describe('botInput from a LoadedGame', () => {
  const build = (type: string, options: unknown, length: number) => {
    const game = gameOf(type);
    const { entries } = randomLog(game, options, seedOf(length), length);
    const loaded = fromStored(storedGame(type, options, seedOf(length), entries));
    const seat = loaded.match.status.toAct[0]!;
    const input = botInput(game, loaded.match.state, seat, loaded.history, (h, s) => presentEntry(game, h, s));
    return { game, loaded, seat, input };
  };

  it('a 10,000-entry Tanni log: the seat reads the current round only, and every level plays from it', () => {
    const { game, loaded, seat, input } = build(LONG_TANNI.type, LONG_TANNI.options, 10_000);
    expect(loaded.history).toHaveLength(10_000);
    expect(input.seen.length).toBeLessThan(60);
    expect(input.seen[0]!.events.some((e) => e.type === 'round-dealt')).toBe(true);
    expect(input.view).toEqual(game.view(loaded.match.state, seat));
    for (const level of ['random', 'basic', 'expert'] as const) expect(input.moves).toContain(chooseMove(game, level, input, botRandom(loaded.random, loaded.match.version, seat)));
  });

  it('Tantony reads back to the start of the previous round; Tadpole, whose Bongle decks carry over, the whole log', () => {
    const tantony = build('tantony', { variant: 'split-partner' }, 140);
    expect(tantony.loaded.match.state).toMatchObject({ round: 3 });
    expect(tantony.input.seen[0]!.events.some((e) => e.type === 'round-started' && (e as unknown as { round: number }).round === 2)).toBe(true);
    const tadpole = build('tadpole', {}, 60);
    expect(tadpole.input.seen.map((e) => e.seq)).toEqual(tadpole.loaded.history.map((h) => h.seq));
    // What the seat reads is what GET /events answers it: the redacted entries.
    expect(tadpole.input.seen).toEqual(tadpole.loaded.history.map((h) => presentEntry(tadpole.game, h, tadpole.seat)));
  });
});
