import { useEffect, useState } from 'preact/hooks';
import type { Schemas } from '../../../clients/typescript';
import { clientFor, reasonOf, unwrap } from '../api/client';
import { freshEntropy } from '../api/entropy';
import { heldPlayer, type HeldPlayer } from '../api/player';
import { heldGames, holdAdmin, holdSeat, lastName } from '../api/seats';
import type { GameTypes } from '../api/types';
import { hasTable } from '../games';
import { gamePath, navigate } from '../router';
import { BotSeats } from './bot-seats';
import { hasTarget, seatCountOf, TURN_CLOCKS, variantLabel, variantsOf, type SeatChoice } from './game-options';
import { HeldGamesList } from './held-games';
import { MyGames } from './my-games';
import { PlayerPanel } from './player-panel';
import { ProblemAlert } from './problem-alert';

interface Choice {
  type: string;
  variant?: string;
  target?: number;
  turnTimeout: number | null;
  name: string;
  /** Seats 1…n: a person (invite link) or a bot of a level; seat 0 is the creator's. */
  others: SeatChoice[];
}

/** The bots of a new game, `{ "<seat>": "<level>" }`, for the seats it has. */
function botsOf(choice: Choice, seats: number): Record<string, Exclude<SeatChoice, 'person'>> {
  const bots: Record<string, Exclude<SeatChoice, 'person'>> = {};
  choice.others.slice(0, seats - 1).forEach((c, i) => {
    if (c !== 'person') bots[String(i + 1)] = c;
  });
  return bots;
}

/** Creates the game (with its bots) and takes its first seat, as the player when there is one; the
 * other people's seats are invite links on the table. */
async function createAndJoin(types: GameTypes, choice: Choice, player: HeldPlayer | undefined): Promise<void> {
  const client = clientFor();
  const type = types.find((t) => t.type === choice.type)!;
  const options = {
    ...(type.defaultOptions as object),
    ...(choice.variant ? { variant: choice.variant } : {}),
    ...(choice.target ? { target: choice.target } : {}),
    turnTimeout: choice.turnTimeout,
  };
  const bots = botsOf(choice, seatCountOf(type, choice.variant));
  const body = { type: choice.type, options, ...(Object.keys(bots).length > 0 ? { bots } : {}) } as Schemas['CreateGame'];
  const game = await unwrap(client.POST('/v1/games', { body }));
  holdAdmin(game.id, game.type, game.adminToken);
  const joiner = clientFor(player?.key);
  const joined = await unwrap(joiner.POST('/v1/games/{id}/join', { params: { path: { id: game.id } }, body: { seat: 0, name: choice.name, entropy: freshEntropy() } }));
  holdSeat(game.id, game.type, { seat: joined.seat, token: joined.token!, name: joined.name }); // a person's join: it has a token
  navigate(gamePath(game.id, joined.seat));
}

function CreateGameForm({ types, player }: { types: GameTypes; player: HeldPlayer | undefined }) {
  const [choice, setChoice] = useState<Choice>(() => ({ type: types[0]!.type, variant: variantsOf(types[0]!)[0], turnTimeout: null, name: player?.name ?? lastName(), others: [] }));
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const type = types.find((t) => t.type === choice.type)!;
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
      <h2 id="create-heading">New game</h2>
      <fieldset>
        <legend>Game</legend>
        <div class="game-choices">
          {types.map((t) => (
            <label key={t.type} class={`game-choice${t.type === choice.type ? ' is-chosen' : ''}`}>
              <input type="radio" name="game" value={t.type} checked={t.type === choice.type} onChange={() => update({ type: t.type, variant: variantsOf(t)[0] })} />
              <span class="game-choice-title">
                {t.title} <span class="muted">({t.seats.join(' or ')} players)</span>
              </span>
              <span class="game-choice-text">{t.description}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div class="form-row">
        {variants.length > 0 && (
          <label>
            Variant
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
            Match points to win
            <input type="number" name="target" min={1} max={1000} placeholder="100" value={choice.target ?? ''} onInput={(e) => update({ target: Number((e.target as HTMLInputElement).value) || undefined })} />
          </label>
        )}
        <label>
          Turn clock
          <select name="turn-clock" value={String(choice.turnTimeout)} onChange={(e) => update({ turnTimeout: (e.target as HTMLSelectElement).value === 'null' ? null : Number((e.target as HTMLSelectElement).value) })}>
            {TURN_CLOCKS.map((c) => (
              <option key={c.label} value={String(c.seconds)}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Your name
          <input type="text" name="name" required maxLength={40} autoComplete="nickname" value={choice.name} onInput={(e) => update({ name: (e.target as HTMLInputElement).value })} />
        </label>
      </div>
      <BotSeats seats={seatCountOf(type, choice.variant)} levels={type.botLevels} others={choice.others} onChange={(others) => update({ others })} />
      <p class="muted small">You take the first seat; the table then shows an invite link for each seat left to a person ("Open a seat for a friend"). Bots play at once when it is their turn.</p>
      <ProblemAlert problem={problem} />
      <button type="submit" class="is-primary" disabled={busy}>
        {busy ? 'Creating…' : 'Create the game'}
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
    if (!match) return setProblem('Paste an invite link (…/play/g/g_…) or a game id (g_…).');
    navigate(gamePath(match[1]!, match[2] === undefined ? undefined : Number(match[2])));
  };
  return (
    <form class="open-form" onSubmit={submit} aria-labelledby="open-heading">
      <h2 id="open-heading">Open a game</h2>
      <label>
        Invite link or game id
        <input type="text" name="link" value={text} onInput={(e) => setText((e.target as HTMLInputElement).value)} />
      </label>
      <ProblemAlert problem={problem} />
      <button type="submit">Open</button>
    </form>
  );
}

export function LobbyPage() {
  const [types, setTypes] = useState<GameTypes>();
  const [player, setPlayer] = useState(heldPlayer);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    unwrap(clientFor().GET('/v1/games'))
      .then((list) => setTypes(list.gameTypes.filter((t) => hasTable(t.type))))
      .catch((err) => setProblem(reasonOf(err)));
  }, []);
  return (
    <main id="main" class="lobby" tabIndex={-1}>
      <h1>Play Tricktable</h1>
      <p class="lede">Create a game, play it against bots or send each friend the link of their seat — in one sitting or over days.</p>
      <ProblemAlert problem={problem} />
      <div class="lobby-grid">
        {types ? <CreateGameForm key={player?.id ?? ''} types={types} player={player} /> : !problem && <p aria-busy="true">Loading the games…</p>}
        <div class="lobby-side">
          <PlayerPanel player={player} onChange={setPlayer} />
          {player && <MyGames player={player} />}
          <HeldGamesList games={heldGames()} />
          <OpenGameForm />
        </div>
      </div>
    </main>
  );
}
