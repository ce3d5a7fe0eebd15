import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver, type EmailPlayer } from './support/email-player';
import { logOf, startHarness, type Harness } from './support/harness';
import { codesOf, rowOf, type SunkMail } from './support/mail-sink';

const TANGO_CARDS = [...['G', 'Y', 'P', 'R'].flatMap((s) => Array.from({ length: 10 }, (_, i) => `${s}${i + 1}`)), 'ROSE'];

/**
 * Replies that must not play twice, late, or against the rules — each answered as a player would
 * want: a copy of a mail plays once (the Idempotency-Key from its Message-ID), a reply to an old
 * turn is refused by mail, a rule-breaking move comes back with the rule, and email mixes with
 * the web client in one game.
 */
describe('replies to turn mails', () => {
  let h: Harness;
  let ada: EmailPlayer;
  let bob: EmailPlayer;

  beforeAll(async () => {
    h = await startHarness();
    ada = await h.player('Ada');
    bob = await h.player('Bob');
  });
  afterAll(async () => h?.close());

  const tango = () => h.game('tango', { firstDealer: 0, autoPlayForced: false }, [ada, bob]);
  const turnOf = (id: string, seat: number, what: string) => h.sink.take((m) => m.game === id && m.kind === 'turn' && m.seat === seat, what);
  const answersTo = (messageId: string) => h.sink.all((m) => m.inReplyTo === messageId);
  const actionsOf = async (id: string) => (await logOf(h.server, id)).filter((e) => e.kind === 'action');

  it('plays a mail delivered twice once, by either door, even after the game moved on', async () => {
    const id = await tango();
    const mail = await turnOf(id, 0, "Ada's first turn");
    const reply = await ada.write(mail, codesOf(mail.text)[0]!);
    const first = await deliver(h.doors, reply, 'smtp');
    expect(first.outcome, first.text).toBe('played');
    // The same message again (a relay's retry, or the inbound service forwarding it too).
    const again = await deliver(h.doors, reply, 'http');
    expect(again).toMatchObject({ outcome: 'duplicate', status: 200 });
    // Bob moves on; a third copy is still the same move already played, not a late reply.
    const bobs = await turnOf(id, 1, "Bob's turn");
    expect((await bob.reply(h.doors, bobs, codesOf(bobs.text)[0]!, 'http')).outcome).toBe('played');
    const third = await deliver(h.doors, reply, 'smtp');
    expect(third.outcome, third.text).toBe('duplicate');
    expect((await actionsOf(id)).map((e) => [e.seq, e.seat])).toEqual([
      [mail.version + 1, 0],
      [mail.version + 2, 1],
    ]);
    // One answer only (the confirmation), though the mail came three times.
    expect(answersTo(reply.messageId).map((m) => m.kind)).toEqual(['played']);
    expect(h.logs.filter((e) => e.event === 'reply.duplicate')).toHaveLength(2);
  });

  it('refuses by mail a reply to a turn that is over, and mixes with moves made on the web', async () => {
    const id = await tango();
    const mail = await turnOf(id, 0, "Ada's first turn");
    const [code, other] = codesOf(mail.text);
    // Ada plays on the web instead (her key, as the web client does), then replies to the old mail.
    expect((await h.server.api.play(id, ada.key, code!)).status).toBe(200);
    const late = await ada.reply(h.doors, mail, other!, 'smtp');
    expect(late.outcome, late.text).toBe('refused');
    const [answer] = answersTo(late.messageId);
    expect(answer!.kind).toBe('refused');
    expect(answer!.to).toBe(ada.address);
    expect(answer!.text.replace(/\s+/g, ' ')).toContain(`Your reply (${other}) answered the mail of version ${mail.version}, but the game has moved on since (it is at version ${mail.version + 1}): that turn is over, and nothing was played.`);
    expect(answer!.text).toContain("It is Bob's turn now");
    expect(answer!.replyTo).toBeNull();
    expect(answer!.references).toEqual([`<game.${id}@mail.test>`, late.messageId]);
    expect((await actionsOf(id)).map((e) => e.seat)).toEqual([0]);
    // The game goes on by mail: Bob's turn mail came as usual, and his reply plays.
    const bobs = await turnOf(id, 1, "Bob's turn after Ada's web move");
    expect(rowOf(bobs.text, 'Trick 1')!.split(';')[0]).toBe(`Ada ${code}`);
    expect((await bob.reply(h.doors, bobs, codesOf(bobs.text)[0]!, 'smtp')).outcome).toBe('played');
    expect(h.logs.some((e) => e.event === 'reply.refused' && e.reason === 'old-turn')).toBe(true);
  });

  it("answers a move that breaks a rule with the rule's reason and the moves, and the answer can be replied to", async () => {
    const id = await tango();
    const mail = await turnOf(id, 0, "Ada's first turn");
    const hand = rowOf(mail.text, 'Your hand')!.split(' ');
    // A card that is not in Ada's hand: play 1 of a trick comes from the hand (TANGO-6).
    const missing = TANGO_CARDS.find((c) => !hand.includes(c))!;
    const wrong = await ada.reply(h.doors, mail, missing.toLowerCase(), 'http');
    expect(wrong.outcome, wrong.text).toBe('refused');
    const [answer] = answersTo(wrong.messageId) as [SunkMail];
    const flat = answer.text.replace(/\s+/g, ' ');
    expect(flat).toContain(`${missing} was not played:`);
    expect(flat).toContain('(rule TANGO-6, card-not-available)');
    expect(codesOf(answer.text)).toEqual(codesOf(mail.text));
    expect(await actionsOf(id)).toEqual([]);
    const right = await ada.reply(h.doors, answer, codesOf(answer.text)[0]!, 'smtp');
    expect(right.outcome, right.text).toBe('played');
    expect((await actionsOf(id)).map((e) => e.events[0]!.card)).toEqual([codesOf(mail.text)[0]]);
  });

  it('answers a reply without a move with the moves, and never answers an automatic reply', async () => {
    const id = await tango();
    const mail = await turnOf(id, 0, "Ada's first turn");
    const blank = await ada.reply(h.doors, mail, '', 'smtp');
    expect(blank.outcome, blank.text).toBe('refused');
    expect(answersTo(blank.messageId)[0]!.text).toContain('Your reply had nothing above the quoted mail');
    const chatty = await ada.reply(h.doors, mail, 'Thanks, I will think about it', 'http');
    expect(chatty.outcome).toBe('refused');
    expect(answersTo(chatty.messageId)[0]!.text.replace(/\s+/g, ' ')).toContain('"Thanks, I will think about it" is no move I can read');
    // A vacation notice (RFC 3834 Auto-Submitted) to the reply address: read, not played, not answered.
    const notice = await ada.write(mail, 'I am away until Monday.');
    const raw = Buffer.from(`Auto-Submitted: auto-replied\r\n${notice.raw.toString('utf8')}`);
    const away = await deliver(h.doors, { ...notice, raw }, 'smtp');
    expect(away.outcome, away.text).toBe('ignored');
    expect(answersTo(notice.messageId)).toEqual([]);
    expect(await actionsOf(id)).toEqual([]);
  });

  it('asks for a rematch by mail, and the other player takes their seat by mail', async () => {
    const id = await tango();
    await turnOf(id, 0, "Ada's first turn");
    expect((await h.server.api.request('POST', `/v1/games/${id}/resign`, { token: bob.key })).status).toBe(200);
    const over = await h.sink.take((m) => m.game === id && m.kind === 'finished' && m.to === ada.address, "Ada's result");
    expect(over.text.replace(/\s+/g, ' ')).toContain(`Your Tango game ${id} is over. You won (Bob resigned).`);
    const asked = await ada.reply(h.doors, over, 'rematch', 'smtp');
    expect(asked.outcome, asked.text).toBe('played');
    const rematchId = (await h.server.api.view(id)).body.rematch as string;
    expect(rematchId).toMatch(/^g_/);
    // Bob is offered the rematch in the old game's thread; his "join" deals the new game.
    const offer = await h.sink.take((m) => m.game === id && m.kind === 'rematch' && m.to === bob.address, "Bob's offer");
    expect(offer.text.replace(/\s+/g, ' ')).toContain(`Ada asks for a rematch of Tango game ${id}: a new game, ${rematchId}`);
    expect(codesOf(offer.text)).toEqual(['join']);
    const joined = await bob.reply(h.doors, offer, 'join', 'http');
    expect(joined.outcome, joined.text).toBe('played');
    const first = await h.sink.take((m) => m.game === rematchId && m.kind === 'turn', 'the first turn of the rematch');
    // The first dealer moved on: Bob deals and leads the rematch.
    expect(first.to).toBe(bob.address);
    expect((await bob.reply(h.doors, first, codesOf(first.text)[0]!, 'smtp')).outcome).toBe('played');
  });
});
