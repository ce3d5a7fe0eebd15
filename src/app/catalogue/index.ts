/**
 * catalogue/ — the games this server plays: the catalogue of types and ruleset versions, the game
 * of a type a client names, and the table settings every game has. May import errors/.
 */
export * from './game-of-type';
export * from './game-types';
export * from './settings';
export * from './clock-option';
