/**
 * callers/ — who is calling: a bearer token resolved to a credential (a player key looked up), who
 * that credential is in one game (a seat, the admin, a spectator), the seat tokens the server derives
 * to answer a lost join again, and the rematch seats kept for a credential. May import deps.ts,
 * game/, errors/, tokens/.
 */
export * from './caller';
export * from './reservations';
export * from './seat-tokens';
