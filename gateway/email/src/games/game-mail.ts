import type { Block } from '../mail/doc';
import type { GameView, Move } from '../tricktable/types';

/** The game as one seat sees it, with names for the seats. */
export interface Table {
  readonly view: GameView;
  readonly seat: number;
  readonly state: Record<string, any>;
  /** A seat's name ("Seat 2" while nobody holds it). */
  name(seat: number): string;
  /** "you" for the reader's own seat, else the name. */
  who(seat: number): string;
}

export interface ReplyCode {
  /** What the player writes on the first line of a reply (`7H`, `bid 15`, `pass`). */
  readonly code: string;
  /** What it does, when the code alone does not say. */
  readonly note?: string;
}

/**
 * What the gateway knows of one game: how to show a seat's view in a mail (hand, trick in
 * progress, scores) and how legal moves read as reply codes, both ways. One file per game, as
 * docs/games/<game>.md describes its view and actions.
 */
export interface GameMail {
  readonly title: string;
  /** The view as rows and paragraphs: what a player at the table would see. */
  table(t: Table): Block[];
  /** The legal moves as reply codes (a game may fold many into one line: every bid). */
  codes(moves: readonly Move[], t: Table): ReplyCode[];
  /** The code of one move: what the reply parser matches exactly first. */
  code(move: Move, t: Table): string;
  /**
   * A reply's first line (normalised: lower case, single spaces) read as a move by this game's
   * grammar, whether or not it is legal now — so that a move that breaks a rule reaches the server
   * and comes back with the rule's own reason. Null when the line is no move at all.
   */
  parse(line: string, t: Table): Move | null;
}

export function tableOf(view: GameView, seat: number): Table {
  const name = (s: number) => view.seats.find((x) => x.seat === s)?.name ?? `Seat ${s}`;
  return { view, seat, state: view.state ?? {}, name, who: (s) => (s === seat ? 'you' : name(s)) };
}

/** A card as players write it: `7h`, `10♥`, `rose` → `7H`, `10H`, `ROSE`. */
export function cardOf(word: string): string {
  return word.replace(/[♠♤]/g, 's').replace(/[♥♡]/g, 'h').replace(/[♦♢]/g, 'd').replace(/[♣♧]/g, 'c').toUpperCase();
}

/** A single short word of letters and digits (and suit signs) reads as a card to play. */
export function playedCard(line: string): Move | null {
  const word = line.replace(/^play /, '');
  return /^[a-z0-9♠♤♥♡♦♢♣♧]{1,5}$/.test(word) ? { type: 'play', card: cardOf(word) } : null;
}

export const cards = (list: unknown): string => (Array.isArray(list) && list.length > 0 ? list.join(' ') : '—');

export const plays = (t: Table, list: ReadonlyArray<{ seat: number; card: string }>, extra: (p: any) => string = () => ''): string =>
  list.length === 0 ? 'nobody has played yet' : list.map((p) => `${t.who(p.seat)} ${p.card}${extra(p)}`).join(', ');

/** Every seat's value: "you 3 · Bob 5". */
export const perSeat = (t: Table, values: readonly unknown[]): string => values.map((v, s) => `${t.who(s)} ${v}`).join(' · ');
