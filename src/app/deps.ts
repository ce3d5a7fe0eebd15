import type { EventStore, PlayerStore } from '../store';
import type { WebhookStore } from '../store/webhook-store';
import type { LoadedGame } from './game';

/**
 * What the use cases need from the outside world, handed in by each entry point (src/node.ts,
 * src/worker.ts, the tests): the stores, and the ports below, which the folders of src/app implement
 * (load/game-cache.ts, notify/) and the entry points pick. Imports only the store's types and the
 * game's shape: every folder above may import it, it imports none of them.
 */
export interface AppDeps {
  readonly store: EventStore;
  /** Replayed games kept between requests (per process, or per Workers isolate): load/game-cache.ts. */
  readonly cache?: CachedGames;
  /** Subscriptions and the outbox; absent, webhook endpoints answer 404 and nothing is sent. */
  readonly webhooks?: WebhookStore;
  /** The time (injected in tests); the rules never see it. */
  readonly clock?: () => Date;
  /** Runs work after the answer (Workers: ctx.waitUntil; Node: fire and forget). */
  readonly background?: (work: Promise<unknown>) => void;
  /** The bots' work after the answer: a bounded, fair queue with a budget per payer, one per
   * process or isolate (turns/bot-queue.ts). Absent (unit tests), bots go on in a plain chain. */
  readonly bots?: BotRunner;
  /** Told when an attempt of a game's delivery failed and its retry is due at `at` (ISO): Workers arm
   * the game's Durable Object's alarm then (objects/game-hub.ts). A hint: the alarm reads the outbox. */
  readonly onRetry?: (gameId: string, at: string) => void;
  /** Called after every commit that wrote outbox rows (e.g. to send them at once). */
  readonly onDeliveries?: (gameId: string) => void;
  /** Whether the cached game is the latest committed one, so a read may answer from memory (Node:
   * notify/currency.ts on the LISTEN connection); absent (Workers, tests without it), every read
   * asks the database for what came after the cached version. */
  readonly currency?: CacheCurrency;
  /** Change hints for waiting reads and streams (Node: LISTEN/NOTIFY; Workers: polling); absent, a
   * read never waits (a `Prefer: wait` is not applied) and streams are refused. */
  readonly changes?: GameChanges;
  /** Change hints for a player's waits and streams (`/v1/me/games` with a wait, `/v1/me/stream`);
   * absent, those never wait and `/v1/me/stream` is refused. */
  readonly playerChanges?: PlayerChanges;
  /** Local mode (Node on a laptop): webhook URLs may be http://127.0.0.1. */
  readonly localMode?: boolean;
  /** Players and their read models ("my games", the lobby); absent, player routes answer 404. */
  readonly players?: PlayerStore;
  /**
   * The server secret that seat and invite tokens are derived from where a lost answer must be
   * answered again (a keyed anonymous join, a player's seat, a rematch invite): TOKEN_SECRET (a
   * Worker secret; on Node generated once into DATA_DIR). Never stored in the database.
   */
  readonly tokenSecret?: string;
  /** Leave's allowance and notice (LEAVE_DAYS_PER_YEAR, LEAVE_MIN_NOTICE_SECONDS: src/http/leave-settings.ts);
   * absent, DEFAULT_LEAVE (lifecycle/leave-allowance.ts). */
  readonly leave?: LeaveSettings;
  /** The reminder thresholds of players who chose none, seconds left (REMINDER_THRESHOLDS); absent:
   * DEFAULT_REMINDERS, a day and an hour. */
  readonly reminders?: readonly number[];
  /** Judges a webhook's destination right before each send (Node resolves the name: webhooks/address-guard.ts). */
  readonly checkWebhookTarget?: (url: string) => Promise<string | null>;
}

/** The server's leave settings (README "Correspondence clocks"). */
export interface LeaveSettings {
  /** Days of leave a player may take per calendar year (UTC), counted to the second. */
  readonly daysPerYear: number;
  /** Seconds between declaring leave and its start, at least. */
  readonly noticeSeconds: number;
}

/** What one share of a game's bot work did (turns/current-game.ts: playBotShare). */
export interface BotShare {
  /** The rule steps its bots spent (bots/bot-turn.ts). */
  readonly steps: number;
  /** A bot is still to act: the game goes back in the queue. */
  readonly pending: boolean;
  /** Every seat is a bot's: no person's requests pay for this game, so its payer's budget does. */
  readonly botsOnly: boolean;
}

