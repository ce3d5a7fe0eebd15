import { describe, expect, it } from 'vitest';
import { fromBase32, toBase32 } from './base32';
import { signToken, verifyToken, type ReplyToken } from './reply-token';

const SECRET = 'unit-test-secret-0123456789abcdef0123';
const token: ReplyToken = { kind: 'turn', gameId: 'g_uBQP3WkSH8IuD6WA', seat: 3, version: 4_000_000, expires: 1_900_000_000 };

describe('reply tokens', () => {
  it('read back what they were signed with, and fit an address local part (RFC 5321: 64) in lower case', () => {
    const text = signToken(token, SECRET);
    expect(text).toMatch(/^[a-z2-7]+$/);
    expect(`turn+${text}`.length).toBeLessThanOrEqual(64);
    expect(verifyToken(text, SECRET)).toEqual({ ok: true, token });
    // A relay that upper-cases the address changes nothing.
    expect(verifyToken(text.toUpperCase(), SECRET)).toEqual({ ok: true, token });
    for (const kind of ['finished', 'rematch'] as const) expect(verifyToken(signToken({ ...token, kind }, SECRET), SECRET)).toEqual({ ok: true, token: { ...token, kind } });
  });

  it('carry any other game id as it is', () => {
    const odd = { ...token, gameId: 'game-42' };
    expect(verifyToken(signToken(odd, SECRET), SECRET)).toEqual({ ok: true, token: odd });
  });

  it('refuse every changed byte, another secret, and what is no token', () => {
    const raw = fromBase32(signToken(token, SECRET))!;
    for (let i = 0; i < raw.length; i++) {
      const changed = Buffer.from(raw);
      changed[i] ^= 0x01;
      expect(verifyToken(toBase32(changed), SECRET).ok, `byte ${i}`).toBe(false);
    }
    expect(verifyToken(signToken(token, SECRET), `${SECRET}x`)).toEqual({ ok: false, reason: 'bad-signature' });
    for (const junk of ['', 'abc', 'not-base32!', 'a'.repeat(53)]) expect(verifyToken(junk, SECRET).ok).toBe(false);
  });
});
