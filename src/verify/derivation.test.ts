import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, dealSeed, seedCommitment } from '../engine';
import { commitmentOf, dealSeedOf, protocolFor, seedMessage, streamRandom } from './derivation';

// The verifier's derivation is written apart from the server's (src/engine/random.ts, deal-seed.ts):
// here they must agree, and on the README's worked example. (Its shuffles and draws are the
// reference src/engine/random.test.ts checks the server's against.)
describe('the verifier derivation (README "Fair deals")', () => {
  const seed = bytesToHex(Uint8Array.from({ length: 32 }, (_, i) => i));

  it("the README's worked example: commitment, message, deal seed, first block, a shuffle", () => {
    expect(commitmentOf(seed)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    const entropy = ['11'.repeat(16), null];
    expect(bytesToHex(seedMessage('g_example', entropy))).toBe(
      '747269636b7461626c652f7365727665722d736565642b656e74726f70792f31' + '00000009' + '675f6578616d706c65' + '00000002' + '00000010' + '11'.repeat(16) + '00000000',
    );
    const deal = dealSeedOf('server-seed+entropy/1', seed, 'g_example', entropy);
    expect(deal).toBe('31e4abe850dca05550ec8a35590e5269a14108b12f50ca39ca3ca24d43480f93');
    expect(streamRandom(deal).shuffle(['A', 'B', 'C', 'D', 'E'], 1, 'deal')).toEqual(['A', 'D', 'C', 'E', 'B']);
    expect(dealSeedOf('server-seed/1', seed, 'g_example', [null, null])).toBe(seed);
    expect([protocolFor([null, null]), protocolFor([null, '11'.repeat(16)])]).toEqual(['server-seed/1', 'server-seed+entropy/1']);
  });

  it('agrees with the server on the commitment and the deal seed, for any seed, id and entropy', () => {
    const entropy = fc.array(fc.option(fc.uint8Array({ minLength: 16, maxLength: 64 }), { nil: null }), { minLength: 2, maxLength: 4 });
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string({ minLength: 1, maxLength: 40 }), entropy, (bytes, id, list) => {
        const hex = bytesToHex(bytes);
        expect(commitmentOf(hex)).toBe(seedCommitment(bytes));
        const hexList = list.map((e) => (e === null ? null : bytesToHex(e)));
        expect(dealSeedOf(protocolFor(hexList), hex, id, hexList)).toBe(bytesToHex(dealSeed(bytes, id, list)));
      }),
      { numRuns: 300 },
    );
  });
});
