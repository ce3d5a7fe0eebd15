import { useEffect } from 'preact/hooks';
import { language, t } from '../i18n';
import { RULES_GAMES, type RulesGame } from '../rules/load-rules';
import { useRules } from '../rules/use-rules';
import { onLinkClick, rulesPath } from '../router';

/** The rules of every game, each on its own page (`/play/rules/<game>`), with each rule id its anchor. */
function RulesIndex() {
  return (
    <main id="main" class="rules-page" tabIndex={-1}>
      <h1>{t('rules.allGames')}</h1>
      <p class="lede">{t('rules.intro')}</p>
      <ul class="plain-list rules-index">
        {RULES_GAMES.map((g) => (
          <li key={g}>
            <a href={rulesPath(g)} onClick={onLinkClick}>
              {t('rules.heading', { game: t(`game.${g}`) })}
            </a>{' '}
            <span class="muted small">{t(`game.${g}.about`)}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** One game's rules, rendered at build time from docs/rules/ (web/rules-plugin.ts); the page opens at the rule the URL names. */
export function RulesPage({ game }: { game?: RulesGame }) {
  const rules = useRules(game);
  useEffect(() => {
    if (game) document.title = `${t('rules.heading', { game: t(`game.${game}`) })} — Tricktable`;
  }, [game, language()]);
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    target.classList.add('is-target');
    target.scrollIntoView({ block: 'start' });
  }, [rules]);
  if (!game) return <RulesIndex />;
  return (
    <main id="main" class="rules-page" tabIndex={-1} data-rules={game} data-lang={rules?.lang}>
      <nav class="rules-nav small" aria-label={t('nav.rules')}>
        {RULES_GAMES.map((g) => (
          <a key={g} href={rulesPath(g)} onClick={onLinkClick} aria-current={g === game ? 'page' : undefined}>
            {t(`game.${g}`)}
          </a>
        ))}
      </nav>
      {rules && rules.lang !== language() && <p class="notice">{t('rules.fallback')}</p>}
      {rules ? <article class="rules-text" lang={rules.lang} dangerouslySetInnerHTML={{ __html: rules.html }} /> : <p aria-busy="true">{t('common.loading')}</p>}
    </main>
  );
}
