import { t } from '../i18n';
import { useState } from 'preact/hooks';
import { clientFor, reasonOf, unwrap } from '../api/client';
import { forgetPlayer, holdPlayer, type HeldPlayer } from '../api/player';
import { lastName } from '../api/seats';
import { ProblemAlert } from './problem-alert';

/**
 * "Play as a player": one name across games and devices. Creating one stores its key in this
 * browser (said on the page); the key joins, reads and acts in every game and lists "my games".
 */
export function PlayerPanel({ player, onChange }: { player: HeldPlayer | undefined; onChange: (player: HeldPlayer | undefined) => void }) {
  const [name, setName] = useState(lastName);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [showKey, setShowKey] = useState(false);
  const create = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const created = await unwrap(clientFor().POST('/v1/players', { body: { name } }));
      holdPlayer(created);
      onChange(created);
    } catch (err) {
      setProblem(reasonOf(err));
    } finally {
      setBusy(false);
    }
  };
  if (player) {
    return (
      <section class="player-panel-lobby" aria-labelledby="player-heading">
        <h2 id="player-heading">{t('player.playingAs', { name: player.name })}</h2>
        <p class="small">{t('player.keyKept')}</p>
        <div class="form-row">
          <button type="button" onClick={() => setShowKey(!showKey)} aria-expanded={showKey}>
            {showKey ? t('player.hideKey') : t('player.showKey')}
          </button>
          <button
            type="button"
            onClick={() => {
              forgetPlayer();
              onChange(undefined);
            }}
          >
            {t('player.forget')}
          </button>
        </div>
        {showKey && (
          <p>
            <label>
              {t('player.key')}
              <input type="text" readOnly value={player.key} onFocus={(e) => (e.target as HTMLInputElement).select()} />
            </label>
          </p>
        )}
      </section>
    );
  }
  return (
    <form class="player-panel-lobby" onSubmit={create} aria-labelledby="player-heading">
      <h2 id="player-heading">{t('player.create.heading')}</h2>
      <p class="small">{t('player.create.about')}</p>
      <label>
        {t('player.create.name')}
        <input type="text" name="player-name" required maxLength={40} autoComplete="nickname" value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <ProblemAlert problem={problem} />
      <button type="submit" disabled={busy}>
        {busy ? t('create.creating') : t('player.create.submit')}
      </button>
    </form>
  );
}
