import { newSeed, seedCommitment, bytesToHex, type AnyGame } from '../engine';
import { findGame, games } from '../games/registry';
import type { AppDeps } from './deps';
import { AppError } from './errors';
import { issuesOf } from './validation';
import { hashToken, newToken, randomId } from './tokens';

export interface CreatedGame {
  readonly id: string;
  readonly type: string;
  readonly options: unknown;
  readonly seats: Array<{ seat: number; name: null; joined: false }>;
  readonly status: 'waiting';
  readonly version: 0;
  readonly seedCommitment: string;
  readonly adminToken: string;
  readonly createdAt: string;
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

export async function createGame(deps: AppDeps, input: { type: string; options?: unknown }): Promise<CreatedGame> {
  const game = gameOfType(input.type);
  const parsed = game.schemas.options.safeParse(input.options ?? {});
  if (!parsed.success) {
    throw new AppError('invalid-request', `invalid options for ${game.type}`, { errors: issuesOf(parsed.error, 'options') });
  }
  const options = parsed.data;
  const seed = newSeed();
  const adminToken = newToken('admin');
  const record = {
    id: `g_${randomId(16)}`,
    type: game.type,
    options,
    seed: bytesToHex(seed),
    seedCommitment: seedCommitment(seed),
    adminTokenHash: hashToken(adminToken),
  };
  const createdAt = await deps.store.createGame(record);
  const seats = Array.from({ length: game.seatCount(options) }, (_, seat) => ({ seat, name: null, joined: false as const }));
  return { id: record.id, type: game.type, options, seats, status: 'waiting', version: 0, seedCommitment: record.seedCommitment, adminToken, createdAt };
}
