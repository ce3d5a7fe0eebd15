/**
 * A rough count of the V8 heap bytes that plain data holds (objects, arrays, strings, numbers), for
 * the game cache's byte budget. It follows V8's layout on 64-bit Node, where the figures were taken
 * (test/game-cache-memory.test.ts holds it against the measured heap): an object is a 24-byte header
 * and 8 bytes per property, an array a 32-byte object plus a 16-byte backing store and 8 bytes per
 * element; a string of 8 characters or more is a 16-byte header plus its characters, rounded to 8
 * (shorter ones — card ids, event types, names — are mostly the code's own constants, shared by every
 * game); small integers live inside their slot and other numbers take 16 bytes. Workers isolates
 * compress pointers, so there the same data takes less than this says: the budget errs on the safe side.
 *
 * Games are immutable and share most of their structure from one version to the next, so the size
 * of every object of MEMO_BYTES or more is remembered (weakly) and not walked again; within one
 * count, such an object reached twice is counted once.
 */
const OBJECT = 24;
const ARRAY = 48;
const ELEMENT = 12;
const SLOT = 8;
const STRING = 16;
const HEAP_NUMBER = 16;
const SHORT_STRING = 8;
const MEMO_BYTES = 128;

const sizes = new WeakMap<object, number>();
/** How many objects (and arrays) a count has reached, memoised or not, since the process started:
 * the work a count costs, for a test to hold the cache's per-put work independent of a log's length. */
let reached = 0;
export const objectsReached = (): number => reached;

/** An array's own bytes, without its elements' (game-bytes.ts counts a history's entries apart). */
export const arrayBytes = (length: number): number => ARRAY + ELEMENT * length;

export function heapBytes(...roots: readonly unknown[]): number {
  const counted = new Set<object>();
  let total = 0;
  for (const root of roots) total += sizeOf(root, counted);
  return total;
}

function sizeOf(value: unknown, counted: Set<object>): number {
  switch (typeof value) {
    case 'string':
      return value.length < SHORT_STRING ? 0 : STRING + ((value.length + 7) & ~7);
    case 'number':
      return Number.isInteger(value) && value <= 0x3fffffff && value >= -0x40000000 ? 0 : HEAP_NUMBER;
    case 'object': {
      if (value === null) return 0;
      reached++;
      const known = sizes.get(value);
      if (known !== undefined) {
        if (counted.has(value)) return 0;
        counted.add(value);
        return known;
      }
      let bytes: number;
      if (Array.isArray(value)) {
        bytes = arrayBytes(value.length);
        for (let i = 0; i < value.length; i++) bytes += sizeOf(value[i], counted);
      } else if (ArrayBuffer.isView(value)) {
        bytes = OBJECT + value.byteLength;
      } else {
        bytes = OBJECT;
        for (const key in value) bytes += SLOT + sizeOf((value as Record<string, unknown>)[key], counted);
      }
      if (bytes >= MEMO_BYTES) {
        sizes.set(value, bytes);
        counted.add(value);
      }
      return bytes;
    }
    default:
      return 0; // booleans, undefined, functions (the code's own)
  }
}
