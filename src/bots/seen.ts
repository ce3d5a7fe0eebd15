import type { AnyGame, Typed } from '../engine';

/**
 * Where the part of a log a game's bots read begins (`BotInput.seen`): the entry that dealt the
 * current round — the one holding the last round milestone (`game.milestones`, e.g. `round-scored`,
 * whose entry also holds the next deal) — or, with `memory` = m, the entry that dealt the round m
 * rounds before it; 0 when the log is shorter. Only event *types* are read, which redaction keeps,
 * so the app may pass its internal history and redact the entries from this index on: a bot's
 * move then costs the redaction of a round or two, not of the whole log.
 */
export function seenStart(game: AnyGame, entries: readonly { readonly events: readonly Typed[] }[], memory: number): number {
  let milestones = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i]!.events.some((e) => game.milestones[e.type] === 'round')) {
      milestones++;
      if (milestones > memory) return i;
    }
  }
  return 0;
}
