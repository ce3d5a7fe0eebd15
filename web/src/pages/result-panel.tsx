import { useEffect, useState } from 'preact/hooks';
import type { GameView } from '../api/types';

/** SHA-256 of the revealed seed (hex), computed here: it must equal the commitment published at creation. */
async function sha256Hex(hex: string): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle || !/^([0-9a-f]{2})+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.match(/../g)!.map((b) => parseInt(b, 16)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The end of the game: who won, the final scores, and the revealed seed checked against its
 * commitment. Phase 2 (fair-deal verifier): "check the deal" recomputes every deal from the seed.
 */
export function ResultPanel({ view, names }: { view: GameView; names: readonly string[] }) {
  const result = view.result;
  const [check, setCheck] = useState<'pending' | 'match' | 'mismatch' | 'unavailable'>('pending');
  useEffect(() => {
    if (!result) return;
    sha256Hex(result.seed).then((hash) => setCheck(hash === undefined ? 'unavailable' : hash === view.seedCommitment ? 'match' : 'mismatch'));
  }, [result?.seed, view.seedCommitment]);
  if (!result) return null;
  const winners = result.winners.map((s) => names[s]);
  const headline = result.draw ? 'A draw' : winners.length === 1 ? `${winners[0]} won` : `${winners.join(' and ')} won`;
  const you = view.you;
  return (
    <section class="result-panel" aria-labelledby="result-heading">
      <h2 id="result-heading">
        Game over: {headline}
        {you !== null && !result.draw && (result.winners.includes(you) ? ' — congratulations!' : '')}
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
          {check === 'unavailable' && 'This browser cannot compute SHA-256 here (it needs https or localhost).'}
        </p>
      </details>
    </section>
  );
}
