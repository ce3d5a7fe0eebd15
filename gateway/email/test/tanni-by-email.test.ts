import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailPlayer } from './support/email-player';
import { startHarness, logOf, type Harness } from './support/harness';
import { codesOf, rowOf } from './support/mail-sink';

/** The first event an action entry must start with, for the reply code that made it (docs/games/tanni.md "Events"). */
function matches(code: string, event: Record<string, any>): boolean {
  const [word, arg] = code.split(' ');
  switch (word) {
    case 'bid':
      return event.type === 'bid-made' && event.value === Number(arg);
    case 'pass':
      return event.type === 'player-passed';
    case 'tanni':
      return event.type === 'tanni-called';
    case 'trump':
      return event.type === 'trump-chosen';
    case 'pair':
      return event.type === 'pair-declared' && event.suit === arg;
    default:
      return event.type === 'card-played' && event.card === code;
  }
}

/**
 * A Tanni round (target 1: the first round decides the match) played by four players entirely by
 * email, half the replies over SMTP and half over HTTP; the opener's first reply breaks a rule
 * (the opener may not pass, TANNI-5) and is answered by mail with the server's reason.
 */
describe('a Tanni round by email', () => {
  let h: Harness;
  let players: EmailPlayer[];

  beforeAll(async () => {
    h = await startHarness();
    players = [await h.player('Ada'), await h.player('Bob'), await h.player('Cy'), await h.player('Dee')];
  });
  afterAll(async () => h?.close());

  it('is played out by replies; a rule-breaking reply gets the rule by mail, and the log has every move played', async () => {
    const id = await h.game('tanni', { firstDealer: 0, target: 1 }, players);
    const played: Array<{ seat: number; code: string; version: number }> = [];
    let refusals = 0;
    for (let n = 0; n < 500; n++) {
      const mail = await h.sink.take((m) => m.game === id && (m.kind === 'turn' || m.kind === 'finished'), `mail ${n} of ${id}`);
      if (mail.kind === 'finished') break;
      const player = players[mail.seat]!;
      expect(mail.to).toBe(player.address);
      const view = (await h.server.api.view(id, player.key)).body;
      expect(rowOf(mail.text, 'Your hand')).toBe(view.state.hand.join(' '));
      expect(rowOf(mail.text, 'Match points')).toBe('team 0 0 · team 1 0 (1 to win)');
      let turn = mail;
      if (n === 0) {
        // Seat 1 opens (dealer 0) and must bid: "pass" is the server's to refuse, with its rule.
        expect(mail.seat).toBe(1);
        expect(codesOf(mail.text)).not.toContain('pass');
        const wrong = await player.reply(h.doors, mail, 'pass', 'smtp');
        expect(wrong.outcome, wrong.text).toBe('refused');
        const answer = await h.sink.take((m) => m.inReplyTo === wrong.messageId, 'the refusal');
        expect(answer.kind).toBe('refused');
        expect(answer.to).toBe(player.address);
        // The server's own words (its problem's detail) and its rule, as docs/games/tanni.md lists it.
        const flat = answer.text.replace(/\s+/g, ' ');
        expect(flat).toContain('pass was not played: the opener may not pass on their first turn');
        expect(flat).toContain('(rule TANNI-5, opener-must-bid)');
        // The answer lists the moves again and can be replied to: the turn is not lost.
        expect(codesOf(answer.text)).toEqual(codesOf(mail.text));
        expect(answer.replyTo).toMatch(/^turn\+/);
        turn = answer;
        refusals++;
      }
      const codes = codesOf(turn.text);
      const code = codes.includes('pass') ? 'pass' : codes[0]!;
      const delivered = await player.reply(h.doors, turn, code, n % 2 === 0 ? 'http' : 'smtp');
      expect(delivered.outcome, delivered.text).toBe('played');
      played.push({ seat: turn.seat, code, version: turn.version });
    }
    expect(refusals).toBe(1);
    expect((await h.server.api.view(id)).body.status).toBe('finished');
    // Each player is told the result (the notices go out in the background: waited for, not timed).
    for (const p of players) await h.sink.waitFor((m) => m.game === id && m.kind === 'finished' && m.to === p.address, `${p.name}'s result`);

    const log = await logOf(h.server, id);
    const actions = log.filter((e) => e.kind === 'action');
    expect(actions.map((e) => [e.seq, e.seat])).toEqual(played.map((p) => [p.version + 1, p.seat]));
    for (const [i, entry] of actions.entries()) expect(matches(played[i]!.code, entry.events[0]!), `${played[i]!.code} at ${entry.seq}`).toBe(true);
    // A whole round: 7 tricks of 4 cards (the forced ones auto-played: \`auto\` entries), then its score.
    const events = log.flatMap((e) => e.events);
    expect(events.filter((e) => e.type === 'card-played').length).toBe(events.some((e) => e.type === 'tanni-called') ? 16 : 28);
    expect(events.filter((e) => e.type === 'round-scored')).toHaveLength(1);
    expect(log.filter((e) => e.kind !== 'action' && e.kind !== 'auto' && e.kind !== 'join')).toEqual([]);
  });
});
