import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { language, LANGUAGE_NAMES, LANGUAGES, setLanguage, t, type Language } from './i18n';
import { GamePage } from './pages/game-page';
import { LobbyPage } from './pages/lobby-page';
import { RulesPage } from './pages/rules-page';
import { onLinkClick, rulesPath, useRoute, BASE } from './router';
import './styles.css';

/** The language switch: kept in localStorage; the whole page speaks the new language at once. */
function LanguageSwitch({ lang, onChange }: { lang: Language; onChange: (lang: Language) => void }) {
  return (
    <label class="language-switch">
      <span class="visually-hidden">{t('nav.language')}</span>
      <select value={lang} onChange={(e) => onChange((e.target as HTMLSelectElement).value as Language)} aria-label={t('nav.language')} data-testid="language">
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

function App() {
  const route = useRoute();
  const [lang, setLang] = useState(language);
  useEffect(() => {
    document.documentElement.lang = lang;
    if (route.page === 'lobby') document.title = t('app.title');
  }, [route, lang]);
  const change = (next: Language) => {
    setLanguage(next);
    setLang(next);
  };
  return (
    <>
      <a class="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header class="site-header">
        <a class="brand" href={`${BASE}/`} onClick={onLinkClick}>
          Tricktable
        </a>
        <nav aria-label={t('nav.site')}>
          <a class="nav-lobby" href={`${BASE}/`} onClick={onLinkClick}>
            {t('nav.lobby')}
          </a>
          <a href={`${BASE}/#my-games`} onClick={onLinkClick} data-testid="nav-my-games">
            {t('nav.myGames')}
          </a>
          <a href={rulesPath()} onClick={onLinkClick}>
            {t('nav.rules')}
          </a>
          <a href="/docs">{t('nav.docs')}</a>
        </nav>
        <LanguageSwitch lang={lang} onChange={change} />
      </header>
      <Page key={lang} />
    </>
  );

  function Page() {
    switch (route.page) {
      case 'lobby':
        return <LobbyPage />;
      case 'rules':
        return <RulesPage game={route.game} />;
      case 'game':
        return <GamePage key={`${route.id}:${route.seat}`} id={route.id} seat={route.seat} />;
    }
  }
}

render(<App />, document.getElementById('app')!);
