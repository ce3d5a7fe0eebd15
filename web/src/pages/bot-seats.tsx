import type { GameTypes } from '../api/types';
import { t, type MessageKey } from '../i18n';
import type { SeatChoice } from './game-options';

type Level = GameTypes[number]['botLevels'][number];

const levelAbout = (l: Level) => (['random', 'basic', 'expert'].includes(l.level) ? t(`bot.${l.level}` as MessageKey) : l.description);

/** Who takes each seat after yours: a person (by invite link) or a server bot of a level
 * (the levels `GET /v1/games` lists for the game, weakest first). */
export function BotSeats({ seats, levels, others, onChange }: { seats: number; levels: readonly Level[]; others: readonly SeatChoice[]; onChange: (others: SeatChoice[]) => void }) {
  if (levels.length === 0) return null;
  const choices = Array.from({ length: seats - 1 }, (_, i) => others[i] ?? 'person');
  const set = (i: number, value: SeatChoice) => onChange(choices.map((c, j) => (j === i ? value : c)));
  const allBots = (level: SeatChoice) => onChange(choices.map(() => level));
  return (
    <fieldset class="bot-seats">
      <legend>{t('bots.legend')}</legend>
      <div class="form-row">
        {choices.map((c, i) => (
          <label key={i}>
            {t('bots.seat', { n: i + 2 })}
            <select name={`seat-${i + 1}`} value={c} onChange={(e) => set(i, (e.target as HTMLSelectElement).value as SeatChoice)}>
              <option value="person">{t('bots.person')}</option>
              {levels.map((l) => (
                <option key={l.level} value={l.level} title={levelAbout(l)}>
                  {t('bots.bot', { level: l.level })}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p>
        <button type="button" onClick={() => allBots(levels.find((l) => l.level === 'basic')?.level ?? levels[0]!.level)}>
          {t('bots.all')}
        </button>
      </p>
      <ul class="plain-list small muted bot-levels" aria-label={t('bots.levels')}>
        {levels.map((l) => (
          <li key={l.level}>
            <strong>{l.level}</strong>: {levelAbout(l)}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
