import { p, rows } from '../mail/doc';
import type { Move } from '../tricktable/types';
import { cards, perSeat, playedCard, plays, type GameMail } from './game-mail';

function code(move: Move): string {
  if (move.type === 'play') return String(move.card);
  if (move.type === 'give-trick') return `give ${String(move.to)}`;
  return move.type;
}

const VARIANTS: Record<string, string> = { teams: 'partners 0+2 v 1+3', 'split-partner': 'split partners', 'three-player': 'three players' };

/** Tantony (docs/games/tantony.md): the trick's winner gives it away; its runt scores face up. */
export const tantony: GameMail = {
  title: 'Tantony',
  table(t) {
    const s = t.state;
    const players: any[] = s.players ?? [];
    const blocks = [
      rows(
        ['Round', `${s.round} of ${s.roundCount}, ${t.who(s.dealer)} dealt, ${t.who(s.leader)} led first (${VARIANTS[s.variant] ?? s.variant})`],
        s.trick ? [`Trick ${s.trick.number}`, `${plays(t, s.trick.plays)}${s.trick.leadSuit ? `; ${s.trick.leadSuit} led` : ''}`] : null,
        ['Your hand', cards(s.hand)],
        ['Your face-down cards', cards(s.faceDown)],
        ['Runts', players.map((x) => `${t.who(x.seat)} ${cards(x.runts)}`).join(' · ')],
        ['Tricks received', perSeat(t, players.map((x) => x.tricksReceived))],
        ['Round score', perSeat(t, players.map((x) => x.roundScore))],
        ['Total', perSeat(t, players.map((x) => x.total))],
        s.teams ? ['Teams', s.teams.map((x: any) => `${x.seats.map((y: number) => t.who(y)).join(' & ')} ${x.total}`).join(' · ')] : null,
        s.variant === 'split-partner' ? ['Combined', perSeat(t, players.map((x) => x.combined))] : null,
      ),
    ];
    if (s.phase === 'give' && s.turn === t.seat) {
      const last = s.tricks?.at(-1);
      blocks.push(p(`You won trick ${last?.number ?? ''}: give it to a player with room (${(s.canReceive ?? []).map((x: number) => t.who(x)).join(', ')}). Its lowest ${last?.leadSuit ?? ''} card scores face up for them.`.replace(/ {2,}/g, ' ')));
    }
    return blocks;
  },
  codes(moves, t) {
    return moves.map((m) => ({ code: code(m), note: m.type === 'give-trick' ? `give the trick to ${Number(m.to) === t.seat ? 'yourself' : t.name(Number(m.to))}` : undefined }));
  },
  code,
  parse(line, t) {
    const give = /^give (?:to )?(.+)$/.exec(line);
    if (give) {
      const to = /^\d$/.test(give[1]!) ? Number(give[1]) : t.view.seats.find((x) => x.name?.toLowerCase() === give[1] || (give[1] === 'me' && x.seat === t.seat))?.seat;
      return to === undefined ? null : { type: 'give-trick', to };
    }
    return playedCard(line);
  },
};
