import { useEffect, useState } from 'preact/hooks';
import type { Schemas } from '../../../clients/typescript/index';
import { clientFor, reasonOf, unwrap } from '../api/client';
import { joinGame } from '../api/join';
import { heldPlayer, type HeldPlayer } from '../api/player';
import { heldGames, holdAdmin, holdSeat, lastName } from '../api/seats';
import type { GameTypes } from '../api/types';
import { hasTable } from '../games';
import { t, type MessageKey } from '../i18n';
import { gamePath, navigate, onLinkClick, rulesPath } from '../router';
import { BotSeats } from './bot-seats';
import { clockOptions, hasTarget, seatCountOf, TURN_CLOCKS, variantLabel, variantsOf, type SeatChoice } from './game-options';
import { HeldGamesList } from './held-games';
import { LeavePanel } from './leave-panel';
import { RemindersPanel } from './reminders-panel';
import { MyGames } from './my-games';
import { PlayerPanel } from './player-panel';
import { ProblemAlert } from './problem-alert';
import { gameTitle } from './game-title';

type GameType = GameTypes[number];

interface Choice {
  type: string;
  variant?: string;
  target?: number;
  /** A key of TURN_CLOCKS. */
  clock: MessageKey;
  name: string;
  /** Seats 1…n: a person (invite link) or a bot of a level; seat 0 is the creator's. */
  others: SeatChoice[];
}

export { gameTitle };

/** The bots of a new game, `{ "<seat>": "<level>" }`, for the seats it has. */
function botsOf(choice: Choice, seats: number): Record<string, Exclude<SeatChoice, 'person'>> {
  const bots: Record<string, Exclude<SeatChoice, 'person'>> = {};
  for (let i = 0; i < seats - 1; i++) {
    const c = choice.others[i] ?? 'person';
    if (c !== 'person') bots[String(i + 1)] = c;
  }
  return bots;
}

/** Creates the game (with its bots) and takes its first seat, as the player when there is one; the
 * other people's seats are invite links on the table. */
async function createAndJoin(types: GameTypes, choice: Choice, player: HeldPlayer | undefined): Promise<void> {
  const client = clientFor();
  const type = types.find((x) => x.type === choice.type)!;
  const options = {
    ...(type.defaultOptions as object),
    ...(choice.variant ? { variant: choice.variant } : {}),
    ...(choice.target ? { target: choice.target } : {}),
    ...clockOptions(choice.clock),
  };
  const bots = botsOf(choice, seatCountOf(type, choice.variant));
  const body = { type: choice.type, options, ...(Object.keys(bots).length > 0 ? { bots } : {}) } as Schemas['CreateGame'];
  const game = await unwrap(client.POST('/v1/games', { body }));
  holdAdmin(game.id, game.type, game.adminToken);
  const name = choice.name.trim();
  const joined = await joinGame(clientFor(player?.key), game.id, { seat: 0, ...(name ? { name } : {}) });
  holdSeat(game.id, game.type, { seat: joined.seat, token: joined.token!, name: joined.name }); // a person's join: it has a token
  navigate(gamePath(game.id, joined.seat));
}

const basicLevel = (type: GameType) => type.botLevels.find((l) => l.level === 'basic')?.level ?? type.botLevels[0]?.level;

/** One click per game: its default options, every other seat a `basic` bot, the table at once. */
function QuickPlay({ types, player }: { types: GameTypes; player: HeldPlayer | undefined }) {
  const [busy, setBusy] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const start = async (type: GameType) => {
    setBusy(type.type);
    setProblem(undefined);
    const level = basicLevel(type)!;
    const variant = variantsOf(type)[0];
    const seats = seatCountOf(type, variant);
    try {
      await createAndJoin(types, { type: type.type, variant, clock: 'clock.none', name: player?.name ?? lastName(), others: Array.from({ length: seats - 1 }, () => level) }, player);
    } catch (err) {
      setProblem(reasonOf(err));
      setBusy(undefined);
    }
  };
  return (
    <section class="quick-play" aria-labelledby="quick-heading">
      <h2 id="quick-heading">{t('quick.heading')}</h2>
      <ul class="quick-list">
        {types
          .filter((type) => basicLevel(type))
          .map((type) => (
            <li key={type.type}>
              <button type="button" class="is-primary quick-button" disabled={busy !== undefined} onClick={() => start(type)} data-quick={type.type}>
                {busy === type.type ? t('quick.playing') : t('quick.play', { game: gameTitle(type.type) })}
              </button>
              <a class="small" href={rulesPath(type.type)} onClick={onLinkClick}>
                {t('quick.rules', { game: gameTitle(type.type) })}
              </a>
            </li>
          ))}
      </ul>
      <ProblemAlert problem={problem} />
    </section>
  );
}

