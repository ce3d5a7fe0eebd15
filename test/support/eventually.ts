/**
 * Waits until `check` holds, looking every few milliseconds, for at most `limitMs` (a loose bound
 * that only turns a hang into a failure; no test asserts how fast anything is).
 */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, limitMs = 30_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`gave up waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
