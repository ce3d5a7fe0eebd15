/** Up to `capacity` rule steps at once, refilled at `perSecond` (the `N/Ws` of a rate-limit setting). */
export interface StepLimit {
  readonly capacity: number;
  readonly perSecond: number;
}

/** The payer of bots that play each other with no player to pay (README "Bots and budgets"). */
export const UNPAID = 'unpaid';

/**
 * Charges `steps` (0: only reads) to `payer`'s budget for every isolate at once (Workers: the payer's
 * limiter object) and resolves the level there after the charge. Where it is given, an isolate's
 * bucket is a mirror: it follows the lower of its own count and the shared one after each exchange.
 */
export type SharedSteps = (payer: string, steps: number) => Promise<number>;

interface Level {
  steps: number;
  at: number;
}

/**
 * Bot work budgets in rule steps, one token bucket per payer (a player, or UNPAID), in one process
 * or isolate. Unlike a request's bucket, a bucket is charged after the work, with what the work
 * cost: a share may take it below zero, and the payer's bots then wait until it is above zero
 * again. Memory is bounded: at most `maxPayers` buckets, least recently used dropped (a dropped
 * bucket starts full again: a damper, like the rate limits, not a quota).
 *
 * With `shared` (issue 32 item 4), every charge also goes to the budget of every isolate, and a
 * booking reads it first, so a payer whose games land on N isolates gets the budget once, not N
 * times: at most the shares in flight between two exchanges over it. A shared budget that cannot be
 * reached leaves this isolate's count in charge.
 */
export class StepBudget {
  readonly #levels = new Map<string, Level>();
  constructor(
    readonly limit: StepLimit | null,
    private readonly now: () => number = () => Date.now(),
    private readonly maxPayers = 10_000,
    private readonly shared?: SharedSteps,
  ) {}

  #level(payer: string): Level {
    const now = this.now();
    const level = this.#levels.get(payer) ?? { steps: this.limit!.capacity, at: now };
    level.steps = Math.min(this.limit!.capacity, level.steps + ((now - level.at) / 1000) * this.limit!.perSecond);
    level.at = now;
    this.#levels.delete(payer); // re-inserted last: the Map's order is least recently used first
    this.#levels.set(payer, level);
    if (this.#levels.size > this.maxPayers) this.#levels.delete(this.#levels.keys().next().value!);
    return level;
  }

  /** Seconds until the payer holds more than `need` steps (0: now). No limit: always 0. */
  wait(payer: string, need = 0): number {
    if (!this.limit) return 0;
    const { steps } = this.#level(payer);
    if (steps > need) return 0;
    return Math.max(1, Math.ceil((need - steps + 1) / this.limit.perSecond));
  }

  /** Spends `steps` of the payer's budget (it may go below zero). */
  charge(payer: string, steps: number): void {
    if (!this.limit) return;
    this.#level(payer).steps -= steps;
    if (this.shared) this.#exchange(payer, steps).catch(() => {});
  }

  /** Brings the payer's level down to the shared one (when there is one): before a booking. */
  async sync(payer: string): Promise<void> {
    if (this.limit && this.shared) await this.#exchange(payer, 0).catch(() => {});
  }

  async #exchange(payer: string, steps: number): Promise<void> {
    const there = await this.shared!(payer, steps);
    const level = this.#level(payer);
    level.steps = Math.min(level.steps, there);
  }
}
