import { isBotLevel, type BotLevel } from '../../bots';
import { applyCommand, freeSeat, type Seat } from '../../engine';
import type { PlayerRecord } from '../../store';
import { credentialOf, grantSeqOf, identify, inviteSeatTaken, inviteSeatToken, isCurrentToken, joinBodyHash, joinKeyRecord, joinKeyToken, playerSeatToken, reservedSeats, type Caller, type Credential } from '../callers';
import { botSeats, entropyHex, historyStart, playerHolder, randomFor, seatsOf, type HistoryEntry, type LoadedGame } from '../game';
import { commitAndFollow, loadCurrent } from '../turns';
import type { AppDeps } from '../deps';
import { AppError, rejectionError } from '../errors';
import { hashToken, newToken } from '../tokens';

/** The join body (src/schemas: `joinBody`); new fields go here and in `seatFor`/`nameFor`. */
export interface JoinBody {
  readonly seat?: number;
  readonly name?: string;
  /** The player's contribution to the deal seed (README "Fair deals"), hex or base64url. */
  readonly entropy?: string;
  /** Seat a bot of this level instead of a person: the admin's call (bot seats, issue 16). */
  readonly bot?: BotLevel;
}

/** What the request carries besides its body. */
export interface JoinRequest {
  /** A player key binds the seat to that player; a rematch invite takes the seat kept for it. */
  readonly token?: string;
  /** An anonymous join with a key can be resent after a lost answer (README "Seats that are never lost"). */
  readonly idempotencyKey?: string;
  /** The server itself seats a bot (a rematch keeps the bots of the game before, with the seat's
   * invite as `token`): no admin token needed. Never set from a request. */
  readonly byServer?: boolean;
  /** createGame seats the bots of a game of bots alone whose player pays for them (create-game.ts).
   * Never set from a request. */
  readonly botsPaid?: boolean;
}

export interface Joined {
  readonly gameId: string;
  readonly seat: number;
  readonly name: string;
  /** Shown once (only its hash is stored); a player's seat token, or a keyed join's, is answered again on a resend.
   * Absent for a bot's seat: nobody acts for a bot. */
  readonly token?: string;
  /** The level of the bot now holding the seat (bot seats, issue 16). */
  readonly bot?: BotLevel;
  readonly version: number;
  readonly started: boolean;
}

export interface JoinOutcome {
  readonly joined: Joined;
  /** True when the caller already held the seat (a player joining again, a resend with the same key): nothing was written. */
  readonly existing: boolean;
}

/** Joins are retried on a lost race: taking "any free seat" again on the new state is always safe. */
const ATTEMPTS = 5;

const startedBy = (entry: HistoryEntry) => entry.events.some((e) => e.type === 'game-started');

/** The seat a player already holds, to answer instead of taking another (none in a hot-seat game
 * unless the body names one of them). */
function heldSeat(loaded: LoadedGame, player: PlayerRecord, body: JoinBody): Seat | null {
  const held = seatsOf(loaded, player.id);
  if (loaded.record.settings.hotSeat) return body.seat !== undefined && held.includes(body.seat) ? body.seat : null;
  return held[0] ?? null;
}

/** An invite's join again: the seat it took and the token derived from that join (issue 26, item 4);
 * null when that join lies before the history in memory. */
function invitedAgain(deps: AppDeps, loaded: LoadedGame, seat: Seat): JoinOutcome | null {
  const grant = grantSeqOf(loaded, seat);
  if (grant === null) return null;
  const token = inviteSeatToken(deps, loaded.record.id, seat, grant);
  if (!isCurrentToken(loaded, seat, token)) {
    throw new AppError('seat-taken', `the seat this invite kept (${seat}) is held by another join since (one with an Idempotency-Key answers that key), or was given up or reset`);
  }
  const prior = loaded.history.find((h) => h.seq === grant);
  return { joined: { gameId: loaded.record.id, seat, name: loaded.match.seats[seat] ?? '', token, version: grant, started: prior ? startedBy(prior) : loaded.match.started }, existing: true };
}

/** The first answer of a keyed anonymous join again, with a token re-derived from the key. */
function resent(deps: AppDeps, loaded: LoadedGame, prior: HistoryEntry, body: JoinBody, key: string): JoinOutcome {
  if (prior.requestHash !== joinBodyHash(body)) throw new AppError('idempotency-key-reuse', 'this Idempotency-Key was already used for a different join');
  const seat = prior.seat!;
  const token = joinKeyToken(deps, loaded.record.id, seat, key);
  if (!isCurrentToken(loaded, seat, token)) throw new AppError('seat-taken', `the seat this Idempotency-Key took (${seat}) was given up or reset since; join again with another key`);
  const name = loaded.match.seats[seat] ?? '';
  const bot = isBotJoin(prior);
  const answer = bot ? { bot } : { token };
  return { joined: { gameId: loaded.record.id, seat, name, ...answer, version: prior.seq, started: startedBy(prior) }, existing: true };
}

