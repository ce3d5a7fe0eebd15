import { applyCommand, type Command, type Seat } from '../../engine';
import type { LeaveRecord } from '../../store';
import { leaveAllowed } from '../catalogue';
import { nowOf, type AppDeps } from '../deps';
import { AppError } from '../errors';
import { isOver, seatsOf, type LoadedGame } from '../game';
import { playersOf, requirePlayer } from '../players';
import { randomId } from '../tokens';
import { commitAndFollow, loadCurrent } from '../turns';
import { allowanceOf, DEFAULT_LEAVE, judgeLeave, spanOf, yearsShown, type YearAllowance } from './leave-allowance';

/**
 * A player's leave (issue 27 item 2, README "Correspondence clocks"): `POST /v1/me/leave` writes a
 * `declare-leave` entry into every waiting or active game where the player holds a seat, unless the
 * game's creator forbade leave (`options.leave: false`: its clocks keep running; the answer lists it
 * as excluded); `DELETE /v1/me/leave/{id}` writes `cancel-leave` where the leave is not over. The
 * games' logs are what the clocks read (engine/clock/leave.ts); the player's list (`player_leave`)
 * keeps the allowance. A game joined after leave was declared gets no entry: joining is being there
 * to play, and its clock runs (declare leave again after it, for later days).
 */

/** A leave as its player sees it: the stored record without the player it belongs to. */
export type LeaveView = Omit<LeaveRecord, 'playerId'>;

export interface LeaveAnswer {
  readonly leave: LeaveView;
  readonly allowance: YearAllowance[];
}

export interface LeaveList {
  readonly leave: LeaveView[];
  readonly allowance: YearAllowance[];
}

const viewOf = (l: LeaveRecord): LeaveView => ({ id: l.id, from: l.from, until: l.until, games: l.games, excluded: l.excluded, createdAt: l.createdAt, cancelledAt: l.cancelledAt });

function allowanceNow(deps: AppDeps, leave: readonly LeaveRecord[]): YearAllowance[] {
  const spans = leave.map(spanOf);
  return allowanceOf(deps.leave ?? DEFAULT_LEAVE, spans, yearsShown(nowOf(deps).getTime(), spans));
}

/** `GET /v1/me/leave`: every leave of the player, and the allowance of this year (and of any year leave ahead touches). */
export async function listLeave(deps: AppDeps, token: string | undefined): Promise<LeaveList> {
  const player = await requirePlayer(deps, token);
  const leave = await playersOf(deps).listLeave(player.id);
  return { leave: leave.map(viewOf), allowance: allowanceNow(deps, leave) };
}

/** `POST /v1/me/leave`: judged whole before anything is written (leave-allowance.ts), then recorded and written to every game. */
export async function declareLeave(deps: AppDeps, token: string | undefined, input: { from: string; until: string }): Promise<LeaveAnswer> {
  const player = await requirePlayer(deps, token);
  const store = playersOf(deps);
  const now = nowOf(deps);
  const existing = await store.listLeave(player.id);
  const span = judgeLeave(deps.leave ?? DEFAULT_LEAVE, now.getTime(), Date.parse(input.from), Date.parse(input.until), existing.map((l) => ({ id: l.id, ...spanOf(l) })));
  const record: LeaveRecord = {
    id: `lv_${randomId(14)}`,
    playerId: player.id,
    from: new Date(span.from).toISOString(),
    until: new Date(span.until).toISOString(),
    games: [],
    excluded: [],
    createdAt: now.toISOString(),
    cancelledAt: null,
  };
  if (!(await store.addLeave(record))) throw new AppError('leave-overlaps', 'that leave overlaps leave declared meanwhile: list yours (GET /v1/me/leave)');
  const { games, excluded } = await writeToGames(deps, player.id, (seat) => ({ kind: 'declare-leave', seat, id: record.id, from: record.from, until: record.until }), () => true);
  await store.setLeaveGames(record.id, games, excluded);
  return { leave: viewOf({ ...record, games, excluded }), allowance: allowanceNow(deps, [...existing, record]) };
}

/** `DELETE /v1/me/leave/{id}`: leave not begun goes; leave under way ends now. Leave over (or cancelled) is `409 leave-over`. */
export async function cancelLeave(deps: AppDeps, token: string | undefined, id: string): Promise<LeaveAnswer> {
  const player = await requirePlayer(deps, token);
  const store = playersOf(deps);
  const now = nowOf(deps);
  const leave = await store.listLeave(player.id);
  const found = leave.find((l) => l.id === id);
  if (!found) throw new AppError('not-found', `you have no leave ${id}`);
  const at = now.toISOString();
  const until = Date.parse(found.from) >= now.getTime() ? found.from : at;
  if (found.cancelledAt !== null || !(await store.cancelLeave(player.id, id, until, at))) throw new AppError('leave-over', `leave ${id} is over${found.cancelledAt ? ' (cancelled)' : ''}: there is nothing to cancel`);
  // Every game whose clock still holds the leave, as it stands: those written, and any written since.
  const live = (loaded: LoadedGame, seat: Seat) => (loaded.leaves[seat] ?? []).some((s) => s.id === id && Date.parse(s.until) > now.getTime());
  await writeToGames(deps, player.id, (seat) => ({ kind: 'cancel-leave', seat, id }), live);
  const cancelled: LeaveRecord = { ...found, until, cancelledAt: at };
  return { leave: viewOf(cancelled), allowance: allowanceNow(deps, leave.map((l) => (l.id === id ? cancelled : l))) };
}

const ATTEMPTS = 3;

/**
 * Writes the entry `commandFor(seat)` for each seat the player holds (where `wanted`) in each of
 * their games not over, one game after another; a game changed meanwhile is read again. The games
 * come from the player's "my games" rows and are judged on their log: a row that is behind says
 * nothing that decides.
 */
async function writeToGames(
  deps: AppDeps,
  playerId: string,
  commandFor: (seat: Seat) => Extract<Command, { kind: 'declare-leave' | 'cancel-leave' }>,
  wanted: (loaded: LoadedGame, seat: Seat) => boolean,
): Promise<{ games: string[]; excluded: string[] }> {
  const games: string[] = [];
  const excluded: string[] = [];
  const rows = await playersOf(deps).playerGameVersions(playerId);
  for (const row of rows) {
    if (row.status !== 'waiting' && row.status !== 'active') continue;
    let loaded = await loadCurrent(deps, row.gameId);
    if (isOver(loaded) || seatsOf(loaded, playerId).length === 0) continue;
    if (!leaveAllowed(loaded.record.settings)) {
      excluded.push(row.gameId);
      continue;
    }
    let wrote = false;
    for (const seat of seatsOf(loaded, playerId)) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        if (isOver(loaded) || !wanted(loaded, seat)) break;
        const command = commandFor(seat);
        const outcome = applyCommand(loaded.game, loaded.match, command, loaded.random);
        if (!outcome.ok) break;
        // What replay reads back (game/replay.ts commandOf), and who wrote it, as lifecycle entries keep it.
        const payload = command.kind === 'declare-leave' ? { id: command.id, from: command.from, until: command.until } : { id: command.id };
        const draft = { kind: command.kind, seat, command, payload: { ...payload, by: `player:${playerId}` } };
        const done = await commitAndFollow(deps, loaded, draft, outcome);
        if (done.ok) {
          loaded = done.loaded;
          wrote = true;
          break;
        }
        loaded = await loadCurrent(deps, row.gameId);
      }
    }
    if (wrote) games.push(row.gameId);
  }
  return { games, excluded };
}
