import { z } from 'zod';

/** Edge shapes of Tantony: options, actions, the per-seat view and the redacted events. */
const card = z.string().meta({ example: 'QS', description: 'A card id: rank (A 2..10 J Q K) then suit (S H D C)' });
const seat = z.number().int().min(0).max(3);
const seats = z.array(seat);
const points = z.number().int();
const perSeat = z.array(points);

export const tantonyOptions = z
  .object({
    variant: z
      .enum(['teams', 'split-partner', 'three-player'])
      .default('teams')
      .meta({ description: 'TANTONY-2: `teams` (4 players, partners 0+2 and 1+3), `split-partner` (4 players scored individually, TANTONY-12) or `three-player` (TANTONY-13)' }),
    firstDealer: z
      .union([seat, z.literal('random')])
      .default('random')
      .meta({ description: 'The seat that deals, or `random`. The seat before the dealer leads round 1 (TANTONY-4; in ruleset 1, the seat after it)' }),
  })
  .strict()
  .refine((o) => o.firstDealer === 'random' || o.variant !== 'three-player' || o.firstDealer < 3, {
    message: 'the three-player variant has seats 0 to 2',
    path: ['firstDealer'],
  })
  .meta({ id: 'TantonyOptions' });

export const tantonyAction = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('play'), card }).strict().meta({
      id: 'TantonyPlay',
      description: 'TANTONY-5: play a card from your hand; follow the led suit if you can',
      example: { type: 'play', card: 'QS' },
    }),
    z.object({ type: z.literal('give-trick'), to: seat }).strict().meta({
      id: 'TantonyGiveTrick',
      description: 'TANTONY-6: the trick winner gives the trick to a player (themselves included) who has received fewer than 3 tricks this round (4 in three-player)',
      example: { type: 'give-trick', to: 2 },
    }),
  ])
  .meta({ id: 'TantonyAction' });

const play = z.object({ seat, card });
const trick = z.object({ number: z.number().int(), leader: seat, leadSuit: z.enum(['S', 'H', 'D', 'C']).nullable(), plays: z.array(play) });
const exchangeFields = {
  trick: z.number().int(),
  winner: seat,
  winnerCard: card,
  runt: card.meta({ description: 'The lowest card of the led suit in the last trick' }),
  runtSeat: seat,
  takes: z.array(card).meta({ description: 'TANTONY-9: the card each seat took from the last trick (index = seat)' }),
};
const exchange = z.object(exchangeFields);
const completedTrick = trick.extend({
  winner: seat,
  receiver: seat.nullable().meta({ description: 'Who received the trick; null while the winner chooses, and for the exchanged last trick (TANTONY-9)' }),
  runt: card.nullable().meta({ description: 'The card laid face up by the receiver (TANTONY-7)' }),
  automatic: z.boolean().meta({ description: 'The engine gave the trick because only one player had room (TANTONY-6)' }),
});
const result = z.object({ winners: seats, draw: z.boolean(), scores: perSeat.meta({ description: 'Final score of each seat (teams: the team total, repeated for both partners; split-partner: own plus the previous seat, TANTONY-12)' }) });

export const tantonyView = z
  .object({
    game: z.literal('tantony'),
    variant: z.enum(['teams', 'split-partner', 'three-player']),
    phase: z.enum(['dealing', 'play', 'give', 'scoring', 'finished']).meta({ description: '`give`: the trick winner must choose a receiver' }),
    round: z.number().int(),
    roundCount: z.number().int().meta({ description: 'Rounds in a full game: 4, or 3 in three-player; the teams and three-player games may end earlier (TANTONY-11, 13)' }),
    dealer: seat,
    leader: seat.meta({ description: 'The seat that led the first trick of this round (TANTONY-4)' }),
    turn: seat.nullable().meta({ description: 'Whose move is awaited: the player to play, or the trick winner choosing a receiver' }),
    canReceive: seats.meta({ description: 'Seats the pending trick may be given to (TANTONY-6); empty unless phase is `give`' }),
    hand: z.array(card).nullable().meta({ description: "The caller's own hand; null for a spectator" }),
    faceDown: z.array(card).nullable().meta({ description: "The caller's own face-down trick cards this round (their next hand); null for a spectator" }),
    trick: trick.nullable().meta({ description: 'The trick being played; null while a gift is pending' }),
    tricks: z.array(completedTrick).meta({ description: "This round's completed tricks, every card played included" }),
    lastTrick: exchange.nullable().meta({ description: "This round's last-trick exchange (TANTONY-9), once made" }),
    players: z.array(
      z.object({
        seat,
        team: z.number().int().nullable().meta({ description: 'Team 0 is seats 0+2, team 1 is seats 1+3; null when scored individually' }),
        handSize: z.number().int(),
        tricksReceived: z.number().int(),
        runts: z.array(card).meta({ description: 'Face-up runts this round (TANTONY-7)' }),
        faceDownCount: z.number().int(),
        lastTrickCard: card.nullable().meta({ description: 'The card taken from the last trick (TANTONY-9)' }),
        roundScore: points.meta({ description: "This player's own score so far this round (TANTONY-10)" }),
        total: points.meta({ description: "This player's own running total" }),
        combined: points.nullable().meta({ description: 'Split-partner: own total plus the previous seat (TANTONY-12); null in other variants' }),
      }),
    ),
    teams: z
      .array(z.object({ team: z.number().int(), seats, roundScore: points, total: points }))
      .nullable()
      .meta({ description: 'Teams variant: the partners summed (TANTONY-10); null otherwise' }),
    history: z.array(
      z.object({
        round: z.number().int(),
        leader: seat,
        runts: z.array(z.array(card)),
        exchange: exchange.nullable(),
        scores: perSeat,
        totals: perSeat,
        teamScores: perSeat.nullable(),
        teamTotals: perSeat.nullable(),
      }),
    ).meta({ description: 'Completed rounds' }),
    result: result.nullable(),
  })
  .meta({ id: 'TantonyState' });

const handFields = {
  hand: z.array(card).nullable().meta({ description: "The reader's own hand; null for a spectator" }),
  handSizes: z.array(z.number().int()),
};

export const tantonyEvent = z
  .union([
    z.object({ type: z.literal('game-dealt'), dealer: seat, leader: seat, ...handFields }),
    z.object({ type: z.literal('card-played'), seat, card }),
    z.object({ type: z.literal('trick-won'), trick: z.number().int(), winner: seat, cards: z.array(card) }),
    z.object({ type: z.literal('trick-given'), trick: z.number().int(), from: seat, to: seat, runt: card, automatic: z.boolean() }),
    z.object({ type: z.literal('last-trick-exchanged'), ...exchangeFields }),
    z.object({ type: z.literal('round-scored'), round: z.number().int(), scores: perSeat, totals: perSeat }),
    z.object({ type: z.literal('round-started'), round: z.number().int(), leader: seat, ...handFields }),
    z.object({ type: z.literal('game-ended'), round: z.number().int(), early: z.boolean(), ...result.shape }),
  ])
  .meta({ id: 'TantonyEvent' });

export type TantonyView = z.infer<typeof tantonyView>;
export type TantonyPublicEvent = z.infer<typeof tantonyEvent>;
