import { BOT_STEPS_PER_COMMIT } from '../bots';
import type { BotRunner, BotShare } from '../deps';
import { logBackgroundFailure } from '../errors';
import { StepBudget, UNPAID, type SharedSteps, type StepLimit } from './bot-budget';

/** README "Bots and budgets": the settings of the queue (BOT_*, RATE_LIMIT_BOT_STEPS_PER_PLAYER). */
export interface BotQueueSettings {
  /** Shares running at once in this process or isolate (BOT_CONCURRENCY). */
  readonly concurrency: number;
  /** Games held at most (BOT_QUEUE_GAMES); past it a game waits for the sweep or its next read. */
  readonly maxGames: number;
  /** The rule steps of one share (BOT_SHARE_STEPS). */
  readonly shareSteps: number;
  /** Each payer's bucket of rule steps (RATE_LIMIT_BOT_STEPS_PER_PLAYER); null: off. */
  readonly perPlayer: StepLimit | null;
  /** The most of the process's time, in percent, that games of bots alone take, all payers
   * together (BOT_ALONE_PERCENT); 100: no pause. */
  readonly alonePercent: number;
}

/**
 * One share at once, of 2,000 steps (~4 ms of CPU): each await of a person's request waits behind
 * at most one small share. Measured by `npm run soak:abuse` (docs/reliability.md): a person's move
 * p50/p99 under the bot attacks was 221/713 ms with 2 shares of 8,000 at once, 94/225 with one, and
 * 49/188 with one of 2,000 (quiet: 5–9 / 26–59). The price: a game of bots alone writes a commit
 * per 2,000 steps instead of per 8,000. A million steps a minute per payer: ~30 ms of CPU a
 * second, a burst of ~2 s (an expert Tantony game of bots alone is ~270,000 steps).
 */
export const DEFAULT_BOT_QUEUE: BotQueueSettings = {
  concurrency: 1,
  maxGames: 1_000,
  shareSteps: BOT_STEPS_PER_COMMIT / 4,
  perPlayer: { capacity: 1_000_000, perSecond: 1_000_000 / 60 },
  alonePercent: 25,
};

interface Job {
  share: () => Promise<BotShare>;
  /** Resolves the work handed to `background` (a request's waitUntil on Workers). */
  release: () => void;
  done: Promise<void>;
  botsOnly: boolean;
  /** Waiting for its payer's budget (then nobody waits for it). */
  timer?: ReturnType<typeof setTimeout>;
}

/** A macrotask turn: requests' I/O callbacks run before the next share (Node: setImmediate). */
const nextTurn = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/**
 * The bots' work after the answer (issue 26, item 1), one queue per process or isolate. Games
 * take turns (round-robin): a share of one game (at most `shareSteps` rule steps, one commit),
 * then the game goes to the back; at most `concurrency` shares run at once, each after a macrotask
 * turn so that requests go first. A game of bots alone is paid for: each share is charged to its
 * payer — the player who created it (`book`), else the shared UNPAID bucket — and while that bucket
 * is empty the game waits in the queue (it lets go of the request that handed it in). Games with a
 * person seated are not charged: their chains end at the person's turn, paid by their requests.
 * Memory is bounded: `maxGames` jobs; what is refused or lost (a restart) is due at once in the
 * database (commit.ts), so the sweep or the next read hands it in again.
 */
export class BotQueue implements BotRunner {
  readonly #jobs = new Map<string, Job>();
  readonly #ring: string[] = [];
  readonly #payers = new Map<string, string>();
  readonly #budget: StepBudget;
  #running = 0;
  /** Until when (ms) games of bots alone rest: the pace of BOT_ALONE_PERCENT. */
  #restUntil = 0;
  #restTimer?: ReturnType<typeof setTimeout>;
  readonly #turns = new Set<Promise<void>>();
  #stopped = false;
  /** What ran, for tests and figures: shares played, the most running at once, the rule steps
   * spent, and of those the steps charged to a payer (games of bots alone). */
  readonly stats = { shares: 0, peak: 0, steps: 0, charged: 0 };

  constructor(
    readonly settings: BotQueueSettings = DEFAULT_BOT_QUEUE,
    private readonly now: () => number = () => Date.now(),
    shared?: SharedSteps,
  ) {
    this.#budget = new StepBudget(settings.perPlayer, now, undefined, shared);
  }

  get shareSteps(): number {
    return this.settings.shareSteps;
  }

  /** Games held (running, waiting their turn, or waiting for their payer's budget). */
  get size(): number {
    return this.#jobs.size;
  }

