/**
 * A stream (a game's, a player's) as an async iterator for graphql-yoga (GraphQL over SSE):
 * `return()` — the client went away, or unsubscribed — aborts the stream's wait at once (a
 * generator's own `return` would queue behind the wait), so nothing is left watching.
 */
export function abortable<E, T>(events: AsyncGenerator<E, void, undefined>, abort: AbortController, map: (event: E) => T): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      const got = await events.next();
      return got.done ? { done: true, value: undefined } : { done: false, value: map(got.value) };
    },
    async return() {
      abort.abort();
      await events.return(undefined);
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
