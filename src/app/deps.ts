import type { EventStore, PlayerStore } from '../store';
import type { WebhookStore } from '../store/webhook-store';
import type { GameCache } from './load/game-cache';
import type { GameChanges } from './notify/changes';
import type { PlayerChanges } from './notify/player-changes';

/** What the use cases need from the outside world, handed in by each entry point. */
export interface AppDeps {
  readonly store: EventStore;
  /** Replayed games kept between requests (per process, or per Workers isolate). */
  readonly cache?: GameCache;
  /** Subscriptions and the outbox; absent, webhook endpoints answer 404 and nothing is sent. */
  readonly webhooks?: WebhookStore;
  /** The time (injected in tests); the rules never see it. */
  readonly clock?: () => Date;
  /** Runs work after the answer (Workers: ctx.waitUntil; Node: fire and forget). */
  readonly background?: (work: Promise<unknown>) => void;
  /** Called after every commit that wrote outbox rows (e.g. to send them at once). */
  readonly onDeliveries?: (gameId: string) => void;
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
  /** Judges a webhook's destination right before each send (Node resolves the name: webhooks/address-guard.ts). */
  readonly checkWebhookTarget?: (url: string) => Promise<string | null>;
}

export const nowOf = (deps: AppDeps): Date => (deps.clock ? deps.clock() : new Date());
