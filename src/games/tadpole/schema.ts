import { z } from 'zod';

/** Edge shapes of Tadpole: options, actions, the per-seat view and the redacted events. */
const card = z.string().meta({ example: '7H', description: 'A standard card: rank A 2–10 J Q K then suit S H D C' });
const seat = z.number().int().min(0).max(2);
const suit = z.enum(['S', 'H', 'D', 'C']);
const deck = z.enum(['red', 'black']).meta({ description: 'A Bongle deck: red (hearts, diamonds) or black (spades, clubs)' });
const endReason = z.enum(['no-card-to-play', 'round-cannot-be-set-up']);

export const tadpoleOptions = z
  .object({
    firstDealer: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal('random')])
      .default('random')
      .meta({ description: 'TADPOLE-3: the seat that deals the first round, or "random" (drawn from the seed)' }),
  })
  .strict()
  .meta({ id: 'TadpoleOptions' });

export const tadpoleAction = z
  .discriminatedUnion('type', [
    z
      .object({ type: z.literal('play'), card })
      .strict()
      .meta({ id: 'TadpolePlay', description: 'TADPOLE-7/9: play a card from your hand (follow the led suit if you can)', example: { type: 'play', card: '7H' } }),
    z
      .object({ type: z.literal('play-bongle'), deck })
      .strict()
      .meta({
        id: 'TadpolePlayBongle',
        description:
          "TADPOLE-8: play blind from a Bongle deck: its top face-down card (or its flipped card once no face-down card is left) is turned up and played. Only when you cannot follow suit, or your hand is empty",
        example: { type: 'play-bongle', deck: 'red' },
      }),
  ])
  .meta({ id: 'TadpoleAction' });

const source = z.enum(['hand', 'bongle', 'flipped']).meta({ description: "Where the card came from: the hand, a Bongle deck's top face-down card, or a deck's flipped card" });
const play = z.object({ seat, card, from: source, deck: deck.nullable() });
const trick = z.object({ number: z.number().int(), leader: seat, plays: z.array(play) });
const bongle = z.object({
  faceDown: z.number().int().meta({ description: 'Face-down cards left in this deck; their order is secret' }),
  flipped: card.nullable().meta({ description: "This round's unplayed flipped card beside the deck (null when none)" }),
});

export const tadpoleView = z
  .object({
    game: z.literal('tadpole'),
    phase: z.enum(['dealing', 'play', 'finished']),
    round: z.number().int(),
    dealer: seat,
    toAct: seat.nullable().meta({ description: 'The seat whose play is due; null once the game is over' }),
    trump: suit.nullable().meta({ description: 'Trump for the trick being played (TADPOLE-4, TADPOLE-11); null means no trump' }),
    bongle: z.object({ red: bongle, black: bongle }),
    tiedCards: z.array(card).meta({ description: 'Cards flipped this round on a trump tie and shuffled into the Tadpole deck (TADPOLE-4)' }),
    extraPileSize: z.number().int().meta({ description: 'Face-down Extra Pile (TADPOLE-5); its cards are secret' }),
    tadpoleDeckSize: z.number().int().meta({ description: 'Tadpole deck waiting to be dealt; non-zero only when the game ended because a round could not be set up' }),
    hand: z.array(card).nullable().meta({ description: "The caller's own hand; null for a spectator" }),
    trick: trick.extend({
      leadSuit: suit.nullable(),
      size: z.number().int().meta({ description: 'Cards this trick takes: 3 for the first trick of a round, 4 afterwards (the leader plays an extra card, TADPOLE-6)' }),
    }),
    tricks: z.array(trick.extend({ winner: seat })).meta({ description: "This round's completed tricks" }),
    players: z.array(
      z.object({
        seat,
        handSize: z.number().int(),
        outOfCards: z.boolean().meta({ description: 'The hand is empty: this player plays blind from the Bongle decks (TADPOLE-9)' }),
        score: z.number().int().meta({ description: 'Tricks won in the whole game (1 point each)' }),
      }),
    ),
    rounds: z.array(z.object({ round: z.number().int(), dealer: seat, tricksWon: z.array(z.number().int()) })).meta({ description: 'Completed rounds' }),
    discarded: z.array(card).meta({ description: 'Cards of the trick cut short by the game end, unscored (TADPOLE-14)' }),
    endReason: endReason.nullable(),
    winners: z.array(seat).meta({ description: 'Seats with the top score once the game is over (several share the win); empty before' }),
  })
  .meta({ id: 'TadpoleState' });

export const tadpoleEvent = z
  .union([
    z.object({ type: z.literal('bongle-decks-shuffled'), redSize: z.number().int(), blackSize: z.number().int() }),
    z.object({ type: z.literal('round-started'), round: z.number().int(), dealer: seat }),
    z.object({ type: z.literal('trump-flipped'), red: card.nullable(), black: card.nullable() }),
    z.object({ type: z.literal('trump-tied'), cards: z.array(card) }),
    z.object({ type: z.literal('trump-chosen'), trump: suit }),
    z.object({
      type: z.literal('round-dealt'),
      round: z.number().int(),
      leader: seat,
      hand: z.array(card).nullable().meta({ description: "The reader's own new hand; null for a spectator" }),
      handSizes: z.array(z.number().int()),
      extraPileSize: z.number().int(),
    }),
    z.object({ type: z.literal('card-played'), seat, card, from: source, deck: deck.nullable() }),
    z.object({ type: z.literal('trick-won'), trick: z.number().int(), winner: seat, cards: z.array(card) }),
    z.object({ type: z.literal('trump-changed'), trump: suit.nullable() }),
    z.object({ type: z.literal('round-ended'), round: z.number().int(), tadpoleDeckSize: z.number().int() }),
    z.object({ type: z.literal('game-ended'), reason: endReason, seat: seat.nullable(), discarded: z.array(card), scores: z.array(z.number().int()), winners: z.array(seat) }),
  ])
  .meta({ id: 'TadpoleEvent' });

export type TadpoleView = z.infer<typeof tadpoleView>;
export type TadpolePublicEvent = z.infer<typeof tadpoleEvent>;
