import { isEngineEvent, type AnyGame, type Seat } from '../../src/engine';
import { fromStored, matchAt, type LoadedGame } from '../../src/app/game';
import { secretCards as tadpoleSecrets } from '../../src/games/tadpole/secrets';
import { secretCards as tangoSecrets } from '../../src/games/tango/secrets';
import { secretCards as tanniSecrets } from '../../src/games/tanni/secrets';
import { secretCards as tantonySecrets } from '../../src/games/tantony/secrets';
import type { EventStore } from '../../src/store';

/**
 * The leak audit: what a reader may not know, from each game's own visibility rules (its
 * `secrets.ts`, written apart from its view code), checked against every body the reader receives.
 */
type Oracle = (state: any, seat: Seat | null) => string[];
export const oracles: Record<string, Oracle> = { tango: tangoSecrets, tanni: tanniSecrets, tadpole: tadpoleSecrets, tantony: tantonySecrets };

/**
 * Random opaque strings (game ids, tokens) are cut out first: their base64url characters split into
 * "words" such as `AS` (`g_x8Qk-AS_1s7YvB`), which made the audit fail now and then on a card that
 * was never shown (issue 8).
 */
const OPAQUE = /g_[A-Za-z0-9_-]{16}|tt_(?:seat|admin)_[A-Za-z0-9_-]{43}/g;

/** Every maximal alphanumeric run of every string in a JSON value: card ids inside messages too. */
export function wordsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const w of value.replace(OPAQUE, ' ').split(/[^A-Za-z0-9]+/)) if (w) out.add(w);
  } else if (Array.isArray(value)) {
    for (const v of value) wordsIn(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) wordsIn(v, out);
  }
  return out;
}

export function leaked(body: unknown, secrets: readonly string[]): string[] {
  const words = wordsIn(body);
  return secrets.filter((c) => words.has(c));
}

export async function loadInternal(store: EventStore, id: string): Promise<LoadedGame> {
  const stored = await store.loadGame(id);
  if (!stored) throw new Error(`no game ${id}`);
  return fromStored(stored);
}

export function secretsNow(loaded: LoadedGame, seat: Seat | null): string[] {
  const oracle = oracles[loaded.record.type];
  if (!oracle) throw new Error(`no secrets oracle for ${loaded.record.type}`);
  return loaded.match.started ? oracle(loaded.match.state, seat) : [];
}

/** What `seat` may not know right after log entry `version` (a stream's view at that version). */
export function secretsAt(loaded: LoadedGame, version: number, seat: Seat | null): string[] {
  return secretsNow({ ...loaded, match: matchAt(loaded, version) }, seat);
}

/**
 * Walks the game's internal history, and for each event a reader was shown (by `shown`, which gets
 * the entry and the index of the shown event within it), checks it against the secrets right after
 * the internal event it shows (card ids repeat across rounds, so an old event may name a card now
 * hidden).
 */
function audit(loaded: LoadedGame, seat: Seat | null, shown: (seq: number, k: number, event: { type: string }) => unknown): string[] {
  const { game } = loaded;
  const oracle = oracles[loaded.record.type]!;
  const problems: string[] = [];
  let started = false;
  let state: unknown = undefined;
  for (const entry of loaded.history) {
    let k = 0;
    for (const event of entry.events) {
      // Engine events name no card; they are consumed so the shown events stay aligned.
      if (event.type === 'seat-joined') {
        shown(entry.seq, k++, event);
        continue;
      }
      if (event.type === 'game-started') {
        started = true;
        state = (game as AnyGame).initialState(loaded.match.options);
        shown(entry.seq, k++, event);
        continue;
      }
      // The lifecycle's engine events (a seat reset, taken over by a bot …) are public and name no card.
      if (isEngineEvent(event as never)) {
        const body = shown(entry.seq, k++, event);
        const bad = body === undefined || !started ? [] : leaked(body, oracle(state, seat));
        if (bad.length) problems.push(`seq ${entry.seq}: ${bad.join(',')} in ${JSON.stringify(body)}`);
        continue;
      }
      state = game.evolve(state, event);
      if (game.redactEvent(event, seat) === null) continue;
      const body = shown(entry.seq, k++, event);
      if (body === undefined) continue;
      const bad = leaked(body, started ? oracle(state, seat) : []);
      if (bad.length) problems.push(`seq ${entry.seq}: ${bad.join(',')} in ${JSON.stringify(body)}`);
    }
  }
  return problems;
}

/** Checks a reader's event log pages (`GET /events`). */
export interface EventPageEntry {
  readonly seq: number;
  readonly events: unknown[];
}

/** Every entry of an event log, read page by page from the start (`next` is null on the last page). */
export async function readAllPages(page: (after: number) => Promise<{ events: EventPageEntry[]; next: number | null }>): Promise<EventPageEntry[]> {
  const all: EventPageEntry[] = [];
  for (let after = 0; ; ) {
    const { events, next } = await page(after);
    all.push(...events);
    if (next === null) return all;
    after = next;
  }
}

export function auditEventLog(loaded: LoadedGame, pages: ReadonlyArray<{ seq: number; events: unknown[] }>, seat: Seat | null): string[] {
  const bySeq = new Map(pages.map((p) => [p.seq, p.events]));
  return audit(loaded, seat, (seq, k) => bySeq.get(seq)?.[k]);
}

/** Checks the flat `events` of an action's answer: the events of entries after `fromVersion` up to
 * `toVersion` (the action and the forced moves played with it), in order. */
export function auditAnswerEvents(loaded: LoadedGame, fromVersion: number, toVersion: number, events: readonly unknown[], seat: Seat | null): string[] {
  let i = 0;
  const problems = audit(loaded, seat, (seq) => (seq > fromVersion && seq <= toVersion ? events[i++] : undefined));
  if (i !== events.length) problems.push(`the answer had ${events.length} events, the entries ${fromVersion + 1}..${toVersion} show ${i}`);
  return problems;
}

/** Checks one shown event (a webhook's trick or round event) against the secrets right after the
 * first internal event of its type in log entry `seq`. */
export function auditOneEvent(loaded: LoadedGame, seq: number, shownEvent: { type: string } | null, seat: Seat | null): string[] {
  if (shownEvent === null) return [];
  let used = false;
  return audit(loaded, seat, (s, _k, event) => {
    if (used || s !== seq || event.type !== shownEvent.type) return undefined;
    used = true;
    return shownEvent;
  });
}
