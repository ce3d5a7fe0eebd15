import { p } from '../mail/doc';
import type { Move } from '../tricktable/types';
import { cards, playedCard, type GameMail } from './game-mail';
import { tadpole } from './tadpole';
import { tango } from './tango';
import { tanni } from './tanni';
import { tantony } from './tantony';

const GAMES: Record<string, GameMail> = { tango, tanni, tadpole, tantony };

const codeOf = (m: Move) => [m.type, ...Object.entries(m).filter(([k]) => k !== 'type').map(([, v]) => String(v))].join(' ');

/** A game this gateway does not know yet still plays: moves are "type value…", the hand is shown. */
const generic = (type: string): GameMail => ({
  title: type.charAt(0).toUpperCase() + type.slice(1),
  table: (t) => [p(`Your hand: ${cards(t.state.hand)}`)],
  codes: (moves) => moves.map((m) => ({ code: codeOf(m) })),
  code: codeOf,
  parse: (line) => playedCard(line),
});

export const gameMail = (type: string): GameMail => GAMES[type] ?? generic(type);
