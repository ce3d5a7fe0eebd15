import { useState } from 'preact/hooks';
import { commitmentOf, dealSeedOf, protocolFor } from '../../../src/verify/derivation';
import type { Check, Hands, Report } from '../../../src/verify/verify';
import { clientFor, reasonOf, type Client } from '../api/client';
import { readLog, readRecord } from '../api/record';
import type { GameRecord, GameView } from '../api/types';

/**
 * "Check the deal": this browser fetches the finished game's public record (and the logs it was
 * shown) and runs the verifier `npx tricktable verify` runs (src/verify/, loaded only when asked
 * for): the commitment, the deal seed from the seed and every seat's entropy, every deal
 * recomputed with the published shuffle, the replay and its result. Each check is shown with its
 * figures; nothing here trusts the server's word for any of them.
 */
const STEPS: ReadonlyArray<{ name: string; label: string }> = [
  { name: 'commitment', label: 'The revealed seed matches the commitment published at creation' },
  { name: 'deal seed', label: "The deal seed comes from the seed and every seat's entropy" },
  { name: 'deals', label: 'Every deal, recomputed, matches what was dealt' },
  { name: 'replay', label: 'Replaying the log under the rules gives every event again' },
  { name: 'result', label: 'The replay ends with the same result' },
];

/** The other checks: the logs readers were shown (`the public log`, `seat 1's log`), or why none could run. */
function labelOf(name: string, names: readonly string[]): string {
  if (name === 'the public log') return 'What spectators were shown matches the recomputed game';
  const seat = /^seat (\d+)'s log$/.exec(name);
  return seat ? `What ${names[Number(seat[1])] ?? name} was shown matches the recomputed game` : name;
}

interface Figures {
  readonly record: GameRecord;
  /** SHA-256 of the revealed seed and the deal seed, as this browser computed them (undefined: not computable). */
  readonly sha256?: string;
  readonly dealSeed?: string;
}

type Outcome = { readonly report: Report; readonly figures: Figures } | { readonly error: string };

async function checkDeal(view: GameView, seatClient: Client): Promise<Outcome> {
  // The replay needs the engine and every game's rules: loaded only when asked for.
  const { verifyRecord } = await import('../../../src/verify/verify');
  const spectator = clientFor();
  const record = await readRecord(spectator, view.id);
  const logs = [await readLog(spectator, view.id, null)];
  if (view.you !== null) logs.push(await readLog(seatClient, view.id, view.you));
  const report = verifyRecord(record, logs);
  const { seed, entropy } = record.fairness;
  const attempt = (f: () => string) => {
    try {
      return seed === null ? undefined : f();
    } catch {
      return undefined; // a seed or entropy that is no hex: the failing check says so
    }
  };
  const sha256 = attempt(() => commitmentOf(seed!));
  const dealSeed = attempt(() => dealSeedOf(protocolFor(entropy), seed!, record.id, entropy));
  return { report, figures: { record, sha256, dealSeed } };
}

function CheckLine({ name, label, check }: { name: string; label: string; check: Check | undefined }) {
  const state = check === undefined ? 'not-run' : check.ok ? 'pass' : 'fail';
  return (
    <li class={`check is-${state}`} data-check={name} data-result={state}>
      <span class="check-mark">{state === 'pass' ? '✓ pass' : state === 'fail' ? '✗ FAIL' : '– not checked'}</span> <strong>{label}</strong>
      {check && <span class="check-detail">{check.detail}</span>}
      {!check && <span class="check-detail">An earlier check failed, so this one was not run.</span>}
    </li>
  );
}

