import type { SeenEntry, SeenLog } from '../../../src/verify/record';
import { unwrap, type Client } from './client';
import type { GameRecord } from './types';

/** A finished game's public record (`GET /v1/games/{id}/record`): its log, seed, entropy and result. */
export function readRecord(client: Client, id: string): Promise<GameRecord> {
  return unwrap(client.GET('/v1/games/{id}/record', { params: { path: { id } } }));
}

/** The whole log as `client`'s reader was shown it (redacted for that seat, or for a spectator). */
export async function readLog(client: Client, id: string, seat: number | null): Promise<SeenLog> {
  const entries: SeenEntry[] = [];
  for (let after = 0; ; ) {
    const page = await unwrap(client.GET('/v1/games/{id}/events', { params: { path: { id }, query: { after, limit: 1000 } } }));
    entries.push(...page.events.map((e) => ({ seq: e.seq, events: e.events })));
    if (page.next === null) return { seat, entries };
    after = page.next;
  }
}
