import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import { isRulesGame } from '../rules/load-rules';
import { shiftHeadings, useRules } from '../rules/use-rules';
import { rulesPath } from '../router';

/**
 * "How to play" at the table: the game's rules (rendered at build time), opened at the rule that
 * matters now — the phase's rule (TANNI-5 in the auction, TANGO-11 at the Style swap…) — which is
 * marked; every rule id links to its paragraph of the rules page.
 */
export function HowToPlay({ game, rule }: { game: string; rule: string }) {
  const [open, setOpen] = useState(false);
  const rules = useRules(open && isRulesGame(game) ? game : undefined);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = box.current;
    if (!open || !rules || !panel) return;
    panel.querySelectorAll('.is-now').forEach((el) => el.classList.remove('is-now'));
    const target = panel.querySelector<HTMLElement>(`[id="${rule}"]`);
    if (!target) return;
    target.classList.add('is-now');
    panel.scrollTop = target.offsetTop - panel.offsetTop;
  }, [open, rules, rule]);
  if (!isRulesGame(game)) return null;
  return (
    <details class="how-to-play" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)} data-rule-now={rule}>
      <summary>
        <span class="how-title">{t('rules.howTo')}</span> <span class="small muted">{t('rules.now', { rule })}</span>
      </summary>
      <p class="small">
        <a href={rulesPath(game, rule)} target="_blank" rel="noopener">
          {t('rules.link', { game: t(`game.${game}`) })}
        </a>
      </p>
      {/* A scrollable region: it takes focus so the keyboard can scroll it. */}
      <div class="how-text" ref={box} tabIndex={0} role="region" aria-label={t('rules.heading', { game: t(`game.${game}`) })} lang={rules?.lang}>
        {rules ? <div class="rules-text" dangerouslySetInnerHTML={{ __html: shiftHeadings(rules.html, 2) }} /> : open && <p>{t('common.loading')}</p>}
      </div>
    </details>
  );
}
