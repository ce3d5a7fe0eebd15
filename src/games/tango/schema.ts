import { z } from 'zod';

/** Edge shapes of Tango: options, actions, the per-seat view and the redacted events. */
const card = z.string().meta({ example: 'G7', description: 'A Tango card: suit letter G/Y/P/R then 1–10, or ROSE' });
const seat = z.number().int().min(0).max(1);
const suit = z.enum(['G', 'Y', 'P', 'R']);

export const tangoOptions = z
  .object({
    variant: z.enum(['roses', 'long']).default('roses').meta({ description: 'TANGO-2: `roses` (first to 2 round wins) or `long` (TANGO-14)' }),
    firstDealer: z.union([z.literal(0), z.literal(1), z.literal('random')]).default('random'),
  })
  .strict()
  .meta({ id: 'TangoOptions' });

export const tangoAction = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('play'), card }).strict().meta({ id: 'TangoPlay', description: 'TANGO-6: play a card (from hand for plays 1–2 of a trick, from your face-up piles for plays 3–4)', example: { type: 'play', card: 'G7' } }),
    z.object({ type: z.literal('swap-style'), card }).strict().meta({ id: 'TangoSwapStyle', description: 'TANGO-11: the trick loser swaps a hand card (not the ROSE) with the Style card', example: { type: 'swap-style', card: 'Y9' } }),
    z.object({ type: z.literal('decline-swap') }).strict().meta({ id: 'TangoDeclineSwap', description: 'TANGO-11: the trick loser keeps the Style card as it is', example: { type: 'decline-swap' } }),
  ])
  .meta({ id: 'TangoAction' });

const play = z.object({ seat, card, from: z.enum(['hand', 'pile']) });
const trick = z.object({ number: z.number().int(), leader: seat, leadSuit: suit.nullable(), plays: z.array(play) });
const swap = z.object({
  afterTrick: z.number().int(),
  seat,
  swapped: z.boolean(),
  gave: card.optional().meta({ description: 'The hand card that became the Style card' }),
  took: card.optional().meta({ description: 'The old Style card, now in the hand' }),
});
const roundResult = z.object({
  round: z.number().int(),
  dealer: seat,
  scores: z.array(z.number().int()),
  roseTo: seat.nullable(),
  totals: z.array(z.number().int()),
});

export const tangoView = z
  .object({
    game: z.literal('tango'),
    variant: z.enum(['roses', 'long']),
    phase: z.enum(['dealing', 'play', 'swap', 'finished']),
    round: z.number().int(),
    dealer: seat,
    styleCard: card.nullable(),
    trump: suit.nullable(),
    hand: z.array(card).nullable().meta({ description: "The caller's own hand; null for a spectator" }),
    swapper: seat.nullable().meta({ description: 'The trick loser deciding on the Style swap' }),
    trick: trick.meta({ description: 'The trick being played' }),
    tricks: z.array(trick.extend({ winner: seat })).meta({ description: "This round's completed tricks" }),
    swaps: z.array(swap),
    players: z.array(
      z.object({
        seat,
        handSize: z.number().int(),
        piles: z.array(z.object({ faceUp: card.nullable(), faceDown: z.boolean() })).meta({ description: 'Face-down cards are never shown, not even to their owner' }),
        tricksWon: z.number().int(),
        score: z.number().int().meta({ description: 'TANGO-12 score of the cards won so far this round' }),
        roses: z.number().int(),
        total: z.number().int().meta({ description: 'Long variant running total (TANGO-14)' }),
      }),
    ),
    rounds: z.array(roundResult),
    winner: seat.nullable(),
  })
  .meta({ id: 'TangoState' });

export const tangoEvent = z
  .union([
    z.object({
      type: z.literal('round-dealt'),
      round: z.number().int(),
      dealer: seat,
      style: card,
      reshuffles: z.number().int(),
      hand: z.array(card).nullable().meta({ description: "The reader's own new hand; null for a spectator" }),
      faceUp: z.array(z.array(card)).meta({ description: 'Face-up pile cards of each seat' }),
    }).meta({ id: 'TangoRoundDealt' }),
    z.object({ type: z.literal('card-played'), seat, card, from: z.enum(['hand', 'pile']) }).meta({ id: 'TangoCardPlayed' }),
    z.object({ type: z.literal('trick-won'), trick: z.number().int(), winner: seat, cards: z.array(card) }).meta({ id: 'TangoTrickWon' }),
    z.object({ type: z.literal('cards-revealed'), seat, cards: z.array(z.object({ pile: z.number().int(), card })) }).meta({ id: 'TangoCardsRevealed' }),
    z.object({ type: z.literal('style-swapped'), seat, gave: card, took: card }).meta({ id: 'TangoStyleSwapped' }),
    z.object({ type: z.literal('swap-declined'), seat }).meta({ id: 'TangoSwapDeclined' }),
    z.object({ type: z.literal('round-scored'), round: z.number().int(), scores: z.array(z.number().int()), roseTo: seat.nullable(), totals: z.array(z.number().int()), roses: z.array(z.number().int()) }).meta({ id: 'TangoRoundScored' }),
    z.object({ type: z.literal('game-won'), winner: seat, roses: z.array(z.number().int()) }).meta({ id: 'TangoGameWon' }),
  ])
  .meta({ id: 'TangoEvent' });

export type TangoView = z.infer<typeof tangoView>;
export type TangoPublicEvent = z.infer<typeof tangoEvent>;