  async book(gameId: string, payer: string): Promise<number> {
    await this.#budget.sync(payer);
    const wait = this.#budget.wait(payer, this.settings.shareSteps - 1);
    if (wait > 0) return wait;
    this.#budget.charge(payer, this.settings.shareSteps);
    this.#payers.delete(gameId);
    this.#payers.set(gameId, payer);
    if (this.#payers.size > this.settings.maxGames * 10) this.#payers.delete(this.#payers.keys().next().value!);
    return 0;
  }

  enqueue(gameId: string, share: () => Promise<BotShare>): Promise<void> {
    const held = this.#jobs.get(gameId);
    // Held already: the newest request's closure (on Workers its database client lives longest).
    if (held) {
      held.share = share;
      return held.timer === undefined ? held.done : Promise.resolve();
    }
    if (this.#stopped || this.#jobs.size >= this.settings.maxGames) return Promise.resolve();
    // Booked at creation: a game of bots alone, paced from its first share on.
    this.#jobs.set(gameId, { share, botsOnly: this.#payers.has(gameId), ...this.#released() });
    this.#ring.push(gameId);
    this.#pump();
    return this.#jobs.get(gameId)!.done;
  }

  /** Lets every waiter go, forgets every game and takes no more (a process stopping, a test
   * server closing); answers when the shares running now have ended. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#restTimer);
    for (const job of this.#jobs.values()) {
      clearTimeout(job.timer);
      job.release();
    }
    this.#jobs.clear();
    this.#ring.length = 0;
    await Promise.allSettled([...this.#turns]);
  }

  #released(): Pick<Job, 'done' | 'release'> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    return { done, release };
  }

  #payerOf(gameId: string): string {
    return this.#payers.get(gameId) ?? UNPAID;
  }

  #pump(): void {
    let resting = 0;
    // One reading of the clock for the whole pass: a rest that ended between two games' checks would
    // let the second go before the first, which was sent to the back (the round-robin broken).
    const now = this.now();
    while (this.#running < this.settings.concurrency && this.#ring.length > resting) {
      const id = this.#ring.shift()!;
      const job = this.#jobs.get(id);
      if (!job) continue;
      // A game of bots alone waits out the pace; games with a person seated go on past it.
      if (job.botsOnly && this.#restUntil > now) {
        this.#ring.push(id);
        resting++;
        continue;
      }
      const wait = job.botsOnly ? this.#budget.wait(this.#payerOf(id)) : 0;
      if (wait > 0) this.#park(id, job, wait);
      else {
        this.#running++;
        this.stats.peak = Math.max(this.stats.peak, this.#running);
        const turn = this.#turn(id, job).finally(() => this.#turns.delete(turn));
        this.#turns.add(turn);
      }
    }
    if (resting > 0) this.#wakeAtRestEnd();
  }

  /** One timer for every resting game (it does not keep a Node process alive). */
  #wakeAtRestEnd(): void {
    if (this.#restTimer !== undefined || this.#stopped) return;
    this.#restTimer = setTimeout(() => {
      this.#restTimer = undefined;
      this.#pump();
    }, Math.max(1, this.#restUntil - this.now()));
    (this.#restTimer as { unref?: () => void }).unref?.();
  }

  async #turn(id: string, job: Job): Promise<void> {
    try {
      await nextTurn();
      const started = this.now();
      const share = await job.share();
      this.stats.shares++;
      this.stats.steps += share.steps;
      job.botsOnly = share.botsOnly;
      if (share.botsOnly) {
        this.#budget.charge(this.#payerOf(id), share.steps);
        this.stats.charged += share.steps;
        // The pace: a share that took t ms is followed by t × (100/p − 1) ms without such shares
        // (the share's whole time, its database waits included: the pace errs on the slow side).
        const ended = this.now();
        this.#restUntil = Math.max(this.#restUntil, ended + ((ended - started) * (100 - this.settings.alonePercent)) / this.settings.alonePercent);
      }
      if (this.#stopped) return;
      if (share.pending) this.#ring.push(id);
      else {
        this.#payers.delete(id);
        this.#finish(id, job);
      }
    } catch (err) {
      // Due at once in the database: the sweep or the next read hands it in again (its payer kept).
      logBackgroundFailure(`the bots of ${id}`, err);
      this.#finish(id, job);
    } finally {
      this.#running--;
      this.#pump();
    }
  }

  /** Out of budget: the game keeps its job but lets its request go; it rejoins the ring when the
   * budget holds steps again (a timer that does not keep a Node process alive). */
  #park(id: string, job: Job, seconds: number): void {
    job.release();
    Object.assign(job, this.#released());
    job.timer = setTimeout(() => {
      if (this.#jobs.get(id) !== job) return;
      job.timer = undefined;
      this.#ring.push(id);
      this.#pump();
    }, seconds * 1000);
    (job.timer as { unref?: () => void }).unref?.();
  }

  #finish(id: string, job: Job): void {
    this.#jobs.delete(id);
    job.release();
  }
}
