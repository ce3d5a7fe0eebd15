import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollingChanges } from './polling';

/** The Workers notifier's cost model, on fake timers: one check per interval, none while idle. */
describe('PollingChanges', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function poller(versions: Record<string, number>) {
    const checks: string[][] = [];
    const changes = new PollingChanges(async (ids) => {
      checks.push([...ids]);
      return new Map(ids.map((id) => [id, versions[id] ?? 0]));
    }, 1000);
    return { changes, checks };
  }

  it('checks every watched game in one query per interval, and tells each watcher its version', async () => {
    const { changes, checks } = poller({ a: 3, b: 7 });
    const heard: Array<[string, number | undefined]> = [];
    const stopA = changes.watch('a', (v) => heard.push(['a', v]));
    const stopB = changes.watch('b', (v) => heard.push(['b', v]));
    await vi.advanceTimersByTimeAsync(999);
    expect(checks).toEqual([]); // the waiter has just read the game itself
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toEqual([['a', 'b']]);
    expect(heard).toEqual([['a', 3], ['b', 7]]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(checks).toHaveLength(4);
    stopA();
    stopB();
  });

  it('holds no timer and makes no query once nothing watches', async () => {
    const { changes, checks } = poller({ a: 1 });
    const before = PollingChanges.pendingTimers;
    const stop = changes.watch('a', () => {});
    expect(PollingChanges.pendingTimers).toBe(before + 1);
    stop();
    stop(); // twice is harmless
    expect(PollingChanges.pendingTimers).toBe(before);
    expect(changes.watching).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checks).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one schedule across a stream re-watching between waits (no extra queries)', async () => {
    const { changes, checks } = poller({ a: 1 });
    for (let i = 0; i < 20; i++) {
      const stop = changes.watch('a', () => {});
      await vi.advanceTimersByTimeAsync(100);
      stop();
      changes.watch('a', () => {})();
    }
    const stop = changes.watch('a', () => {});
    await vi.advanceTimersByTimeAsync(2000);
    expect(checks.length).toBeLessThanOrEqual(2);
    stop();
  });

  it('a failed check keeps the watchers and tries again next interval', async () => {
    let fail = true;
    const changes = new PollingChanges(async (ids) => {
      if (fail) throw new Error('database away');
      return new Map(ids.map((id) => [id, 5]));
    }, 1000);
    const errors = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heard: Array<number | undefined> = [];
    const stop = changes.watch('a', (v) => heard.push(v));
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual([]);
    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard).toEqual([5]);
    stop();
    errors.mockRestore();
  });
});
