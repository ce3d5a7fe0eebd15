import { useState } from 'preact/hooks';
import { commitmentOf, dealSeedOf, protocolFor } from '../../../src/verify/derivation';
import type { Check, Hands, Report } from '../../../src/verify/verify';
import { clientFor, reasonOf, type Client } from '../api/client';
import { readLog, readRecord } from '../api/record';
import type { GameRecord, GameView } from '../api/types';
import { t, tn, type MessageKey } from '../i18n';

/**
 * "Check the deal": this browser fetches the finished game's public record (and the logs it was
 * shown) and runs the verifier `npx tricktable verify` runs (src/verify/, loaded only when asked
 * for): the commitment, the deal seed from the seed and every seat's entropy, every deal
 * recomputed with the published shuffle, the replay and its result. Each check is shown with its
 * figures; nothing here trusts the server's word for any of them.
 */
const STEPS: ReadonlyArray<{ name: string; label: MessageKey }> = [
  { name: 'commitment', label: 'deal.step.commitment' },
  { name: 'deal seed', label: 'deal.step.dealSeed' },
  { name: 'deals', label: 'deal.step.deals' },
  { name: 'replay', label: 'deal.step.replay' },
  { name: 'result', label: 'deal.step.result' },
];

/** The other checks: the logs readers were shown (`the public log`, `seat 1's log`), or why none could run. */
function labelOf(name: string, names: readonly string[]): string {
  if (name === 'the public log') return t('deal.publicLog');
  const seat = /^seat (\d+)'s log$/.exec(name);
  return seat ? t('deal.seatLog', { name: names[Number(seat[1])] ?? name }) : name;
}

interface Figures {
  readonly record: GameRecord;
  /** SHA-256 of the revealed seed and the deal seed, as this browser computed them (undefined: not computable). */
  readonly sha256?: string;
  readonly dealSeed?: string;
}

type Outcome = { readonly report: Report; readonly figures: Figures } | { readonly error: string };

async function checkDeal(view: GameView, seatClient: Client): Promise<Outcome> {
  // The replay needs the engine and every game's rules: loaded only when asked for. Zod runs
  // jitless here: its probe for `new Function` is refused by this page's Content-Security-Policy
  // (no eval), and the refusal is logged as an error.
  const { config } = await import('zod');
  config({ jitless: true });
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
      <span class="check-mark">{state === 'pass' ? t('deal.pass') : state === 'fail' ? t('deal.fail') : t('deal.notRun')}</span> <strong>{label}</strong>
      {check && <span class="check-detail">{check.detail}</span>}
      {!check && <span class="check-detail">{t('deal.notRunWhy')}</span>}
    </li>
  );
}

function FiguresList({ figures, names }: { figures: Figures; names: readonly string[] }) {
  const { fairness } = figures.record;
  return (
    <dl class="deal-figures">
      <dt>{t('deal.fig.seed')}</dt>
      <dd>
        <code>{fairness.seed}</code>
      </dd>
      <dt>{t('deal.fig.commitment')}</dt>
      <dd>
        <code>{fairness.commitment}</code>
      </dd>
      <dt>{t('deal.fig.sha')}</dt>
      <dd>
        <code data-testid="seed-sha256">{figures.sha256 ?? t('deal.fig.notComputable')}</code>
      </dd>
      <dt>{t('deal.fig.protocol')}</dt>
      <dd>
        <code>{fairness.protocol}</code>
      </dd>
      <dt>{t('deal.fig.entropy')}</dt>
      <dd>
        <ul class="entropy-list">
          {fairness.entropy.map((e, seat) => (
            <li key={seat}>
              {names[seat]}: {e === null ? t('deal.fig.none') : <code>{e}</code>}
            </li>
          ))}
        </ul>
      </dd>
      <dt>{t('deal.fig.dealSeed')}</dt>
      <dd>
        <code data-testid="deal-seed">{figures.dealSeed ?? t('deal.fig.notComputable')}</code>
      </dd>
    </dl>
  );
}

function Deals({ hands, names }: { hands: readonly Hands[]; names: readonly string[] }) {
  if (hands.length === 0) return null;
  return (
    <details class="recomputed-deals">
      <summary>{tn('deal.deals', hands.length)}</summary>
      {hands.map((h) => (
        <div key={h.seq} class="score-scroll">
          <table class="score-table">
            <caption>{t('deal.entry', { seq: h.seq, event: h.event })}</caption>
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
      <h2 id="deal-check-heading">{t('deal.heading')}</h2>
      <p class="small">
        {t('deal.about')} <code>npx tricktable verify</code>.
      </p>
      <button type="button" class="move-button is-primary" onClick={run} disabled={outcome === 'running'}>
        {outcome === undefined ? t('deal.check') : t('deal.again')}
      </button>
      <div aria-live="polite">
        {outcome === 'running' && <p>{t('deal.checking')}</p>}
        {done && 'error' in done && (
          <p class="problem" role="alert">
            {t('deal.unreadable', { reason: done.error })}
          </p>
        )}
        {report && (
          <>
            <p class={`verdict ${report.ok ? 'is-pass' : 'is-fail'}`} data-testid="deal-verdict">
              {report.ok ? t('deal.verified') : t('deal.notVerified')}
            </p>
            <ol class="checks">
              {STEPS.map((s) => (
                <CheckLine key={s.name} name={s.name} label={t(s.label)} check={report.checks.find((c) => c.name === s.name)} />
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