function FiguresList({ figures, names }: { figures: Figures; names: readonly string[] }) {
  const { fairness } = figures.record;
  return (
    <dl class="deal-figures">
      <dt>Revealed server seed</dt>
      <dd>
        <code>{fairness.seed}</code>
      </dd>
      <dt>Commitment (published when the game was created)</dt>
      <dd>
        <code>{fairness.commitment}</code>
      </dd>
      <dt>SHA-256 of the seed (computed here)</dt>
      <dd>
        <code data-testid="seed-sha256">{figures.sha256 ?? 'not computable'}</code>
      </dd>
      <dt>Protocol</dt>
      <dd>
        <code>{fairness.protocol}</code>
      </dd>
      <dt>Entropy sent by each seat</dt>
      <dd>
        <ul class="entropy-list">
          {fairness.entropy.map((e, seat) => (
            <li key={seat}>
              {names[seat]}: {e === null ? 'none' : <code>{e}</code>}
            </li>
          ))}
        </ul>
      </dd>
      <dt>Deal seed (derived here)</dt>
      <dd>
        <code data-testid="deal-seed">{figures.dealSeed ?? 'not computable'}</code>
      </dd>
    </dl>
  );
}

function Deals({ hands, names }: { hands: readonly Hands[]; names: readonly string[] }) {
  if (hands.length === 0) return null;
  return (
    <details class="recomputed-deals">
      <summary>
        Every deal as recomputed here ({hands.length} {hands.length === 1 ? 'deal' : 'deals'})
      </summary>
      {hands.map((h) => (
        <div key={h.seq} class="score-scroll">
          <table class="score-table">
            <caption>
              Log entry {h.seq} ({h.event})
            </caption>
            <tbody>
              {h.hands.map((cards, seat) => (
                <tr key={seat}>
                  <th scope="row">{names[seat]}</th>
                  <td>
                    <code>{cards.join(' ')}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </details>
  );
}

export function DealCheck({ view, names, client }: { view: GameView; names: readonly string[]; client: Client }) {
  const [outcome, setOutcome] = useState<Outcome | 'running'>();
  const run = () => {
    setOutcome('running');
    checkDeal(view, client).then(setOutcome, (err: unknown) => setOutcome({ error: reasonOf(err) }));
  };
  const done = outcome !== undefined && outcome !== 'running' ? outcome : undefined;
  const report = done && 'report' in done ? done.report : undefined;
  return (
    <section class="deal-check" aria-labelledby="deal-check-heading" data-verdict={report ? (report.ok ? 'pass' : 'fail') : undefined}>
      <h2 id="deal-check-heading">Check the deal</h2>
      <p class="small">
        The server committed to a secret seed before any seat joined, and each seat's own random entropy was mixed into it. Now that the game is over, the seed is revealed: this browser can recompute every shuffle and replay every move, with the
        same verifier as <code>npx tricktable verify</code>.
      </p>
      <button type="button" class="move-button is-primary" onClick={run} disabled={outcome === 'running'}>
        {outcome === undefined ? 'Check the deal' : 'Check again'}
      </button>
      <div aria-live="polite">
        {outcome === 'running' && <p>Checking…</p>}
        {done && 'error' in done && (
          <p class="problem" role="alert">
            The record could not be read: {done.error}
          </p>
        )}
        {report && (
          <>
            <p class={`verdict ${report.ok ? 'is-pass' : 'is-fail'}`} data-testid="deal-verdict">
              {report.ok ? '✓ Verified: the deal came from the committed seed and every seat’s entropy, and the game followed its rules.' : '✗ NOT verified: a check below failed.'}
            </p>
            <ol class="checks">
              {STEPS.map((s) => (
                <CheckLine key={s.name} name={s.name} label={s.label} check={report.checks.find((c) => c.name === s.name)} />
              ))}
              {report.checks
                .filter((c) => !STEPS.some((s) => s.name === c.name))
                .map((c) => (
                  <CheckLine key={c.name} name={c.name} label={labelOf(c.name, names)} check={c} />
                ))}
            </ol>
          </>
        )}
        {done && 'figures' in done && <FiguresList figures={done.figures} names={names} />}
        {report && <Deals hands={report.hands} names={names} />}
      </div>
    </section>
  );
}