function CreateGameForm({ types, player }: { types: GameTypes; player: HeldPlayer | undefined }) {
  const [choice, setChoice] = useState<Choice>(() => ({ type: types[0]!.type, variant: variantsOf(types[0]!)[0], clock: 'clock.none', name: player?.name ?? lastName(), others: [] }));
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const type = types.find((x) => x.type === choice.type)!;
  const variants = variantsOf(type);
  const update = (patch: Partial<Choice>) => setChoice((c) => ({ ...c, ...patch }));
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await createAndJoin(types, choice, player);
    } catch (err) {
      setProblem(reasonOf(err));
      setBusy(false);
    }
  };
  return (
    <form class="create-form" onSubmit={submit} aria-labelledby="create-heading">
      <h2 id="create-heading">{t('create.heading')}</h2>
      <fieldset>
        <legend>{t('create.game')}</legend>
        <div class="game-choices">
          {types.map((x) => (
            <label key={x.type} class={`game-choice${x.type === choice.type ? ' is-chosen' : ''}`}>
              <input type="radio" name="game" value={x.type} checked={x.type === choice.type} onChange={() => update({ type: x.type, variant: variantsOf(x)[0] })} />
              <span class="game-choice-title">
                {gameTitle(x.type)} <span class="muted">({t('players.count', { counts: x.seats.join(' / ') })})</span>
              </span>
              <span class="game-choice-text">{hasTable(x.type) ? t(`game.${x.type}.about` as MessageKey) : x.description}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div class="form-row">
        {variants.length > 0 && (
          <label>
            {t('create.variant')}
            <select name="variant" value={choice.variant} onChange={(e) => update({ variant: (e.target as HTMLSelectElement).value })}>
              {variants.map((v) => (
                <option key={v} value={v}>
                  {variantLabel(v)}
                </option>
              ))}
            </select>
          </label>
        )}
        {hasTarget(type) && (
          <label>
            {t('create.target')}
            <input type="number" name="target" min={1} max={1000} placeholder="100" value={choice.target ?? ''} onInput={(e) => update({ target: Number((e.target as HTMLInputElement).value) || undefined })} />
          </label>
        )}
        <label>
          {t('create.clock')}
          <select name="turn-clock" value={choice.clock} onChange={(e) => update({ clock: (e.target as HTMLSelectElement).value as MessageKey })}>
            {TURN_CLOCKS.map((c) => (
              <option key={c.key} value={c.key}>
                {t(c.key)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('create.name')}
          <input type="text" name="name" required maxLength={40} autoComplete="nickname" value={choice.name} onInput={(e) => update({ name: (e.target as HTMLInputElement).value })} />
        </label>
      </div>
      <BotSeats seats={seatCountOf(type, choice.variant)} levels={type.botLevels} others={choice.others} onChange={(others) => update({ others })} />
      <p class="muted small">{t('create.note')}</p>
      <ProblemAlert problem={problem} />
      <button type="submit" disabled={busy}>
        {busy ? t('create.creating') : t('create.submit')}
      </button>
    </form>
  );
}

function OpenGameForm() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: Event) => {
    event.preventDefault();
    const match = /(?:\/g\/)?(g_[A-Za-z0-9_-]+)(?:\?seat=(\d+))?/.exec(text.trim());
    if (!match) return setProblem(t('open.invalid'));
    navigate(gamePath(match[1]!, match[2] === undefined ? undefined : Number(match[2])));
  };
  return (
    <form class="open-form" onSubmit={submit} aria-labelledby="open-heading">
      <h2 id="open-heading">{t('open.heading')}</h2>
      <label>
        {t('open.label')}
        <input type="text" name="link" value={text} onInput={(e) => setText((e.target as HTMLInputElement).value)} />
      </label>
      <ProblemAlert problem={problem} />
      <button type="submit">{t('open.submit')}</button>
    </form>
  );
}

/**
 * The lobby, in the order a phone shows it: one click to play the computer, then the games you are
 * in (`#my-games`, linked from the header), then a game of your own choosing, the player and a link.
 */
export function LobbyPage() {
  const [types, setTypes] = useState<GameTypes>();
  const [player, setPlayer] = useState(heldPlayer);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    unwrap(clientFor().GET('/v1/games'))
      .then((list) => setTypes(list.gameTypes.filter((x) => hasTable(x.type))))
      .catch((err) => setProblem(reasonOf(err)));
  }, []);
  useEffect(() => {
    if (location.hash === '#my-games') document.getElementById('my-games')?.scrollIntoView();
  }, [types]);
  return (
    <main id="main" class="lobby" tabIndex={-1}>
      <h1>{t('lobby.title')}</h1>
      <p class="lede">{t('lobby.lede')}</p>
      <ProblemAlert problem={problem} />
      <div class="lobby-grid">
        <div class="lobby-main">
          {types ? <QuickPlay types={types} player={player} /> : !problem && <p aria-busy="true">{t('lobby.loadingGames')}</p>}
          <div id="my-games" class="lobby-mine" tabIndex={-1}>
            {player && <MyGames player={player} />}
            <HeldGamesList games={heldGames()} />
          </div>
          {types && <CreateGameForm key={player?.id ?? ''} types={types} player={player} />}
        </div>
        <div class="lobby-side">
          <PlayerPanel player={player} onChange={setPlayer} />
          {player && <LeavePanel key={player.id} player={player} />}
          {player && <RemindersPanel key={`r-${player.id}`} player={player} />}
          <OpenGameForm />
        </div>
      </div>
    </main>
  );
}
