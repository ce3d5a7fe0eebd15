import type { Typed } from '../../engine';
import type { TanniEvent } from './events';
import { redactEvent } from './view';

/**
 * A Tanni event as a finished game's record shows it: the event as the rules emitted it (every hand,
 * the stock, the kitty, the hidden trump card), with every field the public event shows in the public
 * form over it — points in decimals, not the engine's quarter points (`bid-made.value` 19.5, not 78),
 * and the fields the public event derives (`team`, `opener`, `suit`, …). The public event's nulls are
 * what it hides, so they never cover the record's card. A record event is thus the public event with
 * its hidden fields filled in (the OpenAPI `RecordEvent`).
 */
export function recordEvent(event: TanniEvent): Typed {
  const shown: object = redactEvent(event, null);
  const record: Typed & Record<string, unknown> = { ...event };
  for (const [key, value] of Object.entries(shown)) if (value !== null) record[key] = value;
  return record;
}
