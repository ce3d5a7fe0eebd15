import { describe, expect, it } from 'vitest';
import { identify } from '../../src/app/callers';
import type { LoadedGame } from '../../src/app/game';
import { constantTimeEqual, hashToken, newToken } from '../../src/app/tokens';

/**
 * Token comparison (issue 8 §6), what can be tested of "constant time": the presented token is hashed
 * first (so the compared bytes are a digest the caller cannot steer), every stored hash of the game is
 * compared whatever matches, and the comparison reads every character whatever differs. Timing itself
 * is not measured here: see docs/reliability.md.
 */
function gameWithCounters(seatTokens: string[], adminToken: string) {
  const reads = { seats: seatTokens.map(() => 0), admin: 0 };
  const seats = seatTokens.map((t, seat) => ({
    seat,
    name: `p${seat}`,
    joinedAt: '',
    get tokenHash() {
      reads.seats[seat]!++;
      return hashToken(t);
    },
  }));
  const record = {
    seats,
    get adminTokenHash() {
      reads.admin++;
      return hashToken(adminToken);
    },
  };
  // No seat held by a player: the holders the log gives each seat (caller.ts reads them for a seat token too).
  const match = { holders: seatTokens.map(() => null), status: { toAct: [] } };
  return { loaded: { record, match } as unknown as LoadedGame, reads };
}

describe('token comparison', () => {
  const tokens = [newToken('seat'), newToken('seat'), newToken('seat'), newToken('seat')];
  const admin = newToken('admin');

  it('identify compares the token with every seat hash and the admin hash, whichever matches (or none)', () => {
    for (const [presented, expected] of [
      [tokens[0], { kind: 'seat', seat: 0, player: null }],
      [tokens[3], { kind: 'seat', seat: 3, player: null }],
      [admin, { kind: 'admin' }],
    ] as const) {
      const { loaded, reads } = gameWithCounters(tokens, admin);
      expect(identify(loaded, presented)).toEqual(expected);
      expect(reads).toEqual({ seats: [1, 1, 1, 1], admin: 1 });
    }
    const { loaded, reads } = gameWithCounters(tokens, admin);
    expect(() => identify(loaded, newToken('seat'))).toThrow(/not valid/);
    expect(reads).toEqual({ seats: [1, 1, 1, 1], admin: 1 });
  });

  it('constantTimeEqual reads every character of both digests, whether they differ first, last or not at all', () => {
    const counted = (s: string) => {
      const box = Object.assign(new String(s), { calls: 0 }) as String & { calls: number };
      const original = box.charCodeAt.bind(box);
      box.charCodeAt = (i: number) => {
        box.calls++;
        return original(i);
      };
      return box;
    };
    const a = hashToken('a');
    const variants = [a, `${a[0] === '0' ? '1' : '0'}${a.slice(1)}`, `${a.slice(0, -1)}${a.at(-1) === '0' ? '1' : '0'}`, hashToken('b')];
    for (const b of variants) {
      const x = counted(a);
      const y = counted(b);
      expect(constantTimeEqual(x as unknown as string, y as unknown as string)).toBe(a === b);
      expect([x.calls, y.calls]).toEqual([64, 64]);
    }
  });
});
