import type { Snapshot } from '../api/types';
import { BanksContext, SeatsContext } from '../table/parts';
import type { TableProps } from '../table/types';
import { TadpoleTable } from './tadpole-table';
import { TangoTable } from './tango-table';
import { TanniTable } from './tanni-table';
import { TantonyTable } from './tantony-table';

/**
 * The tables this client can draw, by game type. The lobby offers the game types the server lists
 * (`GET /v1/games`) that have a table here.
 */
const TABLES: Record<Snapshot['game'], true> = { tango: true, tanni: true, tadpole: true, tantony: true };

export const hasTable = (type: string): type is Snapshot['game'] => Object.hasOwn(TABLES, type);

/** A bank clock is worth showing at every seat; a per-move clock is the same for all (the banner's countdown says it). */
const bankGame = (snapshot: Snapshot) => (snapshot.view.options as { clock?: { kind?: string } }).clock?.kind === 'bank';

type Common = Omit<TableProps<never>, 'view' | 'state' | 'moves'>;

/** Draws the table of whichever game the snapshot is of, narrowed by its `game` (none until every seat is taken). */
export function GameTable(props: Common & { snapshot: Snapshot }) {
  return (
    <SeatsContext.Provider value={props.snapshot.view.seats}>
      <BanksContext.Provider value={bankGame(props.snapshot) ? props.snapshot.view.clocks : null}>
        <TableOf {...props} />
      </BanksContext.Provider>
    </SeatsContext.Provider>
  );
}

function TableOf({ snapshot, ...common }: Common & { snapshot: Snapshot }) {
  switch (snapshot.game) {
    case 'tango':
      return snapshot.view.state && <TangoTable {...common} view={snapshot.view} state={snapshot.view.state} moves={snapshot.moves} />;
    case 'tanni':
      return snapshot.view.state && <TanniTable {...common} view={snapshot.view} state={snapshot.view.state} moves={snapshot.moves} />;
    case 'tadpole':
      return snapshot.view.state && <TadpoleTable {...common} view={snapshot.view} state={snapshot.view.state} moves={snapshot.moves} />;
    case 'tantony':
      return snapshot.view.state && <TantonyTable {...common} view={snapshot.view} state={snapshot.view.state} moves={snapshot.moves} />;
    default: {
      const never: never = snapshot;
      return never;
    }
  }
}
