import { readFileSync } from 'node:fs';
import type { Command } from '../../src/engine';

/** The fixtures hold joins and actions only (they were recorded before the lifecycle commands). */
type FixtureCommand = Extract<Command, { kind: 'join' | 'action' }>;
import { hashToken } from '../../src/app/tokens';
import type { EventStore, NewEntry } from '../../src/store';

/** test/fixtures/ruleset-1-games.json (scripts/write-ruleset-fixtures.ts): games the code of ruleset 1 played. */
export interface FixtureGame {
  readonly type: string;
  readonly options: Record<string, unknown>;
  readonly seed: string;
  readonly result: Record<string, unknown>;
  readonly entries: ReadonlyArray<{ command: FixtureCommand; events: string; view: string }>;
}

export const fixtureGames: readonly FixtureGame[] = JSON.parse(readFileSync(new URL('../fixtures/ruleset-1-games.json', import.meta.url), 'utf8')).games;

export const fixtureToken = (seat: number) => `tt_seat_fixture-seat-${seat}`;

/** The log entry the app writes for a command (join-game.ts, act.ts). */
export function entryOf(command: FixtureCommand, seq: number, createdAt: string): NewEntry {
  return command.kind === 'join'
    ? { seq, kind: 'join', seat: command.seat, payload: { name: command.name }, createdAt }
    : { seq, kind: 'action', seat: command.seat, payload: { action: command.action }, createdAt };
}

/** Appends a fixture game's first `count` entries as the app wrote them, seat claims included. */
export async function appendFixture(store: EventStore, id: string, game: FixtureGame, count: number, createdAt: string): Promise<void> {
  for (let i = 0; i < count; i++) {
    const { command } = game.entries[i]!;
    const seat = command.kind === 'join' ? { seat: command.seat, name: command.name, tokenHash: hashToken(fixtureToken(command.seat)) } : undefined;
    const done = await store.append(id, { entries: [entryOf(command, i + 1, createdAt)], seat, hooksVersion: 0 });
    if (!done.ok) throw new Error(`append ${i + 1} of ${id}: ${done.conflict}`);
  }
}
