import type { CacheCurrency, CurrencyTicket } from '../deps';

/** At most this many games' latest versions are remembered (the oldest forgotten first: a forgotten
 * game is read from the database, which is only slower). */
const KNOWN_MAX = 100_000;

/** What the currency needs of the listening connection (Listening.fence) and of the announcer. */
export interface CurrencySource {
  /** A round trip on the listening connection: its number, or null without a live one. */
  fence(): Promise<number | null>;
  /** Notifies every process of `version` of `gameId`; resolves once that notification committed. */
  announce(gameId: string, version: number): Promise<void>;
}

/** How soon a currency that could not learn its connection's number asks again. */
const RELEARN_MS = 1000;

interface Ticket extends CurrencyTicket {
  readonly gameId: string;
  readonly epoch: number | null;
  /** The newest version heard of the game while the read or append was in flight. */
  heard: number;
}

/**
 * Node's answer to "is the game in memory the latest committed one?" (issue 29, item 2), on the
 * LISTEN connection every process holds. Every commit is announced on the game channel before its
 * writer answers (ChangeAnnouncer), so when a read begins, every change its caller could have seen has
 * a committed notification. A fence — a round trip on the listening connection, one at a time for
 * every reader waiting — makes PostgreSQL hand over every notification committed before it. So after
 * the fence, if nothing newer than the version this process last read or wrote was heard on that
 * same connection, that version is the latest any answer could have shown.
 *
 * `known` holds, per game, the version this process last read or wrote and the connection it was
 * learnt on; a notification of a newer version removes it. A version read is only trusted if no newer
 * one was heard while the read was in flight (`begin` … `settle`), and a read that found a version no
 * notification has told of yet (its writer died between its commit and its notify, or is just
 * between them) announces it itself before it answers — so one process's answer never shows a change
 * the others' memories do not know they lack. A lost listening connection forgets everything: the
 * next reads go to the database.
 */
export class ListenCurrency implements CacheCurrency {
  readonly #known = new Map<string, { version: number; epoch: number }>();
  /** The newest version heard of each game lately (bounded): spares a read its own announcement. */
  readonly #heard = new Map<string, number>();
  readonly #flights = new Map<string, Set<Ticket>>();
  #epoch: number | null = null;
  #resets = 0;
  #stopped = false;
  #fencing: Promise<number | null> | null = null;
  #queued: Promise<number | null> | null = null;
  /** Counters for tests and the bench: reads answered from memory, and those that went to the database. */
  served = 0;
  missed = 0;

  constructor(private readonly source: CurrencySource) {}

  /** A notification heard on the listening connection. */
  heard(gameId: string, version: number): void {
    const known = this.#known.get(gameId);
    if (known && version > known.version) this.#known.delete(gameId);
    for (const t of this.#flights.get(gameId) ?? []) t.heard = Math.max(t.heard, version);
    if ((this.#heard.get(gameId) ?? -1) < version) remember(this.#heard, gameId, version);
  }

  /** The listening connection was made (again): what was known on an earlier one is not trusted,
   * and reads or appends already in flight are not either (a notification may have been lost during
   * them). The new connection's number comes from a fence on it. */
  reset(): void {
    this.#known.clear();
    this.#epoch = null;
    const resets = ++this.#resets;
    void this.source
      .fence()
      .catch(() => null)
      .then((epoch) => {
        if (resets !== this.#resets || this.#stopped) return;
        this.#epoch = epoch;
        // No live connection to learn from yet (pg-listen reconnects with backoff): try again.
        if (epoch === null) setTimeout(() => resets === this.#resets && this.reset(), RELEARN_MS).unref?.();
      });
  }

  /** The listening connection is closed for good. */
  stop(): void {
    this.#stopped = true;
    this.#resets++;
    this.#epoch = null;
    this.#known.clear();
  }

  begin(gameId: string): CurrencyTicket {
    const ticket: Ticket = { gameId, epoch: this.#epoch, heard: -1 };
    const flights = this.#flights.get(gameId) ?? new Set();
    flights.add(ticket);
    this.#flights.set(gameId, flights);
    return ticket;
  }

  async settle(ticket: CurrencyTicket, version: number, written: boolean): Promise<void> {
    const t = ticket as Ticket;
    // A writer's store announced its append before answering; a read announces what nobody has.
    if (!written && (this.#heard.get(t.gameId) ?? -1) < version) {
      await this.source.announce(t.gameId, version);
      remember(this.#heard, t.gameId, version);
    }
    this.#end(t);
    if (t.epoch === null || t.epoch !== this.#epoch || t.heard > version) return;
    const known = this.#known.get(t.gameId);
    if (!known || known.version < version || known.epoch !== t.epoch) remember(this.#known, t.gameId, { version, epoch: t.epoch });
  }

  abandon(ticket: CurrencyTicket): void {
    this.#end(ticket as Ticket);
  }

  forget(gameId: string): void {
    this.#known.delete(gameId);
  }

  async isCurrent(gameId: string, version: number): Promise<boolean> {
    const before = this.#known.get(gameId);
    if (!before || before.version !== version) return this.#miss();
    const epoch = await this.#fence();
    const after = this.#known.get(gameId);
    if (epoch === null || !after || after.version !== version || after.epoch !== epoch) return this.#miss();
    this.served++;
    return true;
  }

  #miss(): false {
    this.missed++;
    return false;
  }

  #end(t: Ticket): void {
    const flights = this.#flights.get(t.gameId);
    flights?.delete(t);
    if (flights?.size === 0) this.#flights.delete(t.gameId);
  }

  /** A fence that starts after this call: the one in flight may have been sent before it, so a caller
   * arriving meanwhile waits for the next, which every such caller shares. */
  #fence(): Promise<number | null> {
    if (!this.#fencing) return this.#start();
    this.#queued ??= this.#fencing.then(() => {
      this.#queued = null;
      return this.#start();
    });
    return this.#queued;
  }

  #start(): Promise<number | null> {
    const fencing = this.source.fence().catch(() => null);
    this.#fencing = fencing;
    void fencing.then(() => {
      if (this.#fencing === fencing) this.#fencing = null;
    });
    return fencing;
  }
}

/** Sets `key` last in `map`'s order, forgetting the oldest past KNOWN_MAX. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > KNOWN_MAX) map.delete(map.keys().next().value!);
}
