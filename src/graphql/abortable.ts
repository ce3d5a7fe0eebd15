import type { GraphqlContext } from './context';

/**
 * A stream (a game's, a player's) as an async iterator for graphql-yoga (GraphQL over SSE):
 * `return()` — the client went away, or unsubscribed — aborts the stream's wait at once (a
 * generator's own `return` would queue behind the wait), so nothing is left watching. `release`
 * runs once the iterator is over, however it ends (returned, done, failed).
 */
export function abortable<E, T>(events: AsyncGenerator<E, void, undefined>, abort: AbortController, map: (event: E) => T, release: () => void = () => {}): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      try {
        const got = await events.next();
        if (got.done) release();
        return got.done ? { done: true, value: undefined } : { done: false, value: map(got.value) };
      } catch (err) {
        release();
        throw err;
      }
    },
    async return() {
      release();
      abort.abort();
      await events.return(undefined);
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * A subscription's stream, holding a slot of the stream cap while it is open (issue 26, item 2:
 * `too-many-streams` past it, as REST's streams): the slot is taken before `open` does any work and
 * given back when the stream is over, or at once if opening fails.
 */
export async function capped<E, T>(
  ctx: GraphqlContext,
  open: (signal: AbortSignal) => Promise<AsyncGenerator<E, void, undefined>>,
  map: (event: E) => T,
): Promise<AsyncIterableIterator<T>> {
  const release = ctx.holdConnection();
  const abort = new AbortController();
  ctx.signal?.addEventListener('abort', () => abort.abort(), { once: true });
  try {
    return abortable(await open(abort.signal), abort, map, release);
  } catch (err) {
    release();
    throw err;
  }
}
