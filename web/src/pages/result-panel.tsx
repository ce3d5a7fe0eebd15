import { commitmentOf } from '../../../src/verify/derivation';
import type { GameView } from '../api/types';
import { list, t, tn, type CountedKey } from '../i18n';
import { points } from '../table/parts';

/** SHA-256 of the revealed seed (the verifier's own derivation), or undefined for a seed that is no hex. */
function sha256Of(seed: string): string | undefined {
  try {
    return commitmentOf(seed);
  } catch {
    return undefined;
  }
}

/**
 * The end of the game: who won, the final scores, and the revealed seed checked against its
 * commitment at once; "check the deal" (deal-check.tsx) then recomputes every deal and replays the game.
 */
/** What a game's final scores count (Tango: roses; Tanni: match points; the others: points). */
const UNIT: Record<string, CountedKey> = { tango: 'unit.roses', tanni: 'unit.matchPoints', tadpole: 'unit.points', tantony: 'unit.points' };

export function ResultPanel({ view, names }: { view: GameView; names: readonly string[] }) {
  const result = view.result;
  if (!result) return null;
  const check = sha256Of(result.seed) === view.seedCommitment ? 'match' : 'mismatch';
  const winners = result.winners.map((s) => names[s]!);
  const won = result.draw ? t('result.draw') : t('result.won', { names: list(winners) });
  const by = result.by === null ? t('result.admin') : names[result.by]!;
  const headline = result.reason === 'aborted' ? t('result.aborted', { name: by }) : result.reason === 'resigned' ? t('result.resigned', { name: by, won }) : won;
  const you = view.you;
  const unit = UNIT[view.game] ?? 'unit.points';
  return (
    <section class="result-panel" aria-labelledby="result-heading">
      <h2 id="result-heading">
        {t('result.heading', { headline })}
        {you !== null && !result.draw && result.reason !== 'aborted' && (result.winners.includes(you) ? t('result.congrats') : '')}
      </h2>
      <ul class="final-scores" aria-label={t('result.scores')}>
        {result.scores.map((score, seat) => (
          <li key={seat} class={result.winners.includes(seat) ? 'is-winner' : undefined} data-score={score}>
            {t('result.score', { name: names[seat]!, score: tn(unit, score, { n: points(score) }) })}
          </li>
        ))}
      </ul>
      <details class="seed">
        <summary>{t('result.seedSummary')}</summary>
        <p class="small">{t('result.seedAbout')}</p>
        <dl>
          <dt>{t('result.seed')}</dt>
          <dd>
            <code data-testid="seed">{result.seed}</code>
          </dd>
          <dt>{t('result.commitment')}</dt>
          <dd>
            <code>{view.seedCommitment}</code>
          </dd>
        </dl>
        <p class="small" data-seed-check={check}>
          {check === 'match' && t('result.seedMatch')}
          {check === 'mismatch' && t('result.seedMismatch')}
        </p>
      </details>
    </section>
  );
}