/** The queue bots play from after the answer (turns/bot-queue.ts), as the use cases see it. */
export interface BotRunner {
  /** The most rule steps one share may spend (BOT_SHARE_STEPS). */
  readonly shareSteps: number;
  /** Has the game's bots play share after share (`share` plays one) until none is to act. Answers
   * when the game leaves the queue, or waits there for its payer's budget, or was not taken. */
  enqueue(gameId: string, share: () => Promise<BotShare>): Promise<void>;
  /** Books one share of `payer`'s budget for the new game `gameId`, whose bots that payer then pays
   * for: 0, or the seconds until the budget holds a share again (nothing booked). */
  book(gameId: string, payer: string): Promise<number>;
}

export const nowOf = (deps: AppDeps): Date => (deps.clock ? deps.clock() : new Date());

/**
 * `work` — a read of game `gameId` from the database, or an append to it (`written`) — watched by
 * the currency (CacheCurrency) from before it starts: the version it found (`versionOf`; null for
 * none, a refusal) is settled, a failure abandons its ticket. Without a currency, just `work`.
 */
export async function watched<T>(deps: AppDeps, gameId: string, written: boolean, work: () => Promise<T>, versionOf: (done: T) => number | null): Promise<T> {
  const currency = deps.currency;
  if (!currency) return work();
  const ticket = currency.begin(gameId);
  let done: T;
  try {
    done = await work();
  } catch (err) {
    currency.abandon(ticket);
    throw err;
  }
  const version = versionOf(done);
  if (version === null) currency.abandon(ticket);
  else await currency.settle(ticket, version, written);
  return done;
}

/**
 * Replayed games kept in memory between requests. A held game is a committed state, so always a
 * prefix of the truth: a reader asks the database only for what came after it (load/load-stored.ts).
 */
export interface CachedGames {
  get(id: string): LoadedGame | undefined;
  /** Keeps `loaded` unless a later version of it is held (never goes back in time). */
  put(loaded: LoadedGame): void;
  drop(id: string): void;
}

/** A read or append in flight, as CacheCurrency.begin handed it out. */
export interface CurrencyTicket {
  readonly gameId: string;
}

/**
 * Whether a game held in memory is the latest committed version of it, as far as any answer given
 * before the question could have shown (issue 29, item 2). Derived knowledge, never the truth: a
 * read it cannot vouch for goes to the database, and a writer's append is refused if it is stale.
 */
export interface CacheCurrency {
  /** A read of the database or an append of `gameId` starts: a newer version heard meanwhile voids what it settles. */
  begin(gameId: string): CurrencyTicket;
  /** That read found, or that append wrote (`written`), `version`; resolves once every process can learn of it. */
  settle(ticket: CurrencyTicket, version: number, written: boolean): Promise<void>;
  /** That read or append failed. */
  abandon(ticket: CurrencyTicket): void;
  /** What is known of `gameId` is in doubt (an append was refused): its next read goes to the database. */
  forget(gameId: string): void;
  /** True when `version` of `gameId` is the latest committed that any answer before this call could show. */
  isCurrent(gameId: string, version: number): Promise<boolean>;
}

/**
 * The "game changed (id, version)" channel: how a waiting request or a stream learns that a game it
 * watches may have moved on. A hint, never the truth: a listener always reads the game (from the log,
 * or the cache) before it answers, so a missed, late, repeated or spurious hint costs at most a read.
 */
export interface GameChanges {
  /**
   * Calls `listener` whenever game `gameId` may have changed, with its version when known (undefined:
   * "look again", e.g. after the notifier lost its connection and may have missed something). Returns
   * the function that stops it; a watch holds no timer or connection of its own once stopped.
   */
  watch(gameId: string, listener: (version: number | undefined) => void): () => void;
}

/**
 * The "a game of this player may have changed" channel: how a player's wait (`GET /v1/me/games`
 * with `Prefer: wait`) or stream (`GET /v1/me/stream`) learns that it should look again. A hint,
 * never the truth: the listener always reads the player's games before it answers.
 */
export interface PlayerChanges {
  /** Calls `listener` whenever a game of `playerId` may have changed; answers the function that stops it. */
  watch(playerId: string, listener: () => void): () => void;
}

/** The reminder thresholds of a player who chose none, when the server sets none: a day and an hour left (README "Reminders"). */
export const DEFAULT_REMINDERS: readonly number[] = [86400, 3600];
