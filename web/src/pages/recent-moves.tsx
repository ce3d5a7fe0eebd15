import type { StreamEntry } from '../../../clients/typescript/index';
import { t } from '../i18n';
import { eventText } from './log-lines';

/** How many of the latest entries the table lists. */
export const RECENT = 12;

type LogEvent = StreamEntry['events'][number];

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
      <h2 id="recent-heading">{t('log.heading')}</h2>
      <ol class="plain-list small" reversed>
        {[...thisRound(entries)].reverse().slice(0, RECENT).map((entry) => {
          const name = entry.seat === null ? t('log.game') : (names[entry.seat] ?? t('seat.default', { n: entry.seat + 1 }));
          const who = entry.kind === 'auto' ? t('log.forced', { name }) : entry.kind === 'timeout' ? t('log.timeout', { name }) : name;
          return (
            <li key={entry.seq} data-seq={entry.seq} data-kind={entry.kind}>
              {t('log.line', { who, what: entry.events.map((e) => eventText(e, names)).join(' · ') || entry.kind })}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
