import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { GamePage } from './pages/game-page';
import { LobbyPage } from './pages/lobby-page';
import { onLinkClick, useRoute, BASE } from './router';
import './styles.css';

function App() {
  const route = useRoute();
  useEffect(() => {
    if (route.page === 'lobby') document.title = 'Tricktable — play';
  }, [route]);
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to the game
      </a>
      <header class="site-header">
        <a class="brand" href={`${BASE}/`} onClick={onLinkClick}>
          Tricktable
        </a>
        <nav aria-label="Site">
          <a href={`${BASE}/`} onClick={onLinkClick}>
            Lobby
          </a>
          <a href="/docs">API docs</a>
        </nav>
      </header>
      {route.page === 'lobby' ? <LobbyPage /> : <GamePage key={`${route.id}:${route.seat}`} id={route.id} seat={route.seat} />}
    </>
  );
}

render(<App />, document.getElementById('app')!);
