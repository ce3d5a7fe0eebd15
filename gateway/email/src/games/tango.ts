import { p, rows } from '../mail/doc';
import type { Move } from '../tricktable/types';
import { cardOf, cards, perSeat, playedCard, plays, type GameMail } from './game-mail';

function code(move: Move): string {
  switch (move.type) {
    case 'play':
      return String(move.card);
    case 'swap-style':
      return `swap ${String(move.card)}`;
    case 'decline-swap':
      return 'keep';
    default:
      return move.type;
  }
}

/** Tango (docs/games/tango.md): two seats, hand and face-up piles, the Style card's suit is trump. */
export const tango: GameMail = {
  title: 'Tango',
  table(t) {
    const s = t.state;
    const me = s.players?.[t.seat];
    const other = 1 - t.seat;
    const trick = s.trick;
    const pile = (seat: number) =>
      (s.players?.[seat]?.piles ?? []).map((x: { faceUp: string | null; faceDown: boolean }) => `${x.faceUp ?? '–'}${x.faceDown ? '*' : ''}`).join(' ') || '—';
    const blocks = [
      rows(
        ['Round', `${s.round}, ${t.who(s.dealer)} dealt (${s.variant === 'long' ? 'running totals to 20' : 'first to 2 round wins'})`],
        ['Trump', s.trump ? `${s.trump} (the Style card is ${s.styleCard})` : '—'],
        trick ? [`Trick ${trick.number}`, `${plays(t, trick.plays, (x) => (x.from === 'pile' ? ' (pile)' : ''))}${trick.leadSuit ? `; ${trick.leadSuit} led` : ''}`] : null,
        ['Your hand', cards(s.hand)],
        ['Your piles', pile(t.seat)],
        [`${t.name(other)}'s piles`, pile(other)],
        ['Tricks won', perSeat(t, (s.players ?? []).map((x: { tricksWon: number }) => x.tricksWon))],
        ['Round score', perSeat(t, (s.players ?? []).map((x: { score: number }) => x.score))],
        ['Roses', perSeat(t, (s.players ?? []).map((x: { roses: number }) => x.roses))],
        s.variant === 'long' ? ['Totals', perSeat(t, (s.players ?? []).map((x: { total: number }) => x.total))] : null,
      ),
      p('A * marks a pile whose face-up card lies on a face-down one.'),
    ];
    if (s.phase === 'swap' && s.swapper === t.seat) blocks.push(p(`You lost the trick: you may swap a card of your hand for the Style card ${s.styleCard}, or keep your hand.`));
    else if (s.phase === 'play' && trick && t.view.toAct.includes(t.seat) && me) {
      blocks.push(p(trick.plays.length < 2 ? 'You play from your hand.' : 'You play from your face-up pile cards.'));
    }
    return blocks;
  },
  codes(moves, t) {
    return moves.map((m) => ({ code: code(m), note: m.type === 'swap-style' ? `give ${String(m.card)}, take the Style card ${t.state.styleCard}` : m.type === 'decline-swap' ? 'keep your hand' : undefined }));
  },
  code,
  parse(line): Move | null {
    const swap = /^swap (\S+)$/.exec(line);
    if (swap) return { type: 'swap-style', card: cardOf(swap[1]!) };
    if (/^(keep|decline|decline-swap|no swap|no)$/.test(line)) return { type: 'decline-swap' };
    return playedCard(line);
  },
};
