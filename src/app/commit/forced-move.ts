import type { Seat, Typed } from '../../engine';
import { legalActionsOf, statusOf, type LoadedGame } from '../game';

/** The seat to act's only legal move, when there is exactly one (autoPlayForced). */
export function forcedMove(loaded: LoadedGame): { seat: Seat; action: Typed } | null {
  if (!loaded.record.settings.autoPlayForced || !loaded.match.started) return null;
  const status = statusOf(loaded);
  if (status.phase !== 'active' || status.toAct.length !== 1) return null;
  const seat = status.toAct[0]!;
  const moves = legalActionsOf(loaded, seat);
  return moves.length === 1 ? { seat, action: moves[0]! } : null;
}
