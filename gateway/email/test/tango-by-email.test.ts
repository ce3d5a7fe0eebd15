import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailPlayer } from './support/email-player';
import { startHarness, logOf, type Harness } from './support/harness';
import { codesOf, rowOf, type SunkMail } from './support/mail-sink';

/** The first event an action entry must start with, for the reply code that made it (docs/games/tango.md "Events"). */
function matches(code: string, event: Record<string, any>): boolean {
  if (code === 'keep') return event.type === 'swap-declined';
  if (code.startsWith('swap ')) return event.type === 'style-swapped' && event.gave === code.slice(5);
  return event.type === 'card-played' && event.card === code;
}

/**
 * Issue 28's headline: a whole Tango game played by two players entirely by email. Each turn is
 * read from the sink (a real SMTP server), the move chosen from the codes the mail lists, and the
 * reply sent with nodemailer to the gateway's SMTP port — every other one POSTed as raw MIME to
 * its HTTP inbound instead. At the end the game's log holds exactly those moves.
 */
describe('a whole Tango game by email', () => {
  let h: Harness;
  let ada: EmailPlayer;
  let bob: EmailPlayer;

  beforeAll(async () => {
    h = await startHarness();
    ada = await h.player('Ada');
    bob = await h.player('Bob');
  });
  afterAll(async () => h?.close());

  it('is played out by replies alone, half over SMTP and half over HTTP, and the log has every move in order', async () => {
    const id = await h.game('tango', { firstDealer: 0, turnTimeout: 86_400 }, [ada, bob]);
    const bySeat = [ada, bob];
    const played: Array<{ seat: number; code: string; version: number }> = [];
    const subjects = new Set<string>();
    for (let n = 0; ; n++) {
      const mail = await h.sink.take((m) => m.game === id && (m.kind === 'turn' || m.kind === 'finished'), `mail ${n} of ${id}`);
      if (mail.kind === 'finished') break;
      const player = bySeat[mail.seat]!;
      expect(mail.to).toBe(player.address);
      await expectTurnMail(mail, player);
      subjects.add(`${mail.seat}:${mail.subject}`);
      const codes = codesOf(mail.text);
      const code = codes[n % codes.length]!;
      const delivered = await player.reply(h.doors, mail, code, n % 2 === 0 ? 'smtp' : 'http');
      expect(delivered.outcome, delivered.text).toBe('played');
      played.push({ seat: mail.seat, code, version: mail.version });
    }
    // At least two rounds of ten tricks, less the forced plays the server makes itself (`auto` entries).
    expect(played.length).toBeGreaterThan(20);
    // One conversation per player: the same subject on every mail of the game.
    expect(subjects).toEqual(new Set([`0:Tango with Bob (${id})`, `1:Tango with Ada (${id})`]));

    const final = (await h.server.api.view(id)).body;
    expect(final.status).toBe('finished');
    // Each player is told the result, with a reply code for a rematch.
    for (const p of bySeat) {
      // The notices go out in the background: waited for, not timed.
      const finished = await h.sink.waitFor((m) => m.game === id && m.kind === 'finished' && m.to === p.address, `${p.name}'s result`);
      expect(finished!.text).toContain(`Your Tango game ${id} is over.`);
      expect(codesOf(finished!.text)).toEqual(['rematch']);
    }

    const actions = (await logOf(h.server, id)).filter((e) => e.kind === 'action');
    expect(actions.map((e) => [e.seq, e.seat])).toEqual(played.map((p) => [p.version + 1, p.seat]));
    for (const [i, entry] of actions.entries()) expect(matches(played[i]!.code, entry.events[0]!), `${played[i]!.code} at ${entry.seq}`).toBe(true);
  });

  /** What a turn mail shows is the seat's view: its hand, the trick, the deadline; threaded per game. */
  async function expectTurnMail(mail: SunkMail, player: EmailPlayer): Promise<void> {
    const view = (await h.server.api.view(mail.game, player.key)).body;
    const legal = (await h.server.api.legalMoves(mail.game, player.key)).body;
    expect(view.version).toBe(mail.version);
    expect(rowOf(mail.text, 'Your hand')).toBe(view.state.hand.join(' '));
    expect(mail.text).toContain(`Play by ${view.deadlines[mail.seat].slice(0, 16).replace('T', ' ')} UTC`);
    expect(rowOf(mail.text, 'Trump')).toBe(`${view.state.trump} (the Style card is ${view.state.styleCard})`);
    expect(rowOf(mail.text, `Trick ${view.state.trick.number}`)).not.toBeNull();
    expect(codesOf(mail.text)).toHaveLength(legal.moves.length);
    expect(mail.html).toContain(view.state.hand[0]);
    expect(mail.replyTo).toMatch(/^turn\+[a-z2-7]+@mail\.test$/);
    expect(mail.replyTo!.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(mail.references).toEqual([`<game.${mail.game}@mail.test>`]);
    expect(mail.inReplyTo).toBe(`<game.${mail.game}@mail.test>`);
    expect(mail.header('auto-submitted')).toBe('auto-generated');
  }
});
