import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * The heap `make()`'s values hold, measured (no timing: sizes): the heap grown by holding `count` of
 * them, per value, after full collections — the median of three tries, since a collection may free
 * someone else's garbage in between. The values of a try are let go explicitly before the next: a
 * variable merely out of scope may still be alive. Answers the values of the last try too.
 */
export function measuredHeap<T>(count: number, make: (i: number) => T): { perValue: number; values: T[] } {
  const tries: number[] = [];
  let held: T[] | null = null;
  for (let t = 0; t < 3; t++) {
    held = null;
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    held = Array.from({ length: count }, (_, i) => make(i));
    gc();
    gc();
    tries.push((process.memoryUsage().heapUsed - before) / count);
  }
  return { perValue: tries.sort((a, b) => a - b)[1]!, values: held! };
}
