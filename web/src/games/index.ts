import type { FunctionComponent } from 'preact';
import type { GameState } from '../api/types';
import type { TableProps } from '../table/types';
import { TadpoleTable } from './tadpole-table';
import { TangoTable } from './tango-table';
import { TanniTable } from './tanni-table';
import { TantonyTable } from './tantony-table';

/**
 * The tables this client can draw, by game type. The lobby offers the game types the server lists
 * (`GET /v1/games`) that have a table here.
 */
export const TABLES: { [G in GameState['game']]: FunctionComponent<TableProps<Extract<GameState, { game: G }>>> } = {
  tango: TangoTable,
  tanni: TanniTable,
  tadpole: TadpoleTable,
  tantony: TantonyTable,
};

export const hasTable = (type: string): type is GameState['game'] => type in TABLES;

/** Draws the table of whichever game the state belongs to. */
export function tableFor(state: GameState): FunctionComponent<TableProps<GameState>> {
  return TABLES[state.game] as FunctionComponent<TableProps<GameState>>;
}
