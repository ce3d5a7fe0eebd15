import { p, rows } from '../mail/doc';
import type { Move } from '../tricktable/types';
import { cardOf, cards, playedCard, plays, type GameMail, type ReplyCode, type Table } from './game-mail';

function code(move: Move): string {
  switch (move.type) {
    case 'bid':
      return `bid ${String(move.value)}`;
    case 'pass':
      return 'pass';
    case 'call-tanni':
      return 'tanni';
    case 'choose-trump':
      return `trump ${String(move.card)}`;
    case 'declare-pair':
      return `pair ${String(move.suit)}`;
    case 'play':
      return String(move.card);
    default:
      return move.type;
  }
}

const team = (t: Table, n: number) => [n, n + 2].map((s) => t.who(s)).join(' & ');

/** Tanni (docs/games/tanni.md): four seats in two teams, an auction, a hidden trump card, pairs. */
export const tanni: GameMail = {
  title: 'Tanni',
  table(t) {
    const s = t.state;
    const a = s.auction;
    const c = s.contract;
    const trump = s.trump ?? {};
    const blocks = [
      rows(
        ['Round', `${s.round}, ${t.who(s.dealer)} dealt; sevens in the deck: ${cards(s.sevens)}`],
        ['Teams', `${team(t, 0)} (team 0) v ${team(t, 1)} (team 1)`],
        s.phase === 'auction' && a
          ? ['Auction', a.calls.length === 0 ? `nobody has called yet (${a.opener === t.seat ? 'you open' : `${t.name(a.opener)} opens`})` : a.calls.map((x: any) => `${t.who(x.seat)} ${x.type === 'bid' ? x.value : x.type === 'pass' ? 'pass' : 'Tanni'}`).join(', ')]
          : null,
        s.phase === 'auction' && a ? ['High bid', a.highBid ? `${a.highBid.value} (${t.who(a.highBid.seat)})` : 'none yet'] : null,
        c ? ['Contract', `${t.who(c.seat)} ${c.kind === 'tanni' ? 'called Tanni' : `bid ${c.value}`} (team ${c.team})`] : null,
        s.phase === 'play' || s.phase === 'trump' ? ['Trump', trump.open ? `${trump.suit} (${trump.card}, opened when ${t.who(trump.openedBy)} could not follow)` : trump.faceDown ? 'hidden, face down' : 'not chosen yet'] : null,
        s.hiddenTrump ? ['Your trump card', `${s.hiddenTrump} (face down)`] : null,
        s.trick ? [`Trick ${s.trick.number}`, `${plays(t, s.trick.plays)}${s.trick.leadSuit ? `; ${s.trick.leadSuit} led` : ''}`] : null,
        ['Your hand', cards(s.hand)],
        s.pairs?.length ? ['Pairs', s.pairs.map((x: any) => `${t.who(x.seat)} ${x.cards.join('+')}`).join(', ')] : null,
        ['Round points', `team 0 ${s.roundPoints?.[0] ?? 0} · team 1 ${s.roundPoints?.[1] ?? 0}`],
        ['Match points', `team 0 ${s.matchPoints?.[0] ?? 0} · team 1 ${s.matchPoints?.[1] ?? 0} (${s.target} to win)`],
      ),
    ];
    if (s.forced && t.view.toAct.includes(t.seat)) blocks.push(p(`Trump opened on your turn: you must play ${s.forced}.`));
    if (s.phase === 'trump' && c?.seat === t.seat) blocks.push(p('You won the auction: choose the card of your hand to lay face down as trump.'));
    return blocks;
  },
  codes(moves) {
    const out: ReplyCode[] = [];
    const bids = moves.filter((m) => m.type === 'bid').map((m) => Number(m.value));
    if (bids.length > 0) {
      const [low, high] = [Math.min(...bids), Math.max(...bids)];
      out.push({ code: `bid ${low}`, note: bids.length > 1 ? `or any bid up to ${high}, in steps of 0.5` : undefined });
    }
    for (const m of moves) {
      if (m.type === 'bid') continue;
      const note =
        m.type === 'pass' ? 'out of this auction' : m.type === 'call-tanni' ? 'call Tanni: your team takes all 4 tricks' : m.type === 'choose-trump' ? `lay ${String(m.card)} face down as trump` : m.type === 'declare-pair' ? `declare the K and Q of ${String(m.suit)} (then play)` : undefined;
      out.push({ code: code(m), note });
    }
    // Cards and other codes together: when anything has a note, every line stands alone.
    return out.some((c) => c.note) ? out.map((c) => (c.note ? c : { ...c, note: c.code.includes(' ') ? undefined : 'play it' })) : out;
  },
  code,
  parse(line) {
    const bid = /^(?:bid )?(\d+(?:[.,]\d+)?)$/.exec(line);
    if (bid) return { type: 'bid', value: Number(bid[1]!.replace(',', '.')) };
    if (line === 'pass') return { type: 'pass' };
    if (line === 'tanni' || line === 'call tanni' || line === 'call-tanni') return { type: 'call-tanni' };
    const trump = /^trump (\S+)$/.exec(line);
    if (trump) return { type: 'choose-trump', card: cardOf(trump[1]!) };
    const pair = /^(?:pair|declare) (\S+)$/.exec(line);
    if (pair) return { type: 'declare-pair', suit: cardOf(pair[1]!) };
    return playedCard(line);
  },
};
