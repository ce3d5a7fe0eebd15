import { describe, expect, it } from 'vitest';
import { decodeEntropy, entropyHex } from './entropy';

describe('player entropy at join (README "Fair deals")', () => {
  it('reads hex (an even number of hex digits, any case) and unpadded base64url; keeps lowercase hex', () => {
    expect(entropyHex('00112233445566778899AABBCCDDEEFF')).toBe('00112233445566778899aabbccddeeff');
    expect(entropyHex('AAECAwQFBgcICQoLDA0ODw')).toBe('000102030405060708090a0b0c0d0e0f');
    expect(entropyHex('_-_-_-_-_-_-_-_-_-_-_w')).toBe('ffeffeffeffeffeffeffeffeffeffeff');
    expect(entropyHex('ab'.repeat(64))).toBe('ab'.repeat(64));
  });

  it('refuses fewer than 16 or more than 64 bytes, other alphabets, padding and impossible lengths', () => {
    for (const bad of ['00'.repeat(15), '00'.repeat(65), 'A'.repeat(21), 'A'.repeat(87), 'AAECAwQFBgcICQoLDA0ODw==', 'AAECAwQFBgcICQoLDA0OD+/', 'A'.repeat(25), '']) {
      expect(decodeEntropy(bad), bad).toBeNull();
    }
    expect(decodeEntropy('AAAAAAAAAAAAAAAAAAAAAQ')).toHaveLength(16);
    // A string of an even number of hex digits is always hex, even when it is also base64url.
    expect(decodeEntropy('A'.repeat(22))).toBeNull();
    expect(decodeEntropy('A'.repeat(32))).toEqual(new Uint8Array(16).fill(0xaa));
  });
});
