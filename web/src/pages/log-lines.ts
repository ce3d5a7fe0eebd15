import type { StreamEntry } from '../../../clients/typescript/index';
import { cardName, suitName, type Suit } from '../cards/card-id';
import { list, t } from '../i18n';
import { shortWhen, span } from '../table/dates';
import { points } from '../table/points';

type LogEvent = StreamEntry['events'][number];
type Fields = { type: string; [key: string]: unknown };

/**
 * One event of the log in words, naming who did it and, where there is one, to whom (a trick
 * given, a rose gained). A card is named only where the event shows it face up to every reader: a
 * card played, a trick's runt, an opened trump, a Style swap, a declared pair (never a dealt hand).
 */
export function eventText(event: LogEvent, names: readonly string[]): string {
  const e = event as unknown as Fields;
  const who = (seat: unknown) => (typeof seat === 'number' ? (names[seat] ?? t('seat.default', { n: seat + 1 })) : t('log.game'));
  const card = (c: unknown) => (typeof c === 'string' ? cardName(c) : '');
  const cards = (cs: unknown) => (Array.isArray(cs) ? list(cs.map((c) => (typeof c === 'string' ? cardName(c) : card((c as { card?: unknown }).card)))) : '');
  const when = (at: unknown) => (typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? shortWhen(at) : '?');
  const suit = (s: unknown) => (typeof s === 'string' ? suitName(s as Suit) : '');
  switch (e.type) {
    case 'seat-joined':
      return t('log.joined', { name: who(e.seat) });
    case 'game-started':
      return t('log.started');
    case 'seat-left':
      return t('log.left', { name: who(e.seat) });
    case 'seat-resigned':
      return t('log.resigned', { name: who(e.seat) });
    case 'game-aborted':
      return e.seat === null ? t('log.abortedAdmin') : t('log.aborted', { name: who(e.seat) });
    case 'seat-reset':
      return t('log.reset', { n: Number(e.seat) + 1 });
    case 'seat-taken-over':
      return t('log.takenOver', { name: who(e.seat) });
    case 'rematch-created':
      return t('log.rematch');
    // Declared leave (issue 27 item 2): the seat's clock stops from `from` until `until`.
    case 'leave-declared':
      return t('log.leaveDeclared', { name: who(e.seat), from: when(e.from), until: when(e.until) });
    case 'leave-cancelled':
      return t('log.leaveCancelled', { name: who(e.seat) });
    // A reminder (issue 27 item 3) at `threshold` seconds left before `deadline`. Matched by its type
    // string, so this reads it whether or not the generated types have the event yet.
    case 'turn-reminded':
      return t('log.turnReminded', { name: who(e.seat), left: typeof e.threshold === 'number' ? span(e.threshold) : '?', deadline: when(e.deadline) });
    case 'card-played':
      if (e.from === 'bongle') return t('log.playedBlind', { name: who(e.seat), card: card(e.card), deck: t(e.deck === 'black' ? 'tadpole.deckName.black' : 'tadpole.deckName.red') });
      if (e.from === 'pile') return t('log.playedFrom', { name: who(e.seat), card: card(e.card) });
      return t('log.played', { name: who(e.seat), card: card(e.card) });
    case 'trick-won':
      return typeof e.points === 'number' ? t('log.trickWonPoints', { name: who(e.winner), n: Number(e.trick), points: points(e.points) }) : t('log.trickWon', { name: who(e.winner), n: Number(e.trick) });
    case 'trick-given':
      return e.automatic ? t('log.trickGivenAuto', { n: Number(e.trick), to: who(e.to), card: card(e.runt) }) : t('log.trickGiven', { name: who(e.from), n: Number(e.trick), to: who(e.to), card: card(e.runt) });
    case 'cards-revealed':
      return t('log.revealed', { name: who(e.seat), cards: cards(e.cards) });
    case 'style-swapped':
      return t('log.swapped', { name: who(e.seat), gave: card(e.gave), took: card(e.took) });
    case 'swap-declined':
      return t('log.swapDeclined', { name: who(e.seat) });
    case 'round-dealt':
      return t('log.roundDealt', { n: Number(e.round ?? 1), name: who(e.dealer) });
    case 'round-scored':
      return typeof e.roseTo === 'number' ? t('log.roseTo', { n: Number(e.round), name: who(e.roseTo) }) : t('log.roundScored', { n: Number(e.round ?? (e.summary as { round?: number } | undefined)?.round ?? 0) });
    case 'game-won':
      return t('log.gameWon', { names: list(Array.isArray(e.winners) ? e.winners.map(who) : [who(e.winner)]) });
    case 'bid-made':
      return t('log.bid', { name: who(e.seat), value: points(Number(e.value)) });
    case 'player-passed':
      return t('log.passed', { name: who(e.seat) });
    case 'tanni-called':
      return t('log.tanniCalled', { name: who(e.seat) });
    case 'contract-won':
      return t('log.contractWon', { name: who(e.seat), value: points(Number(e.value)) });
    case 'trump-chosen':
      return typeof e.seat === 'number' ? t('log.trumpChosen', { name: who(e.seat) }) : t('log.trumpIs', { suit: suit(e.trump) });
    case 'trump-opened':
      return t('log.trumpOpened', { card: card(e.card), suit: suit(e.suit), name: who(e.seat) });
    case 'pair-declared':
      return t('log.pairDeclared', { name: who(e.seat), suit: suit(e.suit) });
    case 'hands-completed':
      return t('log.handsCompleted');
    case 'game-set-up':
      return t('log.setUp', { suits: list(Array.isArray(e.sevens) ? e.sevens.map(suit) : []) });
    case 'trump-flipped':
      return t('log.trumpFlipped', { cards: cards([e.red, e.black].filter((c) => typeof c === 'string')) });
    case 'trump-tied':
      return t('log.trumpTied', { cards: cards(e.cards) });
    case 'trump-changed':
      return e.trump ? t('log.trumpChanged', { suit: suit(e.trump) }) : t('log.noTrump');
    case 'round-ended':
      return t('log.roundEnded', { n: Number(e.round) });
    case 'round-started':
      return t('log.roundStarted', { n: Number(e.round) });
    case 'game-ended':
      return t('log.gameEnded');
    case 'bongle-decks-shuffled':
      return t('log.shuffled');
    case 'game-dealt':
      return t('log.gameDealt', { name: who(e.leader) });
    case 'last-trick-exchanged': {
      const takes = Array.isArray(e.takes) ? (e.takes as unknown[]).map((c, s) => t('tantony.took', { name: who(s), card: card(c) })) : [];
      return t('log.exchanged', { takes: list(takes) });
    }
    default:
      return t('log.other', { what: e.type.replace(/-/g, ' ') });
  }
}
