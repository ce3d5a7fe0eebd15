/**
 * commit/ — writing: one judged entry, the forced and bot moves that follow it within the bots'
 * budget, and everything they derive (outbox rows, player notices, read models, the next deadline),
 * in one statement; the cache and snapshots kept after. Answers what happened and runs nothing that
 * follows (turns/ does). May import deps.ts, game/, bots/, load/, projections/.
 */
export * from './commit';
export * from './forced-move';
