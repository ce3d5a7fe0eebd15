import { t, type MessageKey } from '../i18n';

const GAMES = new Set(['tango', 'tanni', 'tadpole', 'tantony']);

/** A game type's name in the current language (the type itself for a game this client has no table for). */
export const gameTitle = (type: string): string => (GAMES.has(type) ? t(`game.${type}` as MessageKey) : type);
