/**
 * game/ — the replayed game (LoadedGame) and everything derived from it, pure: its shape, the replay
 * of log entries onto it, the fair deal's randomness, its facts (status, who holds each seat, which
 * seats bots play, turn starts and deadlines), one commit step's facts, and what each reader may see
 * of it (views, redacted events). The one place a LoadedGame is read field by field. May import
 * catalogue/ (no I/O: no deps, no store but its types).
 */
export * from './entropy';
export * from './facts';
export * from './fairness';
export * from './loaded-game';
export * from './present';
export * from './replay';
export * from './steps';
export * from './turn-clock';
