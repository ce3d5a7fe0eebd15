import { commitmentOf } from '../../../src/verify/derivation';
import type { GameView } from '../api/types';

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
export function ResultPanel({ view, names }: { view: GameView; names: readonly string[] }) {
  const result = view.result;
  if (!result) return null;
  const check = sha256Of(result.seed) === view.seedCommitment ? 'match' : 'mismatch';
  const winners = result.winners.map((s) => names[s]);
  const won = result.draw ? 'A draw' : winners.length === 1 ? `${winners[0]} won` : `${winners.join(' and ')} won`;
  const by = result.by === null ? 'the admin' : names[result.by];
  const headline = result.reason === 'aborted' ? `called off by ${by}` : result.reason === 'resigned' ? `${by} resigned; ${won}` : won;
  const you = view.you;
  return (
    <section class="result-panel" aria-labelledby="result-heading">
      <h2 id="result-heading">
        Game over: {headline}
        {you !== null && !result.draw && result.reason !== 'aborted' && (result.winners.includes(you) ? ' — congratulations!' : '')}
      </h2>
      <ul class="final-scores" aria-label="Final scores">
        {result.scores.map((score, seat) => (
          <li key={seat} class={result.winners.includes(seat) ? 'is-winner' : undefined}>
            {names[seat]}: {score}
          </li>
        ))}
      </ul>
      <details class="seed">
        <summary>The deal was fair: the revealed seed</summary>
        <p class="small">
          Every shuffle came from this secret seed. Its SHA-256 was published when the game was created, before any card was dealt.
        </p>
        <dl>
          <dt>Seed</dt>
          <dd>
            <code data-testid="seed">{result.seed}</code>
          </dd>
          <dt>Commitment</dt>
          <dd>
            <code>{view.seedCommitment}</code>
          </dd>
        </dl>
        <p class="small" data-seed-check={check}>
          {check === 'match' && '✓ SHA-256 of the seed equals the commitment (checked in this browser).'}
          {check === 'mismatch' && '✗ SHA-256 of the seed does not equal the commitment!'}
        </p>
      </details>
    </section>
  );
}
