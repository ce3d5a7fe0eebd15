import type { ClockFields } from '../engine';

/**
 * What the verifier reads, as the API serves it (`GET /v1/games/{id}/record` and `GET …/events`):
 * its own plain description of the JSON, so the verifier depends on the published shapes only.
 */
export interface PublicRecord {
  readonly id: string;
  readonly type: string;
  readonly rulesetVersion: number;
  readonly options: unknown;
  readonly version: number;
  readonly fairness: {
    readonly protocol: string;
    readonly commitment: string;
    readonly entropy: readonly (string | null)[];
    readonly seed: string | null;
    readonly dealSeed: string | null;
  };
  readonly result: { readonly winners: readonly number[]; readonly draw: boolean; readonly scores: readonly number[] };
  /** The table settings; the clock is what the verifier reads of them (absent in hand-made records: no clock). */
  readonly settings?: ClockFields;
  readonly log: readonly RecordEntry[];
}

export interface RecordEntry {
  readonly seq: number;
  /** When the entry was written: the clock counts from these (absent in hand-made records). */
  readonly at?: string;
  readonly kind: string;
  readonly seat: number | null;
  readonly join: { readonly name: string; readonly entropy: string | null } | null;
  readonly action: ({ readonly type: string } & Record<string, unknown>) | null;
  /** A lifecycle entry's details: a reset's new name, a rematch's game, a takeover's bot (absent in older records). */
  readonly lifecycle?: { readonly name?: string | null; readonly gameId?: string; readonly bot?: string; readonly leave?: { readonly id: string; readonly from?: string; readonly until?: string }; readonly reminder?: { readonly threshold: number; readonly deadline: string } } | null;
  readonly events: readonly unknown[];
}

/** One entry of a log as a reader saw it (`GET /v1/games/{id}/events`, redacted for that reader). */
export interface SeenEntry {
  readonly seq: number;
  readonly events: readonly unknown[];
}

/** A log as one reader saw it: the spectator (seat null) or a seat (with its token). */
export interface SeenLog {
  readonly seat: number | null;
  readonly entries: readonly SeenEntry[];
}
