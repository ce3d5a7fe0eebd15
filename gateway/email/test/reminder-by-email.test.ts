import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailPlayer } from './support/email-player';
import { startHarness, type Harness } from './support/harness';
import { codesOf } from './support/mail-sink';

/**
 * Issue 27 item 3, "the email gateway sends them": a player's turn that runs short (the server's
 * `turn.reminder`, at the player's threshold) comes as a reminder mail with the same reply codes
 * as the turn's own mail; a reply to the turn's first mail still plays after it (only a reminder came
 * between, the same turn). The server's clock is real here: a minute's
 * notice on a 62-second turn falls due 2 seconds after the turn began, and the harness sweeps each second.
 */
describe('a reminder by email', () => {
  let h: Harness;
  let ada: EmailPlayer;
  let bob: EmailPlayer;

  beforeAll(async () => {
    h = await startHarness();
    ada = await h.player('Ada');
    bob = await h.player('Bob');
  });
  afterAll(async () => h?.close());

  it('mails the reminder of a running turn; a reply to the turn’s first mail still plays after it', async () => {
    const set = await h.server.api.request('PUT', '/v1/me/reminders', { token: ada.key, body: { thresholds: [60] } });
    expect(set.status, set.text).toBe(200);
    const id = await h.game('tango', { firstDealer: 0, autoPlayForced: false, clock: { kind: 'per-move', seconds: 62 } }, [ada, bob]);
    const turn = await h.sink.take((m) => m.game === id && m.kind === 'turn' && m.seat === 0, 'Ada’s turn');
    const reminder = await h.sink.take((m) => m.game === id && m.kind === 'reminder', 'Ada’s reminder');
    expect(reminder.to).toBe(ada.address);
    expect(reminder.text).toContain(`Reminder: it is still your turn in Tango, game ${id}`);
    expect(codesOf(reminder.text)).toEqual(codesOf(turn.text));
    expect(reminder.version).toBeGreaterThan(turn.version); // the reminder is an entry of the log
    // Ada answers the turn's own mail, not the reminder: only the reminder came since, the same turn.
    const delivered = await ada.reply(h.doors, turn, codesOf(turn.text)[0]!, 'smtp');
    expect(delivered.outcome, delivered.text).toBe('played');
  }, 60_000);
});
