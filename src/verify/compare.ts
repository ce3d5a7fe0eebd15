/** Where two JSON values first differ (a path such as `events[0].hands[2][5]`), or null when equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): { path: string; expected: unknown; found: unknown } | null {
  if (Object.is(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length) return { path: `${path}[${i}]`, expected: a[i], found: b[i] };
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (isObject(a) && isObject(b) && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      // An absent field and an undefined one are the same JSON.
      const d = firstDifference(a[k], b[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  return { path, expected: a, found: b };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

export const show = (x: unknown): string => (x === undefined ? 'nothing' : JSON.stringify(x));
