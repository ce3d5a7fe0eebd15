/**
 * The parts of Tricktable's public answers the gateway reads (openapi/openapi.json describes them
 * in full). Each game's `state` is its own (docs/games/*.md "View"); the renderers read it.
 */
export interface Problem {
  readonly code: string;
  readonly title?: string;
  readonly detail?: string;
  readonly rule?: string;
  readonly reason?: string;
  readonly version?: number;
}

export interface Seat {
  readonly seat: number;
  readonly name: string | null;
}

export interface FinishedResult {
  readonly winners: number[];
  readonly draw: boolean;
  readonly scores: number[];
  readonly reason?: string;
  readonly by?: number;
}

export interface GameView {
  readonly id: string;
  readonly type: string;
  readonly status: 'waiting' | 'active' | 'finished' | 'aborted';
  readonly version: number;
  readonly toAct: number[];
  readonly deadlines?: Array<string | null>;
  readonly you: number | null;
  readonly seats: Seat[];
  readonly state: Record<string, any> | null;
  readonly result: FinishedResult | null;
}

/** An action as the API takes it: `{ type, …fields }`. */
export type Move = { readonly type: string } & Record<string, unknown>;

export interface LegalMoves {
  readonly game: string;
  readonly version: number;
  readonly seat: number | null;
  readonly moves: Move[];
}

/** What a player webhook carries (README "Player webhooks"; `turn.reminder` from the clocks issue). */
export interface PlayerNotice {
  readonly type: string;
  readonly timestamp?: string;
  readonly data: {
    readonly gameId: string;
    readonly gameType: string;
    readonly version: number;
    readonly seat: number;
    readonly deadline?: string | null;
    readonly status?: 'finished' | 'aborted';
    readonly result?: FinishedResult;
    readonly rematch?: { readonly gameId: string };
    readonly by?: number | null;
    readonly [more: string]: unknown;
  };
}
