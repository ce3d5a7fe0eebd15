import type { Table } from '../games';
import type { FinishedResult } from '../tricktable/types';

/** "You won.", "Bob won (Ada resigned).", "A draw.", "It was aborted by Cy." */
export function resultLine(t: Table, status: string, result: FinishedResult | null): string {
  if (status === 'aborted') return result?.by !== undefined && result.by !== null ? `It was aborted by ${t.who(result.by)}.` : 'It was aborted.';
  if (!result) return 'It is over.';
  const why = result.reason === 'resigned' && result.by !== undefined ? ` (${t.who(result.by)} resigned)` : '';
  if (result.draw) return `A draw${why}.`;
  const winners = result.winners.map((s) => t.who(s));
  const list = winners.length <= 1 ? winners.join('') : `${winners.slice(0, -1).join(', ')} and ${winners.at(-1)}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} won${why}.`;
}
