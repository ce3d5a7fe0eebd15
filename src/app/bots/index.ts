/**
 * bots/ — a bot's turn on a loaded game: who is to act, whether the history holds what the bot reads,
 * its decision (src/bots, from its seat's view only) and its share of a commit; the move a timed-out
 * seat gets. Pure; may import game/.
 */
export * from './bot-turn';
export * from './timeout-move';
