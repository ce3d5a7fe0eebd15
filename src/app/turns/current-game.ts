import { isBotLevel } from '../../bots';
import { applyCommand, type Outcome } from '../../engine';
import type { NewSeat } from '../../store';
import { botCanSee, botDecides, botsOnly, botToAct, botTurn, timeoutMove, type BotTurn } from '../bots';
import { commit, type CommitExtras, type CommitResult, type Draft } from '../commit';
import { nowOf, type AppDeps, type BotShare } from '../deps';
import { AppError, logBackgroundFailure } from '../errors';
import { legalActionsOf, overdueSeat, type LoadedGame } from '../game';
import { loadStored } from '../load';

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
 * log (see loadStored). A game of bots alone is never played here: its bots play from the bot queue
 * (turns/bot-queue.ts), which charges their payer, so a read only hands it in (`botsGoOn`); with
 * `bots: false` (the queue's own share) not even that.
 */
export async function loadCurrent(
  deps: AppDeps,
  id: string,
  { cached = false, fullHistory = false, bots = true }: { cached?: boolean; fullHistory?: boolean; bots?: boolean } = {},
): Promise<LoadedGame> {
  // A writer may start from the cached game without reading: its append is refused if it is stale.
  let loaded = (cached && !fullHistory && deps.cache?.get(id)) || (await loadStored(deps, id, { fullHistory }));
  let botsPlayed = false;
  for (let attempt = 0; attempt < ATTEMPTS; ) {
    const seat = overdueSeat(loaded, nowOf(deps));
    if (seat === null) {
      // A bot to act whose chain ran out of budget (or whose background work was lost): play one
      // share — unless only bots sit there: the queue plays those, paid for (issue 26, item 1).
      if (botsPlayed || !bots || !botToAct(loaded)) return loaded;
      if (deps.bots && botsOnly(loaded)) return botsGoOn(deps, id), loaded;
      // A bot reads its seat's round from the log: load all of it if this copy starts too late.
      if (!botCanSee(loaded)) loaded = await loadStored(deps, id, { fullHistory: true });
      const bot = botTurn(loaded);
      if (!bot) return loaded;
      const { done } = await botCommit(deps, loaded, bot);
      if (done.ok && done.botsPending) botsGoOn(deps, id);
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
  if (done.ok && done.botsPending) botsGoOn(deps, loaded.record.id);
  return done;
}

/** A bot's move as an entry of its own, and the bots' moves that follow in the same commit. */
async function botCommit(deps: AppDeps, loaded: LoadedGame, bot: BotTurn, botSteps?: number): Promise<{ done: CommitResult }> {
  const command = { kind: 'action' as const, seat: bot.seat, action: bot.action };
  const outcome = applyCommand(loaded.game, loaded.match, command, loaded.random);
  if (!outcome.ok) throw new Error(`bot move ${JSON.stringify(bot.action)} refused: ${outcome.rejection.message}`);
  const draft = { kind: 'bot' as const, seat: bot.seat, command, payload: { action: bot.action, bot: bot.level } };
  return { done: await commit(deps, loaded, draft, outcome, undefined, { botSteps }) };
}

/**
 * Bots still to act go on after the answer (Workers: ctx.waitUntil; Node: in the process): from the
 * bot queue (turns/bot-queue.ts) share after share; without one (unit tests), in a chain of loads.
 * If the process dies meanwhile, the game's deadline was set to now, so the sweep (turns/sweep.ts)
 * or the next read hands it in again.
 */
export function botsGoOn(deps: AppDeps, gameId: string): void {
  const work = deps.bots ? deps.bots.enqueue(gameId, () => playBotShare(deps, gameId)) : loadCurrent(deps, gameId);
  const logged = work.catch((err) => logBackgroundFailure(`the bots of ${gameId}`, err));
  deps.background?.(logged);
}

/**
 * One share of a game's bots, for the queue: the game as it stands (due timeouts played), then the
 * bots to act, in one commit of at most `shareSteps` rule steps. Answers what it spent, and whether
 * a bot is still to act.
 */
export async function playBotShare(deps: AppDeps, id: string): Promise<BotShare> {
  const shareSteps = deps.bots?.shareSteps;
  let loaded = await loadCurrent(deps, id, { cached: true, bots: false });
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (!botToAct(loaded)) return { steps: 0, pending: false, botsOnly: botsOnly(loaded) };
    if (!botCanSee(loaded)) loaded = await loadStored(deps, id, { fullHistory: true });
    const bot = botTurn(loaded);
    if (!bot) return { steps: 0, pending: false, botsOnly: botsOnly(loaded) };
    const { done } = await botCommit(deps, loaded, bot, shareSteps === undefined ? undefined : shareSteps - bot.steps);
    if (done.ok) return { steps: bot.steps + done.botSteps, pending: done.botsPending, botsOnly: botsOnly(done.loaded) };
    loaded = await loadCurrent(deps, id, { bots: false }); // someone else wrote first: look again
  }
  throw new AppError('version-conflict', 'the game kept changing while its bots played');
}
