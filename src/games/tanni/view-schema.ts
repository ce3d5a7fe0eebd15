import { z } from 'zod';
import { card, points, seat, suit, team } from './schema';

/** The per-seat view and the redacted (public) events of Tanni. */
const pair = z.object({ seat, team, suit });
const scoredPair = pair.extend({
  trump: z.boolean().meta({ description: 'TANNI-11: a pair of the trump suit, settled at scoring' }),
  adjustment: points.meta({ description: 'Change to the bid: -2/-4 for the bid team, +2/+4 for the other team' }),
});
const twoTeams = z.array(points).length(2).meta({ description: 'Team 0 (seats 0, 2) then team 1 (seats 1, 3)' });
const play = z.object({ seat, card });
const trick = z.object({ number: z.number().int(), leader: seat, leadSuit: suit.nullable(), plays: z.array(play) });
const call = z.object({ seat, type: z.enum(['bid', 'pass', 'call-tanni']), value: points.optional().meta({ description: 'The bid (type `bid` only)' }) });

export const roundSummary = z
  .object({
    round: z.number().int(),
    dealer: seat,
    kind: z.enum(['bid', 'tanni']),
    bidder: seat.meta({ description: 'The bid winner or Tanni caller' }),
    bidTeam: team,
    bid: points,
    trump: suit.nullable().meta({ description: 'The trump suit; null in a Tanni round' }),
    pairs: z.array(scoredPair),
    adjustedBid: points.meta({ description: 'TANNI-13: bid + pair adjustments (5 to 40); 30 in a Tanni round' }),
    kitty: z.array(card).nullable().meta({
      description: 'The kitty cards: in the round-scored event, and in the view of a finished game; null in a later round (the cards are back in play)',
    }),
    kittyPoints: points,
    unplayedTrumpPoints: points.meta({ description: 'Points of a hidden trump card never played (counted for the bid team)' }),
    points: twoTeams.meta({ description: 'Round points of each team; the bid team\'s include the kitty' }),
    tricksWon: z.array(z.number().int()).length(2),
    made: z.boolean().meta({ description: 'Did the bid team reach the adjusted bid (Tanni: win all 4 tricks)?' }),
    scoringTeam: team.meta({ description: 'The only team that gained match points this round' }),
    gained: points.meta({ description: 'Match points gained by the scoring team (the adjusted bid, or 60 for Tanni)' }),
    matchPoints: twoTeams.meta({ description: 'Match points after this round' }),
  })
  .meta({ id: 'TanniRoundSummary' });

export const tanniView = z
  .object({
    game: z.literal('tanni'),
    phase: z.enum(['dealing', 'auction', 'trump', 'play', 'finished']).meta({ description: '`trump`: the bid winner chooses the hidden trump card' }),
    target: z.number().int(),
    round: z.number().int(),
    dealer: seat,
    sevens: z.array(suit).meta({ description: 'TANNI-1: the two suits whose 7 is in this game\'s deck' }),
    viewer: seat.nullable().meta({ description: 'The seat this view is for; null for a spectator' }),
    toAct: seat.nullable().meta({ description: 'The seat whose action is awaited' }),
    hand: z.array(card).nullable().meta({ description: 'The viewer\'s hand (without a face-down trump card); null for a spectator' }),
    hiddenTrump: card.nullable().meta({ description: 'The face-down trump card: shown to the bid winner alone, and only while trump is hidden' }),
    auction: z
      .object({ opener: seat, turn: seat.nullable(), highBid: z.object({ seat, value: points }).nullable(), passed: z.array(z.boolean()), calls: z.array(call) })
      .nullable(),
    contract: z.object({ kind: z.enum(['bid', 'tanni']), seat, team, value: points }).nullable().meta({ description: 'The won bid or the Tanni call' }),
    trump: z.object({
      faceDown: z.boolean().meta({ description: 'A trump card lies face down (its identity is hidden)' }),
      open: z.boolean(),
      suit: suit.nullable().meta({ description: 'The trump suit, once trump is open (never before, even for the bid winner: see hiddenTrump)' }),
      card: card.nullable().meta({ description: 'The trump card that was hidden, once trump is open' }),
      openedBy: seat.nullable().meta({ description: 'The seat that could not follow suit (TANNI-9)' }),
    }),
    forced: card.nullable().meta({ description: 'TANNI-9: the opened trump card the bid winner must play now' }),
    kittySize: z.number().int().meta({ description: 'Cards in the kitty (their identity stays hidden until the round is scored)' }),
    trick: trick.nullable().meta({ description: 'The trick being played; null outside trick play' }),
    tricks: z.array(trick.extend({ winner: seat, points })).meta({ description: "This round's completed tricks" }),
    pairs: z.array(pair.extend({ cards: z.array(card) })).meta({ description: 'Pairs declared this round (whether trump is settled at scoring)' }),
    players: z.array(
      z.object({
        seat,
        team,
        handSize: z.number().int().meta({ description: 'Cards in hand (a face-down trump card is not counted)' }),
        tricksWon: z.number().int(),
        shown: z.array(card).meta({ description: 'Cards of this hand everyone has seen (declared pairs, the opened trump card)' }),
      }),
    ),
    roundPoints: twoTeams.meta({ description: 'Trick points each team has won this round (kitty not included)' }),
    matchPoints: twoTeams,
    rounds: z.array(roundSummary).meta({ description: 'Summaries of the scored rounds, latest last' }),
    winner: z.object({ team, seats: z.array(seat) }).nullable(),
  })
  .meta({ id: 'TanniState' });

export const tanniEvent = z
  .union([
    z.object({ type: z.literal('game-set-up'), sevens: z.array(suit), firstDealer: seat, target: z.number().int() }),
    z.object({ type: z.literal('round-dealt'), round: z.number().int(), dealer: seat, opener: seat, hand: z.array(card).nullable().meta({ description: "The reader's first 4 cards; null for a spectator" }) }),
    z.object({ type: z.literal('bid-made'), seat, value: points }),
    z.object({ type: z.literal('player-passed'), seat }),
    z.object({ type: z.literal('tanni-called'), seat }),
    z.object({ type: z.literal('contract-won'), seat, team, kind: z.enum(['bid', 'tanni']), value: points }),
    z.object({ type: z.literal('hands-completed'), cards: z.array(card).nullable().meta({ description: "The reader's 3 new cards; null for a spectator" }), kittySize: z.number().int() }),
    z.object({ type: z.literal('trump-chosen'), seat, card: card.nullable().meta({ description: 'The hidden card, for the bid winner only' }) }),
    z.object({ type: z.literal('trump-opened'), seat, bidder: seat, card, suit, forced: z.boolean().meta({ description: 'The bid winner must play this card now' }) }),
    z.object({ type: z.literal('pair-declared'), seat, team, suit, cards: z.array(card) }),
    z.object({ type: z.literal('card-played'), seat, card }),
    z.object({ type: z.literal('trick-won'), trick: z.number().int(), winner: seat, team, cards: z.array(card), points }),
    z.object({ type: z.literal('round-scored'), summary: roundSummary }),
    z.object({ type: z.literal('game-won'), team, winners: z.array(seat), matchPoints: twoTeams }),
  ])
  .meta({ id: 'TanniEvent' });

export type TanniView = z.infer<typeof tanniView>;
export type TanniPublicEvent = z.infer<typeof tanniEvent>;
export type TanniRoundSummaryView = z.infer<typeof roundSummary>;
