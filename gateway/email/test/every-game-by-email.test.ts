import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailPlayer } from './support/email-player';
import { logOf, startHarness, type Harness } from './support/harness';
import { codesOf, rowOf } from './support/mail-sink';

/**
 * Every game's mail shows the seat's view (docs/games/*.md "View"): its hand, the trick in
 * progress, the scores, the deadline; and lists exactly the legal moves as reply codes that play.
 * Tango and Tanni are played whole in their own suites; here Tadpole and Tantony, 24 moves each.
 */
describe('every game by email', () => {
  let h: Harness;
  let players: EmailPlayer[];

  beforeAll(async () => {
    h = await startHarness();
    players = [await h.player('Ada'), await h.player('Bob'), await h.player('Cy'), await h.player('Dee')];
  });
  afterAll(async () => h?.close());

  /** Plays `moves` replies (the last code listed, each second one over HTTP), checking each mail against the API. */
  async function play(id: string, seats: number, moves: number, check: (text: string, view: any) => void): Promise<string[]> {
    const codes: string[] = [];
    for (let n = 0; n < moves; n++) {
      const mail = await h.sink.take((m) => m.game === id && m.kind === 'turn', `mail ${n} of ${id}`);
      const player = players[mail.seat]!;
      const [view, legal] = [(await h.server.api.view(id, player.key)).body, (await h.server.api.legalMoves(id, player.key)).body];
      expect(view.version).toBe(mail.version);
      const others = players.slice(0, seats).filter((_, s) => s !== mail.seat).map((p) => p.name);
      expect(mail.subject).toBe(`${view.type[0].toUpperCase()}${view.type.slice(1)} with ${others.slice(0, -1).join(', ')} and ${others.at(-1)} (${id})`);
      const hand = rowOf(mail.text, 'Your hand')!;
      expect(hand === '—' ? [] : hand.split(' ').sort()).toEqual([...view.state.hand].sort());
      expect(mail.text).toContain(`Play by ${view.deadlines[mail.seat].slice(0, 16).replace('T', ' ')} UTC, or the server plays for you.`);
      const listed = codesOf(mail.text);
      expect(listed).toHaveLength(legal.moves.length);
      for (const code of listed) expect(mail.html).toContain(`<code><b>${code}</b></code>`);
      check(mail.text, view);
      const code = listed.at(-1)!;
      const delivered = await player.reply(h.doors, mail, code, n % 2 ? 'http' : 'smtp');
      expect(delivered.outcome, delivered.text).toBe('played');
      codes.push(code);
    }
    return codes;
  }

  it('Tadpole: the Bongle decks, trump, the trick with blind plays, the tricks won', async () => {
    const id = await h.game('tadpole', { firstDealer: 0, turnTimeout: 3600 }, players.slice(0, 3));
    const codes = await play(id, 3, 24, (text, view) => {
      const s = view.state;
      expect(rowOf(text, 'Trump')).toBe(s.trump ?? 'no trump');
      expect(rowOf(text, 'Red Bongle deck')).toBe(`${s.bongle.red.flipped ? `${s.bongle.red.flipped} face up, ` : ''}${s.bongle.red.faceDown} face down`);
      expect(rowOf(text, `Trick ${s.trick.number}`)).toContain(`(${s.trick.size} cards`);
      for (const p of s.trick.plays) expect(rowOf(text, `Trick ${s.trick.number}`)).toContain(p.card);
      expect(rowOf(text, 'Tricks won')).toBe(s.players.map((p: any) => `${p.seat === view.you ? 'you' : players[p.seat]!.name} ${p.score}`).join(' · '));
    });
    const actions = (await logOf(h.server, id)).filter((e) => e.kind === 'action');
    // A card code plays that card; "red" / "black" plays blind from that Bongle deck.
    expect(actions.map((e) => (e.events[0]!.from === 'hand' ? e.events[0]!.card : e.events[0]!.deck))).toEqual(codes);
  });

  it('Tantony: hands, face-down cards, runts, gifts by "give N", team totals', async () => {
    const id = await h.game('tantony', { firstDealer: 0, turnTimeout: 3600 }, players);
    let gifts = 0;
    const codes = await play(id, 4, 24, (text, view) => {
      const s = view.state;
      expect(rowOf(text, 'Your face-down cards')).toBe(s.faceDown.length ? s.faceDown.join(' ') : '—');
      expect(rowOf(text, 'Runts')).toBe(s.players.map((p: any) => `${p.seat === view.you ? 'you' : players[p.seat]!.name} ${p.runts.length ? p.runts.join(' ') : '—'}`).join(' · '));
      expect(rowOf(text, 'Teams')).toBe(s.teams.map((t: any) => `${t.seats.map((x: number) => (x === view.you ? 'you' : players[x]!.name)).join(' & ')} ${t.total}`).join(' · '));
      if (s.phase === 'give') {
        gifts++;
        expect(text).toContain('give it to a player with room');
        expect(codesOf(text)).toEqual(s.canReceive.map((x: number) => `give ${x}`));
      } else if (s.trick) for (const p of s.trick.plays) expect(rowOf(text, `Trick ${s.trick.number}`)).toContain(p.card);
    });
    expect(gifts).toBeGreaterThan(0);
    const actions = (await logOf(h.server, id)).filter((e) => e.kind === 'action');
    expect(actions).toHaveLength(codes.length);
    for (const [i, e] of actions.entries()) {
      const code = codes[i]!;
      expect(code.startsWith('give ') ? e.events[0]!.type === 'trick-given' && e.events[0]!.to === Number(code.slice(5)) : e.events[0]!.card === code, code).toBe(true);
    }
  });
});
