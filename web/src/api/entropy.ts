/**
 * Entropy a seat sends when it joins (README "Fair deals"): 32 random bytes from this browser, as
 * hex. The deal seed mixes every seat's entropy into the server's committed seed, so neither the
 * server nor any one player could have chosen the deal.
 */
export function freshEntropy(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
}
