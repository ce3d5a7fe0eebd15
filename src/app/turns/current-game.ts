import { isBotLevel } from '../../bots';
import { applyCommand, type Outcome } from '../../engine';
import type { NewSeat } from '../../store';
import { botCanSee, botDecides, botToAct, botTurn, timeoutMove } from '../bots';
import { commit, type CommitExtras, type CommitResult, type Draft } from '../commit';
import { nowOf, type AppDeps } from '../deps';
import { AppError } from '../errors';
import { legalActionsOf, overdueSeat, type LoadedGame } from '../game';
import { loadStored } from '../load';
import { botsGoOn } from './bots-later';

/** Attempts to apply due timeouts before giving up on a game that keeps changing. */
const ATTEMPTS = 5;

/**
 * The game as it stands now: loaded, and with every turn whose deadline has passed played by the
 * server first (a `timeout` entry, then any forced moves). Every read and write goes through here,
 * so a game never waits for the sweep, and a move that arrives after its deadline is judged after
 * the server's move — it is then usually `not-your-turn`.
 *
 * With `cached`, a game held in the cache is used as it is, with no read at all: only for writers,
 * whose append fails if the game moved on meanwhile. With `fullHistory`, `history` holds the whole
 * log (see loadStored).
 */
export async function loadCurrent(deps: AppDeps, id: string, { cached = false, fullHistory = false }: { cached?: boolean; fullHistory?: boolean } = {}): Promise<LoadedGame> {
  // A writer may start from the cached game without reading: its append is refused if it is stale.
  let loaded = (cached && !fullHistory && deps.cache?.get(id)) || (await loadStored(deps, id, { fullHistory }));
  let botsPlayed = false;
  for (let attempt = 0; attempt < ATTEMPTS; ) {
    const seat = overdueSeat(loaded, nowOf(deps));
    if (seat === null) {
      // A bot to act whose chain ran out of budget (or whose background work was lost): play one share.
      if (botsPlayed || !botToAct(loaded)) return loaded;
      // A bot reads its seat's round from the log: load all of it if this copy starts too late.
      if (!botCanSee(loaded)) loaded = await loadStored(deps, id, { fullHistory: true });
      const bot = botTurn(loaded);
      if (!bot) return loaded;
      const command = { kind: 'action' as const, seat: bot.seat, action: bot.action };
      const outcome = applyCommand(loaded.game, loaded.match, command, loaded.random);
      if (!outcome.ok) throw new Error(`bot move ${JSON.stringify(bot.action)} refused: ${outcome.rejection.message}`);
      const done = await commitAndFollow(deps, loaded, { kind: 'bot', seat: bot.seat, command, payload: { action: bot.action, bot: bot.level } }, outcome);
      if (done.ok) [loaded, botsPlayed] = [done.loaded, true];
      else [attempt, loaded] = [attempt + 1, await loadStored(deps, id, { fullHistory })];
      continue;
    }
    // onTimeout: a bot of that level plays the turn (issue 16); else the fixed policy (bots/timeout-move.ts).
    const level = loaded.record.settings.onTimeout;
    if (isBotLevel(level) && !botCanSee(loaded)) loaded = await loadStored(deps, id, { fullHistory: true });
    const action = isBotLevel(level) ? botDecides(loaded, seat, level).action : timeoutMove(legalActionsOf(loaded, seat));
    const command = { kind: 'action' as const, seat, action };
    const outcome = applyCommand(loaded.game, loaded.match, command, loaded.random);
    if (!outcome.ok) throw new Error(`timeout move ${JSON.stringify(action)} refused: ${outcome.rejection.message}`);
    const done = await commitAndFollow(deps, loaded, { kind: 'timeout', seat, command, payload: isBotLevel(level) ? { action, bot: level } : { action } }, outcome);
    if (done.ok) loaded = done.loaded;
    else {
      attempt++;
      loaded = await loadStored(deps, id, { fullHistory }); // someone else wrote first (maybe the same timeout): look again
    }
  }
  throw new AppError('version-conflict', 'the game kept changing while its turn clock was applied; try again');
}

/**
 * Every commit of a use case goes through here: `commit` writes and answers what happened, and what
 * must follow runs now — bots still to act go on after the answer. One way down: the commit never
 * calls back up into the loading that plays bots.
 */
export async function commitAndFollow(
  deps: AppDeps,
  loaded: LoadedGame,
  draft: Draft,
  outcome: Extract<Outcome, { ok: true }>,
  seatClaim?: NewSeat,
  extras?: CommitExtras,
): Promise<CommitResult> {
  const done = await commit(deps, loaded, draft, outcome, seatClaim, extras);
  if (done.ok && done.botsPending) {
    const id = loaded.record.id;
    botsGoOn(deps, id, () => loadCurrent(deps, id));
  }
  return done;
}
