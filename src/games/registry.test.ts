import { describe, expect, it } from 'vitest';
import { findGame, games, rulesets } from './registry';

describe('the registry of rulesets', () => {
  it('every type lists its versions oldest first from 1, the current among them, each of the type and sharing its schemas', () => {
    for (const r of rulesets) {
      expect(r.versions.map((v) => v.version), r.type).toEqual(r.versions.map((_, i) => i + 1));
      expect(r.versions.some((v) => v.version === r.current)).toBe(true);
      const current = findGame(r.type)!;
      for (const v of r.versions) {
        expect(v.game.type).toBe(r.type);
        expect(v.game.schemas).toBe(current.schemas);
        expect(v.game.actionTypes).toEqual(current.actionTypes);
        expect(v.summary.length).toBeGreaterThan(10);
        expect(findGame(r.type, v.version)).toBe(v.game);
      }
    }
    expect(games.map((g) => g.type)).toEqual(rulesets.map((r) => r.type));
  });

  it('answers nothing for an unknown type or version', () => {
    expect(findGame('whist')).toBeUndefined();
    expect(findGame('tantony', 3)).toBeUndefined();
    expect(findGame('tango', 0)).toBeUndefined();
  });
});
