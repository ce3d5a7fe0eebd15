import { useEffect, useState } from 'preact/hooks';
import { clientFor, reasonOf, unwrap } from '../api/client';
import type { HeldPlayer } from '../api/player';
import { t } from '../i18n';
import { span } from '../table/dates';
import { ProblemAlert } from './problem-alert';

/** The thresholds a person picks from (seconds left): the server takes any 60 s – 30 days, up to 4. */
const CHOICES = [172_800, 86_400, 21_600, 3_600, 900] as const;
const MAX = 4;

/**
 * "Reminders" for the player this browser holds (issue 27 item 3, README "Reminders"): when the time
 * left in one of their turns reaches a threshold, the server reminds them (webhook, stream, mail).
 * A few ticks instead of free numbers; "the server's default" puts theirs back. Thresholds the
 * player set elsewhere (through the API) are shown among the choices, ticked.
 */
export function RemindersPanel({ player }: { player: HeldPlayer }) {
  const [chosen, setChosen] = useState<number[]>();
  const [isDefault, setDefault] = useState(true);
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const client = clientFor(player.key);
  const show = (r: { thresholds: number[]; default: boolean }) => {
    setChosen(r.thresholds);
    setDefault(r.default);
  };
  useEffect(() => {
    unwrap(client.GET('/v1/me/reminders', { cache: 'no-store' })).then(show, (err) => setProblem(reasonOf(err)));
  }, [player.key]);
  const save = async (thresholds: number[] | null) => {
    setBusy(true);
    setProblem(undefined);
    setSaved(false);
    try {
      show(await unwrap(client.PUT('/v1/me/reminders', { body: { thresholds } })));
      setSaved(true);
    } catch (err) {
      setProblem(reasonOf(err));
    } finally {
      setBusy(false);
    }
  };
  if (chosen === undefined) return problem ? <ProblemAlert problem={problem} /> : null;
  const choices = [...new Set([...CHOICES, ...chosen])].sort((a, b) => b - a);
  const toggle = (s: number) => () => {
    setSaved(false);
    setChosen(chosen.includes(s) ? chosen.filter((c) => c !== s) : [...chosen, s]);
  };
  return (
    <section class="reminders-panel" aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">{t('reminders.heading')}</h2>
      <p class="small">{t('reminders.about')}</p>
      <fieldset>
        <legend>{t('reminders.when')}</legend>
        {choices.map((s) => (
          <label key={s} class="check">
            <input type="checkbox" checked={chosen.includes(s)} disabled={!chosen.includes(s) && chosen.length >= MAX} onChange={toggle(s)} />
            {t('reminders.left', { span: span(s) })}
          </label>
        ))}
      </fieldset>
      <p class="small" aria-live="polite">
        {saved ? t('reminders.saved') : chosen.length === 0 ? t('reminders.none') : isDefault ? t('reminders.isDefault') : ''}
      </p>
      <ProblemAlert problem={problem} />
      <div class="form-row">
        <button type="button" disabled={busy} onClick={() => void save(chosen)}>
          {t('reminders.save')}
        </button>
        <button type="button" disabled={busy || isDefault} onClick={() => void save(null)}>
          {t('reminders.useDefault')}
        </button>
      </div>
    </section>
  );
}
