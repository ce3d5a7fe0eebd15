import { z } from 'zod';

/** Edge shapes of Tanni: options and actions (views and events are in view-schema.ts). */
export const card = z.string().meta({ example: 'JH', description: 'A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)' });
export const suit = z.enum(['S', 'H', 'D', 'C']);
export const seat = z.number().int().min(0).max(3);
export const team = z.union([z.literal(0), z.literal(1)]).meta({ description: 'Team 0 is seats 0 and 2, team 1 is seats 1 and 3' });
/** Points as the API shows them: decimals of quarter points (`18.5`, `0.25`). */
export const points = z.number().meta({ description: 'Points in steps of 0.25', example: 18.5 });

export const tanniOptions = z
  .object({
    target: z.number().int().min(1).max(100_000).default(100).meta({ description: 'TANNI-3/15: match points a team needs to win (e.g. 200 for a long game)' }),
    firstDealer: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal('random')])
      .default('random')
      .meta({ description: 'TANNI-3: the dealer of round 1, or "random" (drawn from the game seed)' }),
  })
  .strict()
  .meta({ id: 'TanniOptions' });

export const tanniAction = z
  .discriminatedUnion('type', [
    z
      // Any number: the rules, not the schema, refuse 15.25 or 31 (TANNI-5: bid-off-grid, bid-too-high …).
      .object({ type: z.literal('bid'), value: z.number().meta({ description: 'From 15 to 30 in steps of 0.5; other numbers are refused by TANNI-5 (`bid-off-grid`, `bid-too-low`, `bid-too-high`)', example: 18.5 }) })
      .strict()
      .meta({ id: 'TanniBid', description: 'TANNI-5: bid higher than the high bid; a bid of 30 ends the auction at once', example: { type: 'bid', value: 18.5 } }),
    z
      .object({ type: z.literal('pass') })
      .strict()
      .meta({ id: 'TanniPass', description: 'TANNI-5: pass, final for this round (not allowed on the opener\'s first turn)', example: { type: 'pass' } }),
    z
      .object({ type: z.literal('call-tanni') })
      .strict()
      .meta({ id: 'TanniCallTanni', description: 'TANNI-12: call Tanni, a bid of 30 that ends the auction: 4 cards each, no trump, your team must win all 4 tricks', example: { type: 'call-tanni' } }),
    z
      .object({ type: z.literal('choose-trump'), card })
      .strict()
      .meta({ id: 'TanniChooseTrump', description: 'TANNI-7: the bid winner lays one card of their 7 face down; its suit is trump', example: { type: 'choose-trump', card: 'JH' } }),
    z
      .object({ type: z.literal('declare-pair'), suit })
      .strict()
      .meta({ id: 'TanniDeclarePair', description: 'TANNI-11: on your turn, before playing, declare the K and Q of a suit held in hand, once your team has won a trick; does not use the turn', example: { type: 'declare-pair', suit: 'H' } }),
    z
      .object({ type: z.literal('play'), card })
      .strict()
      .meta({ id: 'TanniPlay', description: 'TANNI-8/9: play a card of your hand; follow the led suit when you can', example: { type: 'play', card: '9S' } }),
  ])
  .meta({ id: 'TanniAction' });
