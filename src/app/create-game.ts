import { bytesToHex, newSeed, seedCommitment, type AnyGame } from '../engine';
import { findGame, games } from '../games/registry';
import type { NewWebhook } from '../store';
import { nowOf, type AppDeps } from './deps';
import { loadedOfNew, lobbyRow } from './players/read-model';
import { AppError } from './errors';
import { parseSettings, publicOptions } from './settings';
import { hashToken, newToken, randomId } from './tokens';
import { issuesOf } from './validation';
import { newSubscription, type CreatedWebhook, type WebhookInput } from './webhook-subscription';

export interface CreatedGame {
  readonly id: string;
  readonly type: string;
  readonly options: Record<string, unknown>;
  readonly seats: Array<{ seat: number; name: null; joined: false }>;
  readonly status: 'waiting';
  readonly version: 0;
  readonly seedCommitment: string;
  readonly adminToken: string;
  readonly webhooks: CreatedWebhook[];
  readonly createdAt: string;
  /** In the lobby (`GET /v1/lobby`) while a seat is free. */
  readonly listed: boolean;
}

export function gameOfType(type: string): AnyGame {
  const game = findGame(type);
  if (!game) {
    throw new AppError('invalid-request', `unknown game type ${JSON.stringify(type)}: one of ${games.map((g) => g.type).join(', ')}`, {
      errors: [{ path: 'type', message: 'unknown game type' }],
    });
  }
  return game;
}

export async function createGame(deps: AppDeps, input: { type: string; options?: unknown; webhooks?: WebhookInput[]; listed?: boolean }): Promise<CreatedGame> {
  const game = gameOfType(input.type);
  const split = parseSettings((input.options ?? {}) as Record<string, unknown>);
  if ('error' in split) throw new AppError('invalid-request', `invalid options for ${game.type}`, { errors: issuesOf(split.error, 'options') });
  const parsed = game.schemas.options.safeParse(split.rest);
  if (!parsed.success) throw new AppError('invalid-request', `invalid options for ${game.type}`, { errors: issuesOf(parsed.error, 'options') });
  const options = parsed.data;
  const seatCount = game.seatCount(options);
  const id = `g_${randomId(16)}`;
  const createdAt = nowOf(deps).toISOString();
  const subscriptions = (input.webhooks ?? []).map((w, i) => newSubscription(deps, id, seatCount, w, createdAt, `webhooks.${i}`));
  const seed = newSeed();
  const adminToken = newToken('admin');
  const record = {
    id,
    type: game.type,
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
  const seats = Array.from({ length: seatCount }, (_, seat) => ({ seat, name: null, joined: false as const }));
  return {
    id,
    type: game.type,
    options: publicOptions(options, split.settings),
    seats,
    status: 'waiting',
    version: 0,
    seedCommitment: record.seedCommitment,
    adminToken,
    webhooks: subscriptions.map((s) => s.created),
    createdAt,
    listed: record.listed,
  };
}
