import { rows } from '../mail/doc';
import type { Move } from '../tricktable/types';
import { cards, perSeat, playedCard, plays, type GameMail } from './game-mail';

function code(move: Move): string {
  if (move.type === 'play') return String(move.card);
  if (move.type === 'play-bongle') return String(move.deck);
  return move.type;
}

const deck = (d: { faceDown: number; flipped: string | null } | undefined) => (d ? `${d.flipped ? `${d.flipped} face up, ` : ''}${d.faceDown} face down` : '—');

/** Tadpole (docs/games/tadpole.md): three seats, two Bongle decks to play blind from, tricks of 3 then 4. */
export const tadpole: GameMail = {
  title: 'Tadpole',
  table(t) {
    const s = t.state;
    const trick = s.trick;
    const from = (x: { from: string; deck: string | null }) => (x.from === 'hand' ? '' : x.from === 'bongle' ? ` (blind, ${x.deck})` : ` (flipped, ${x.deck})`);
    return [
      rows(
        ['Round', `${s.round}, ${t.who(s.dealer)} dealt`],
        ['Trump', s.trump ?? 'no trump'],
        ['Red Bongle deck', deck(s.bongle?.red)],
        ['Black Bongle deck', deck(s.bongle?.black)],
        trick ? [`Trick ${trick.number}`, `${plays(t, trick.plays, from)} (${trick.size} cards${trick.leadSuit ? `, ${trick.leadSuit} led` : ''})`] : null,
        ['Your hand', cards(s.hand)],
        ['Tricks won', perSeat(t, (s.players ?? []).map((x: { score: number }) => x.score))],
        ['Cards in hand', perSeat(t, (s.players ?? []).map((x: { handSize: number }) => x.handSize))],
      ),
    ];
  },
  codes(moves, t) {
    return moves.map((m) => {
      if (m.type !== 'play-bongle') return { code: code(m), note: moves.some((x) => x.type === 'play-bongle') ? 'play it' : undefined };
      const d = t.state.bongle?.[String(m.deck)];
      return { code: code(m), note: d?.faceDown > 0 ? `play blind from the ${String(m.deck)} Bongle deck` : `play the ${String(m.deck)} deck's flipped card ${d?.flipped ?? ''}`.trim() };
    });
  },
  code,
  parse(line) {
    const blind = /^(?:bongle |blind )?(red|black)$/.exec(line);
    if (blind) return { type: 'play-bongle', deck: blind[1]! };
    return playedCard(line);
  },
};
