import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * The heap `make()`'s values hold, measured (no timing: sizes): the heap grown by holding `count` of
 * them, per value, after full collections — the median of five tries, since a collection may free
 * someone else's garbage in between. A few values are made and dropped first, outside any try: the
 * code the engine compiles for them (optimised later on a loaded machine, so inside a try) and the
 * caches they fill are the process's, not the values'. The values of a try are let go explicitly
 * before the next: a variable merely out of scope may still be alive. Answers the values of the last try too.
 */
export function measuredHeap<T>(count: number, make: (i: number) => T): { perValue: number; values: T[] } {
  const tries: number[] = [];
  let held: T[] | null = Array.from({ length: Math.min(count, 5) }, (_, i) => make(i));
  for (let t = 0; t < 5; t++) {
    held = null;
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    held = Array.from({ length: count }, (_, i) => make(i));
    gc();
    gc();
    tries.push((process.memoryUsage().heapUsed - before) / count);
  }
  return { perValue: tries.sort((a, b) => a - b)[2]!, values: held! };
}
