import type { Schemas } from '../../../clients/typescript/index';
import { ProblemError, unwrap, type Client } from './client';
import { freshEntropy } from './entropy';

/**
 * Joins that are never lost (README "Seats that are never lost"): every join is sent with an
 * `Idempotency-Key`, and the attempt — key, body, entropy — is kept in localStorage until the
 * server has answered it. A join whose answer was lost (the connection cut after it was sent, the
 * tab closed, the page reloaded) is sent again exactly, and the server answers the seat it gave the
 * first time (200, `Idempotent-Replayed`), never a second seat. With a player key the server
 * answers the player's seat anyway; the key does no harm there.
 */
type JoinBody = Schemas['Join'];
type Joined = Schemas['Joined'];

interface Pending {
  readonly key: string;
  readonly body: JoinBody;
}

const PREFIX = 'tricktable.join.';
const slot = (gameId: string, seat: number | undefined) => `${PREFIX}${gameId}.${seat ?? 'any'}`;

function pendingOf(name: string): Pending | undefined {
  try {
    const raw = localStorage.getItem(name);
    return raw ? (JSON.parse(raw) as Pending) : undefined;
  } catch {
    return undefined;
  }
}

const send = (client: Client, gameId: string, attempt: Pending) =>
  unwrap(client.POST('/v1/games/{id}/join', { params: { path: { id: gameId } }, body: attempt.body, headers: { 'idempotency-key': attempt.key } }));

/** An answer that settles the attempt (the server decided); a network failure or 5xx leaves it for a retry. */
const settled = (err: unknown) => err instanceof ProblemError && err.code !== 'unexpected' && err.code !== 'service-unavailable' && err.code !== 'internal' && err.code !== 'rate-limited';

/** Takes a seat (`body.seat`, or the one the server picks), resending an unanswered earlier attempt first. */
export async function joinGame(client: Client, gameId: string, body: Omit<JoinBody, 'entropy'>): Promise<Joined> {
  const name = slot(gameId, body.seat);
  const earlier = pendingOf(name);
  const wanted = { ...body };
  // The same seat asked for again: the earlier attempt, as it was sent (its key, name and entropy).
  if (earlier && JSON.stringify({ ...earlier.body, entropy: undefined }) === JSON.stringify({ ...wanted, entropy: undefined })) return attempt(earlier);
  if (earlier) {
    // The earlier attempt may have taken the seat: ask with it first; if the server refuses it, this one goes.
    try {
      return await attempt(earlier);
    } catch (err) {
      if (!settled(err)) throw err;
    }
  }
  return attempt({ key: crypto.randomUUID(), body: { ...wanted, entropy: freshEntropy() } });

  async function attempt(pending: Pending): Promise<Joined> {
    localStorage.setItem(name, JSON.stringify(pending));
    try {
      const joined = await send(client, gameId, pending);
      localStorage.removeItem(name);
      return joined;
    } catch (err) {
      if (settled(err)) localStorage.removeItem(name);
      throw err;
    }
  }
}

/** The name of an unanswered earlier join of this seat (the form offers it again after a reload). */
export function pendingJoinName(gameId: string, seat: number | undefined): string | undefined {
  return pendingOf(slot(gameId, seat))?.body.name;
}
