import { bytesToHex, newSeed, seedCommitment, type MatchPhase } from '../../engine';
import type { BotLevel } from '../../bots';
import { gameOfType, parseSettings, publicOptions } from '../catalogue';
import { credentialOf } from '../callers';
import { joinGame } from './join-game';
import type { NewWebhook } from '../../store';
import { nowOf, type AppDeps } from '../deps';
import { loadedOfNew, lobbyRow } from '../projections';
import { AppError, issuesOf } from '../errors';
import { hashToken, newToken, randomId } from '../tokens';
import { newSubscription, type CreatedWebhook, type WebhookInput } from '../webhooks';

export interface CreatedGame {
  readonly id: string;
  readonly type: string;
  /** The ruleset version the game is played under, for good. */
  readonly rulesetVersion: number;
  readonly options: Record<string, unknown>;
  readonly seats: Array<{ seat: number; name: string | null; joined: boolean; bot: BotLevel | null }>;
  /** `waiting`, unless `bots` took every seat: then `active` (they play on at once: read the game for more). */
  readonly status: Extract<MatchPhase, 'waiting' | 'active'>;
  readonly version: number;
  readonly seedCommitment: string;
  readonly adminToken: string;
  readonly webhooks: CreatedWebhook[];
  readonly createdAt: string;
  /** In the lobby (`GET /v1/lobby`) while a seat is free. */
  readonly listed: boolean;
}

export interface CreateGameInput {
  readonly type: string;
  /** Play under an older ruleset of the type (default: the current one). */
  readonly rulesetVersion?: number;
  readonly options?: unknown;
  readonly webhooks?: WebhookInput[];
  /** Seats bots take at once (issue 16): `{ "<seat>": level }`. */
  readonly bots?: Readonly<Record<string, BotLevel>>;
  /** Show it in the lobby while a seat is free. */
  readonly listed?: boolean;
}

/**
 * Who pays for a game of bots alone (issue 26, item 1): its bots play each other with no person's
 * requests to pay for them, so it needs a player key (`403 bots-need-a-player` without), and books
 * one share of that player's bot budget (`429 bot-budget-spent` with `retryAfter` when too little is
 * left); the bot queue charges every share of it to the player. Judged before anything is written.
 */
async function payerOf(deps: AppDeps, id: string, token: string | undefined): Promise<void> {
  const credential = await credentialOf(deps, token);
  if (credential.kind !== 'player') {
    throw new AppError('bots-need-a-player', 'a game whose every seat is a bot needs a player key to pay for its bots (Authorization: Bearer tt_player_…); or leave a seat for a person');
  }
  const wait = (await deps.bots?.book(id, credential.player.id)) ?? 0;
  if (wait > 0) throw new AppError('bot-budget-spent', `your bots have used their budget for now: retry in ${wait} s`, { retryAfter: wait });
}

export async function createGame(deps: AppDeps, input: CreateGameInput, request: { token?: string } = {}): Promise<CreatedGame> {
  const { game, rulesetVersion } = gameOfType(input.type, input.rulesetVersion);
  const split = parseSettings((input.options ?? {}) as Record<string, unknown>);
  if ('error' in split) throw new AppError('invalid-request', `invalid options for ${game.type}`, { errors: issuesOf(split.error, 'options') });
  const parsed = game.schemas.options.safeParse(split.rest);
  if (!parsed.success) throw new AppError('invalid-request', `invalid options for ${game.type}`, { errors: issuesOf(parsed.error, 'options') });
  const options = parsed.data;
  const seatCount = game.seatCount(options);
  const id = `g_${randomId(16)}`;
  const createdAt = nowOf(deps).toISOString();
  const botSeats = Object.entries(input.bots ?? {}).map(([seat, level]) => ({ seat: Number(seat), level }));
  for (const { seat } of botSeats) {
    if (!(seat < seatCount)) throw new AppError('invalid-request', `no seat ${seat}: this game has seats 0–${seatCount - 1}`, { errors: [{ path: `bots.${seat}`, message: 'no such seat' }] });
  }
  const subscriptions = (input.webhooks ?? []).map((w, i) => newSubscription(deps, id, seatCount, w, createdAt, `webhooks.${i}`));
  const allBots = botSeats.length === seatCount;
  if (allBots) await payerOf(deps, id, request.token);
  const seed = newSeed();
  const adminToken = newToken('admin');
  const record = {
    id,
    type: game.type,
    rulesetVersion,
    options,
    settings: split.settings,
    seed: bytesToHex(seed),
    seedCommitment: seedCommitment(seed),
    adminTokenHash: hashToken(adminToken),
    createdAt,
    listed: input.listed === true,
  };
  // A listed game is in the lobby from the start (its row is written with it).
  const lobby = record.listed ? lobbyRow(loadedOfNew(record)) : null;
  await deps.store.createGame(record, subscriptions.map((s) => s.row satisfies NewWebhook), lobby);
  const seats: CreatedGame['seats'] = Array.from({ length: seatCount }, (_, seat) => ({ seat, name: null, joined: false, bot: null }));
  // The bots sit down as the admin would seat them (lifecycle/join-game.ts), lowest seat first; the last deals.
  let joined: { version: number; started: boolean } = { version: 0, started: false };
  for (const { seat, level } of botSeats.sort((a, b) => a.seat - b.seat)) {
    const { joined: j } = await joinGame(deps, id, { seat, bot: level }, { token: adminToken, botsPaid: allBots });
    joined = j;
    seats[seat] = { seat, name: j.name, joined: true, bot: level };
  }
  return {
    id,
    type: game.type,
    rulesetVersion,
    options: publicOptions(options, split.settings),
    seats,
    status: joined.started ? 'active' : 'waiting',
    version: joined.version,
    seedCommitment: record.seedCommitment,
    adminToken,
    webhooks: subscriptions.map((s) => s.created),
    createdAt,
    listed: record.listed,
  };
}
