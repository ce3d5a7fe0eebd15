import { describe, expect, it } from 'vitest';
import type { BotShare } from '../deps';
import { BotQueue, DEFAULT_BOT_QUEUE } from './bot-queue';

/** A share that ends when the test says so; `log` records the order shares started in. */
function manual(log: string[], running: { now: number; peak: number }) {
  const open: Array<() => void> = [];
  const share = (id: string, result: (n: number) => BotShare) => {
    let n = 0;
    return () =>
      new Promise<BotShare>((resolve) => {
        log.push(id);
        running.now++;
        running.peak = Math.max(running.peak, running.now);
        open.push(() => {
          running.now--;
          resolve(result(++n));
        });
      });
  };
  /** Ends every share running now, then lets the queue start the next ones. */
  const step = async () => {
    for (const end of open.splice(0)) end();
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  };
  return { share, step };
}

const rounds = (k: number) => (n: number): BotShare => ({ steps: 100, pending: n < k, botsOnly: true });

describe('BotQueue', () => {
  it('runs at most `concurrency` shares at once, games in strict turns, and answers each game when its bots are done', async () => {
    const log: string[] = [];
    const running = { now: 0, peak: 0 };
    const { share, step } = manual(log, running);
    const queue = new BotQueue({ ...DEFAULT_BOT_QUEUE, concurrency: 2, perPlayer: null, alonePercent: 100 });
    const done: string[] = [];
    for (const id of ['a', 'b', 'c', 'd']) void queue.enqueue(id, share(id, rounds(id === 'a' ? 1 : 3))).then(() => done.push(id));
    for (let i = 0; i < 12 && queue.size > 0; i++) await step();
    expect(running.peak).toBe(2);
    expect(log).toEqual(['a', 'b', 'c', 'd', 'b', 'c', 'd', 'b', 'c', 'd']);
    expect(done).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.stats).toEqual({ shares: 10, peak: 2, steps: 1000, charged: 1000 });
  });

  it('holds at most `maxGames`; a game handed in twice is one job, run with the newest closure', async () => {
    const log: string[] = [];
    const { share, step } = manual(log, { now: 0, peak: 0 });
    const queue = new BotQueue({ ...DEFAULT_BOT_QUEUE, concurrency: 1, maxGames: 2, perPlayer: null });
    void queue.enqueue('a', share('a', rounds(2)));
    void queue.enqueue('b', share('b', rounds(1)));
    let refused = false;
    await queue.enqueue('c', share('c', rounds(1))).then(() => (refused = true));
    expect(refused).toBe(true);
    void queue.enqueue('a', share('a-again', rounds(1)));
    for (let i = 0; i < 6 && queue.size > 0; i++) await step();
    // Handed in again before its turn came: one job, which runs the newer closure.
    expect(log).toEqual(['a-again', 'b']);
  });

  it("charges a game of bots alone to its payer: booked at creation, each share after it; an empty budget makes its game wait, letting its request go, while other payers' games go on", async () => {
    let now = 0;
    const log: string[] = [];
    const { share, step } = manual(log, { now: 0, peak: 0 });
    const queue = new BotQueue({ ...DEFAULT_BOT_QUEUE, concurrency: 1, shareSteps: 100, perPlayer: { capacity: 250, perSecond: 1 } }, () => now);
    expect(await queue.book('g1', 'ada')).toBe(0); // 250 → 150
    expect(await queue.book('g2', 'ada')).toBe(0); // → 50
    expect(await queue.book('g3', 'ada')).toBe(50); // a share needs 100: 50 s at 1 a second
    expect(await queue.book('h', 'bob')).toBe(0);
    let released = false;
    void queue.enqueue('g1', share('g1', rounds(5))).then(() => (released = true));
    void queue.enqueue('h', share('h', rounds(2)));
    for (let i = 0; i < 8; i++) await step();
    // g1's first share took Ada's budget to −50: g1 waits (still held), and its request was let go.
    expect(log).toEqual(['g1', 'h', 'h']);
    expect(released).toBe(true);
    expect(queue.size).toBe(1);
    await queue.stop();
    expect(queue.size).toBe(0);
  });
  it('paces games of bots alone to BOT_ALONE_PERCENT of the time, all payers together, while a game with a person goes on', async () => {
    let now = 1_000;
    const log: string[] = [];
    const { share, step } = manual(log, { now: 0, peak: 0 });
    const queue = new BotQueue({ ...DEFAULT_BOT_QUEUE, concurrency: 1, perPlayer: null, alonePercent: 25 }, () => now);
    // Booked at creation, so paced from the first share on: two payers' games of bots alone.
    await queue.book('a', 'ada');
    await queue.book('b', 'bob');
    void queue.enqueue('a', share('a', rounds(2)));
    void queue.enqueue('b', share('b', rounds(2)));
    void queue.enqueue('p', share('p', (n) => ({ steps: 100, pending: n < 3, botsOnly: false })));
    await step(); // a's share starts
    now += 10; // … and takes 10 ms: no game of bots alone for the next 30 ms
    await step();
    await step();
    await step();
    // b rested; the person's game played its shares meanwhile (its third runs now).
    expect(log).toEqual(['a', 'p', 'p', 'p']);
    now += 30;
    // The rest's timer wakes the queue (a real timer of at most 30 ms): the games of bots alone
    // go on in their turns, a (back in the ring first), then b.
    await step(); // the person's game's last share ends
    await expect.poll(() => log.length).toBe(5);
    expect(log[4]).toBe('a');
    await step();
    await expect.poll(() => log.slice(4)).toEqual(['a', 'b']);
    // (b's share is still open: stop answers only when it ends, so it is not awaited.)
    void queue.stop();
  });
});
