/** Points as the API gives them (Tanni has halves and quarters). A module without JSX: the game
 * log's words (pages/log-lines.ts) use it, and Node's tests read those. */
export const points = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));
