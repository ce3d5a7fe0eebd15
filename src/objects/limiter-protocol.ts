import type { Limit } from '../http/token-bucket';

/**
 * What the Worker and a limiter object (limiter.ts) say to each other. Internal, as the hubs'
 * protocol (hub-protocol.ts): an object is reachable only through its binding.
 *
 * - `POST /take?b=<bucket>&q=<capacity>&r=<perSecond>[&n=<cost>]`: spends `n` (default 1) when the
 *   bucket holds it → `{ wait, remaining, reset, tokens }` (wait 0: allowed; else seconds; tokens:
 *   the exact level after, below zero after charges past it).
 * - `POST /charge?b=…&q=…&r=…&n=<cost>`: charges work already done, whatever the level → the same
 *   (`n=0`: only reads the level, as a booking does first).
 * - `GET /hold?cap=<n>` with `Upgrade: websocket`: one open slot, held as long as the socket is open
 *   (however the holder's isolate ends, its socket closes and the slot comes back); `429` when `cap`
 *   are open already.
 */
export const limiterPaths = { take: '/take', charge: '/charge', hold: '/hold' } as const;

const ORIGIN = 'https://limiter.internal';

export const bucketUrl = (path: string, bucket: string, limit: Limit, cost = 1): string =>
  `${ORIGIN}${path}?b=${encodeURIComponent(bucket)}&q=${limit.capacity}&r=${limit.perSecond}&n=${cost}`;

export const holdUrl = (cap: number): string => `${ORIGIN}${limiterPaths.hold}?cap=${cap}`;

const positive = (text: string | null): number | null => {
  const n = Number(text);
  return text !== null && Number.isFinite(n) && n > 0 ? n : null;
};

/** A bucket request's parts, or null when malformed. */
export function parseBucket(url: URL): { bucket: string; limit: Limit; cost: number } | null {
  const bucket = url.searchParams.get('b');
  const capacity = positive(url.searchParams.get('q'));
  const perSecond = positive(url.searchParams.get('r'));
  const n = Number(url.searchParams.get('n') ?? '1');
  const cost = Number.isFinite(n) && n >= 0 ? n : null; // 0: a charge that only reads the level
  if (!bucket || capacity === null || perSecond === null || cost === null) return null;
  return { bucket, limit: { capacity, perSecond }, cost };
}

export const parseCapOf = (url: URL): number | null => {
  const cap = positive(url.searchParams.get('cap'));
  return cap !== null && Number.isInteger(cap) ? cap : null;
};