/** The seat to take, and whether it was kept for this caller (a rematch invite's or player's). */
function seatFor(loaded: LoadedGame, body: JoinBody, credential: Credential): { seat: Seat; kept: boolean } {
  const { mine, open } = reservedSeats(loaded, credential);
  const seats = loaded.match.seats;
  if (body.seat !== undefined) {
    const kept = open !== 'all' && !open.includes(body.seat) && !mine.includes(body.seat);
    if (kept && body.seat >= 0 && body.seat < seats.length && seats[body.seat] === null) {
      throw new AppError('seat-taken', `seat ${body.seat} is kept for a player of the rematch${mine.length > 0 ? `; yours is ${mine[0]}` : ''}`);
    }
    return { seat: body.seat, kept: mine.includes(body.seat) };
  }
  if (mine[0] !== undefined) return { seat: mine[0], kept: true };
  const seat = open === 'all' ? freeSeat(loaded.match) : (open.find((s) => seats[s] === null) ?? null);
  if (seat === null && seats.some((s) => s === null)) {
    // Free seats kept for the players of the game before: say so, not "full" (issue 26, item 4).
    throw new AppError('seat-taken', 'the free seats of this rematch are kept for the players of the game before: join with your player key or your invite');
  }
  if (seat === null) throw new AppError('game-full', 'every seat of this game is taken');
  return { seat, kept: false };
}

export async function joinGame(deps: AppDeps, id: string, body: JoinBody, request: JoinRequest = {}): Promise<JoinOutcome> {
  const entropy = body.entropy === undefined ? null : entropyHex(body.entropy);
  const credential = await credentialOf(deps, request.token);
  const player = credential.kind === 'player' ? credential.player : null;
  // A player's joins are idempotent by who they are; an anonymous join by its key.
  const key = player ? undefined : request.idempotencyKey;
  // The history in memory may start after the entry a resend needs (a snapshot's start, a cached
  // game's cut: load/load-stored.ts): then the whole log is read, once, and the join judged again.
  let fullHistory = false;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const loaded = await loadCurrent(deps, id, { fullHistory });
    const { game, match, random } = loaded;
    if (body.bot !== undefined && !request.byServer) requireAdmin(identify(loaded, credential));
    if (player) {
      const held = heldSeat(loaded, player, body);
      if (held !== null) {
        const grant = grantSeqOf(loaded, held);
        if (grant === null) {
          fullHistory = true;
          continue;
        }
        const token = playerSeatToken(deps, id, held, player.id, grant);
        return { joined: { gameId: id, seat: held, name: match.seats[held]!, token, version: match.version, started: match.started }, existing: true };
      }
    }
    if (key !== undefined) {
      const prior = loaded.history.find((h) => h.kind === 'join' && h.idempotencyKey === joinKeyRecord(key));
      if (prior) return resent(deps, loaded, prior, body, key);
      if (historyStart(loaded) > 0) {
        fullHistory = true;
        continue;
      }
    }
    const kept = credential.kind === 'token' && !request.byServer ? inviteSeatTaken(loaded, credential) : null;
    if (kept !== null) {
      const again = invitedAgain(deps, loaded, kept);
      if (again) return again;
      fullHistory = true;
      continue;
    }
    const { seat, kept: keptForMe } = seatFor(loaded, body, credential);
    // A person taking the seat an invite kept gets a token derived from that join, to answer again.
    const invited = keptForMe && body.bot === undefined && credential.kind === 'token';
    if (body.bot !== undefined && !request.byServer && !request.botsPaid && match.seats[seat] === null && botSeats(loaded).every((b, s) => s === seat || b !== null)) {
      // The last seat to a bot would make bots play each other, paid by nobody (issue 26, item 1).
      throw new AppError('bots-need-a-player', 'this bot would take the last seat, and bots would play each other: create the game with its bots and a player key, or seat a person');
    }
    const name = body.name ?? (body.bot ? `Bot ${seat + 1} (${body.bot})` : (player?.name ?? `Player ${seat + 1}`));
    const holder = player ? playerHolder(player.id) : null;
    const command = { kind: 'join' as const, seat, name, entropy, holder };
    const outcome = applyCommand(game, match, command, randomFor(loaded.record, match, random, command));
    if (!outcome.ok) throw rejectionError(outcome.rejection);
    const seq = match.version + 1;
    const token = player
      ? playerSeatToken(deps, id, seat, player.id, seq)
      : key !== undefined
        ? joinKeyToken(deps, id, seat, key)
        : invited
          ? inviteSeatToken(deps, id, seat, seq)
          : newToken('seat');
    const draft = {
      kind: 'join' as const,
      seat,
      command,
      payload: { name, ...(entropy === null ? {} : { entropy }), ...(holder ? { holder } : {}), ...(body.bot ? { bot: body.bot } : {}) },
      idempotencyKey: key === undefined ? null : joinKeyRecord(key),
      requestHash: key === undefined ? null : joinBodyHash(body),
    };
    const done = await commitAndFollow(deps, loaded, draft, outcome, { seat, name, tokenHash: hashToken(token), ...(body.bot ? { bot: body.bot } : {}) });
    // A bot's seat answers no token: nobody acts for a bot.
    const answer = body.bot ? { bot: body.bot } : { token };
    if (done.ok) return { joined: { gameId: id, seat, name, ...answer, version: done.loaded.match.version, started: done.loaded.match.started }, existing: false };
    if (done.conflict === 'seat' && body.seat !== undefined) throw new AppError('seat-taken', `seat ${seat} is already taken`);
  }
  throw new AppError('version-conflict', 'the game changed while joining; try again');
}

/** The bot level a join entry seated, if it seated a bot. */
const isBotJoin = (entry: HistoryEntry): BotLevel | null => (isBotLevel(entry.bot) ? entry.bot : null);

/** Seating a bot is the admin's call (the token `createGame` answered), as managing webhooks is. */
function requireAdmin(caller: Caller): void {
  if (caller.kind === 'spectator') throw new AppError('unauthorized', "seating a bot needs the game's admin token: Authorization: Bearer <adminToken>");
  if (caller.kind !== 'admin') throw new AppError('forbidden', "only the game's admin token can seat a bot");
}
