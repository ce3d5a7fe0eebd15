import { BotQueue, DEFAULT_BOT_QUEUE, type BotQueueSettings } from '../app';
import { parseLimit } from './rate-limit';
import type { SharedLimits } from './shared-limits';

/** The bot queue's settings as the environment spells them (README "Bots and budgets"). */
export interface BotEnv {
  /** Shares of bot work running at once per process or isolate (default 1). */
  readonly BOT_CONCURRENCY?: string;
  /** Games the queue holds at most (default 1000). */
  readonly BOT_QUEUE_GAMES?: string;
  /** Rule steps per share: one commit of a game's bots between two turns of the queue (default 2000). */
  readonly BOT_SHARE_STEPS?: string;
  /** Each player's bot budget in rule steps, `N/Ws` or `off` (default `1000000/60s`). */
  readonly RATE_LIMIT_BOT_STEPS_PER_PLAYER?: string;
  /** The most of the time, in percent, games of bots alone take together (default 25; 100: no pause). */
  readonly BOT_ALONE_PERCENT?: string;
}

const count = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1e9) throw new Error(`bad ${name} ${JSON.stringify(value)}: a whole number of at least 1`);
  return n;
};

const percent = (value: string | undefined): number => {
  const n = count('BOT_ALONE_PERCENT', value, DEFAULT_BOT_QUEUE.alonePercent);
  if (n > 100) throw new Error(`bad BOT_ALONE_PERCENT ${JSON.stringify(value)}: a whole number from 1 to 100`);
  return n;
};

/** Settings from the environment, defaults (DEFAULT_BOT_QUEUE) where unset; a bad value throws. */
export function botQueueSettings(env: BotEnv): BotQueueSettings {
  const budget = env.RATE_LIMIT_BOT_STEPS_PER_PLAYER;
  return {
    concurrency: count('BOT_CONCURRENCY', env.BOT_CONCURRENCY, DEFAULT_BOT_QUEUE.concurrency),
    maxGames: count('BOT_QUEUE_GAMES', env.BOT_QUEUE_GAMES, DEFAULT_BOT_QUEUE.maxGames),
    shareSteps: count('BOT_SHARE_STEPS', env.BOT_SHARE_STEPS, DEFAULT_BOT_QUEUE.shareSteps),
    perPlayer: budget === undefined ? DEFAULT_BOT_QUEUE.perPlayer : parseLimit(budget),
    alonePercent: percent(env.BOT_ALONE_PERCENT),
  };
}

/** Where a process or isolate keeps its queue: one per distinct settings. */
export interface QueueHolder {
  held?: { key: string; shared: SharedLimits | null; queue: BotQueue };
}
const isolateQueue: QueueHolder = {};

/** A queue per distinct settings (Workers: per isolate, its bindings read on each request). With
 * `shared` (Workers: the limiter objects), each payer's budget is counted for every isolate. */
export function botQueueFor(env: BotEnv, shared: SharedLimits | null = null, holder: QueueHolder = isolateQueue): BotQueue {
  let held = holder.held;
  const key = `${env.BOT_CONCURRENCY}|${env.BOT_QUEUE_GAMES}|${env.BOT_SHARE_STEPS}|${env.RATE_LIMIT_BOT_STEPS_PER_PLAYER}|${env.BOT_ALONE_PERCENT}`;
  if (held?.key !== key || held.shared !== shared) {
    const settings = botQueueSettings(env);
    const limit = settings.perPlayer;
    const steps = shared && limit ? async (payer: string, n: number) => (await shared.charge(`bots:${payer}`, 'bot-steps', limit, n)).tokens : undefined;
    held = holder.held = { key, shared, queue: new BotQueue(settings, undefined, steps) };
  }
  return held.queue;
}
