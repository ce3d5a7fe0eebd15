import type { StreamEntry } from '../../../clients/typescript';
import { cardName } from '../cards/card-id';

/** How many of the latest entries the table lists. */
export const RECENT = 12;

type LogEvent = StreamEntry['events'][number];

/** One event in words. Only a played card is named: it is face up on the table for everyone (this round). */
function eventText(event: LogEvent): string {
  const e = event as { type: string; card?: unknown; value?: unknown };
  if (e.type === 'card-played' && typeof e.card === 'string') return `played ${cardName(e.card)}`;
  if (typeof e.value === 'number' || typeof e.value === 'string') return `${e.type.replace(/-/g, ' ')} ${e.value}`;
  return e.type.replace(/-/g, ' ');
}

/** The events that deal a new hand: cards played before one may be in a hidden hand now, so the
 * list starts again there (a card is named only while it is face up on the table). */
const DEALS = new Set(['round-dealt', 'game-dealt', 'round-started']);

/** The entries since the last deal, that one from its deal on (the entry ending a round may also
 * deal the next); all of them when no deal was received. */
function thisRound(entries: readonly StreamEntry[]): readonly StreamEntry[] {
  for (let i = entries.length - 1; i >= 0; i--) {
    const events = entries[i]!.events as ReadonlyArray<LogEvent>;
    const deal = events.map((e) => DEALS.has(e.type)).lastIndexOf(true);
    if (deal >= 0) return [{ ...entries[i]!, events: events.slice(deal) } as StreamEntry, ...entries.slice(i + 1)];
  }
  return entries;
}

const KIND: Partial<Record<StreamEntry['kind'], string>> = { auto: ' (forced)', timeout: ' (time ran out)' };

/**
 * What happened lately, from the stream's entries (each redacted for this reader, received once and
 * in order, also across a reconnect): `data-seq` is each entry's place in the log.
 */
export function RecentMoves({ entries, names }: { entries: readonly StreamEntry[]; names: readonly string[] }) {
  if (entries.length === 0) return null;
  // Every entry received follows the one before it: none missed, none twice (the browser suite reads this).
  const inOrder = entries.every((e, i) => i === 0 || e.seq === entries[i - 1]!.seq + 1);
  return (
    <section class="recent-moves" aria-labelledby="recent-heading" data-first-seq={entries[0]!.seq} data-last-seq={entries[entries.length - 1]!.seq} data-count={entries.length} data-in-order={String(inOrder)}>
      <h2 id="recent-heading">Recent moves</h2>
      <ol class="plain-list small" reversed>
        {[...thisRound(entries)].reverse().slice(0, RECENT).map((entry) => (
          <li key={entry.seq} data-seq={entry.seq}>
            {entry.seat === null ? 'The game' : names[entry.seat]}
            {KIND[entry.kind] ?? ''}: {entry.events.map(eventText).join(', ') || entry.kind}
          </li>
        ))}
      </ol>
    </section>
  );
}
