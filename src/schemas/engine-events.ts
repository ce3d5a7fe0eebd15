import { z } from 'zod';

/** What every game shares in its log and views: the engine's own events, entry kinds, statuses. */

const seat = z.number().int().min(0).meta({ example: 0 });

export const gameStatusSchema = z.enum(['waiting', 'active', 'finished', 'aborted']).meta({
  id: 'GameStatus',
  description: '`finished`: played out or resigned (`result.reason`); `aborted`: called off, no winner',
});

export const endReasonSchema = z.enum(['played-out', 'resigned', 'aborted']).meta({ id: 'EndReason', description: 'Why the game ended' });

export const ENTRY_KINDS = ['join', 'action', 'auto', 'timeout', 'bot', 'leave', 'resign', 'abort', 'reset', 'takeover', 'rematch', 'declare-leave', 'cancel-leave', 'remind'] as const;

export const entryKindSchema = z.enum(ENTRY_KINDS).meta({
  description:
    '`auto`: a forced move the server played; `timeout`: played for a seat whose time ran out; `bot`: played by the bot holding the seat; `leave`, `resign`, `abort`, `reset` (a seat freed or handed to a player by the admin), `takeover` (a seat handed to a bot by the admin), `rematch`: the lifecycle; `declare-leave`, `cancel-leave`: the seat\'s player declared or cancelled leave (`POST /v1/me/leave`), which stops its clock; `remind`: the server reminded the awaited seat\'s player that its time runs short (README "Reminders")',
});

/** The engine's events (src/engine/match-state.ts), public to every reader. */
export const engineEventSchemas = [
  z.object({ type: z.literal('seat-joined'), seat, name: z.string() }).meta({ id: 'SeatJoined' }),
  z.object({ type: z.literal('game-started') }).meta({ id: 'GameStarted', description: 'Every seat is taken: the cards are dealt' }),
  z.object({ type: z.literal('seat-left'), seat }).meta({ id: 'SeatLeft', description: 'A seat left before the deal' }),
  z.object({ type: z.literal('seat-resigned'), seat }).meta({ id: 'SeatResigned', description: 'A seat resigned: the game is over' }),
  z.object({ type: z.literal('game-aborted'), seat: seat.nullable() }).meta({ id: 'GameAborted', description: 'The game was called off (seat null: by its admin)' }),
  z.object({ type: z.literal('seat-reset'), seat, name: z.string().nullable() }).meta({ id: 'SeatReset', description: 'The admin freed the seat (name null) or handed it to a player' }),
  z.object({ type: z.literal('seat-taken-over'), seat, bot: z.string().meta({ example: 'expert' }) }).meta({ id: 'SeatTakenOver', description: 'The admin handed the seat to a bot of this level for the rest of the game' }),
  z.object({ type: z.literal('rematch-created'), gameId: z.string() }).meta({ id: 'RematchCreated', description: 'The rematch of this finished game' }),
  z
    .object({ type: z.literal('leave-declared'), seat, leaveId: z.string().meta({ example: 'lv_3kTz9QmWc1rB' }), from: z.string().meta({ example: '2026-12-24T00:00:00.000Z' }), until: z.string().meta({ example: '2026-12-28T00:00:00.000Z' }) })
    .meta({ id: 'LeaveDeclared', description: "The seat's player declared leave (`POST /v1/me/leave`): the seat's clock does not run from `from` until `until`" }),
  z
    .object({ type: z.literal('leave-cancelled'), seat, leaveId: z.string().meta({ example: 'lv_3kTz9QmWc1rB' }) })
    .meta({ id: 'LeaveCancelled', description: "The seat's player cancelled leave `leaveId`: not begun, it is gone; under way, it ended at this entry" }),
  z
    .object({ type: z.literal('turn-reminded'), seat, threshold: z.number().int().meta({ description: 'The threshold reached: seconds left, as the player set it (`PUT /v1/me/reminders`)', example: 3600 }), deadline: z.string().meta({ example: '2026-12-10T09:00:00.000Z' }) })
    .meta({ id: 'TurnReminded', description: "The server reminded the awaited seat's player that `threshold` seconds or less are left before `deadline` (a `turn.reminder` player webhook and player-stream event); the clock runs on" }),
] as const;
