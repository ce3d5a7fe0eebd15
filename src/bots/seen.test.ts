import { describe, expect, it } from 'vitest';
import { tango } from '../games/tango';
import { seenStart } from './seen';

const entry = (...types: string[]) => ({ events: types.map((type) => ({ type })) });

describe('seenStart: where the part of the log a bot reads begins', () => {
  // Joins; the first deal; plays; a round scored (with the next deal in the same entry); plays.
  const log = [entry('seat-joined'), entry('seat-joined', 'game-started', 'round-dealt'), entry('card-played'), entry('card-played', 'trick-won', 'round-scored', 'round-dealt'), entry('card-played'), entry('card-played', 'round-scored', 'round-dealt'), entry('card-played')];
  it('memory 0: the entry that dealt the current round', () => expect(seenStart(tango, log, 0)).toBe(5));
  it('memory 1: the entry that dealt the round before', () => expect(seenStart(tango, log, 1)).toBe(3));
  it('more rounds than the log holds: the whole log', () => {
    expect(seenStart(tango, log, 2)).toBe(0);
    expect(seenStart(tango, log, Infinity)).toBe(0);
  });
  it('in the first round: the whole log', () => expect(seenStart(tango, log.slice(0, 3), 0)).toBe(0));
  it('an empty log', () => expect(seenStart(tango, [], 0)).toBe(0));
});
