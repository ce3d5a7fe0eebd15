/**
 * turns/ — the server's own turns: the game as it stands now (due timeouts played, a share of bots
 * that are to act), what follows every commit (bots going on after the answer), and the sweep that
 * finds games nobody reads. Every use case commits through here. May import deps.ts, game/, bots/,
 * commit/, load/, webhooks/, errors/.
 */
export * from './bot-budget';
export * from './bot-queue';
export * from './current-game';
export * from './reminders';
export * from './sweep';
export * from './game-sweep';
