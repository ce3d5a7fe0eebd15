import type { TantonyState } from '../api/types';
import { Card, CardBacks } from '../cards/card';
import { cardName, sortCards } from '../cards/card-id';
import { othersInTurnOrder, Area, Controls, Hand, HandSize, LastTrick, MoveButton, PlayerPanel, ScoreTable, TrickInProgress } from '../table/parts';
import { TableLayout, TurnBanner } from '../table/table-layout';
import { movesOfType, playOf, type TableProps } from '../table/types';

/** Tantony hands by suit, high to low (as the API sorts them, TANTONY-3). */
export const sortTantonyHand = (cards: readonly string[]) => sortCards(cards, ['S', 'H', 'D', 'C'], ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2']);

const VARIANTS: Record<TantonyState['variant'], string> = { teams: 'teams', 'split-partner': 'split partners', 'three-player': 'three players' };

function prompt(state: TantonyState, moves: TableProps<'tantony'>['moves']): string | undefined {
  if (moves.length === 0) return undefined;
  return state.phase === 'give' ? 'give the trick you won to a player with room' : 'play a card';
}

export function TantonyTable({ view, state, moves, you, names, act, busy }: TableProps<'tantony'>) {
  const me = you === null ? undefined : state.players[you];
  const last = state.tricks[state.tricks.length - 1];
  const gifts = movesOfType(moves, 'give-trick');
  const capacity = state.variant === 'three-player' ? 4 : 3;
  const chooseHand = (card: string) => {
    const play = playOf(moves, card);
    return play ? { verb: 'Play', move: play } : undefined;
  };
  const pending = state.phase === 'give' ? last : undefined;
  const details = (p: TantonyState['players'][number]) => (
    <>
      <p class="stats">
        received {p.tricksReceived} of {capacity} tricks · {p.faceDownCount} face down · round {p.roundScore} · total {p.total}
        {p.combined !== null && ` · with partner ${p.combined}`}
      </p>
      {(p.runts.length > 0 || p.lastTrickCard) && (
        <div class="shown-cards">
          <span class="small">Runts:</span>
          {p.runts.map((c) => (
            <Card key={c} id={c} size="sm" label={`${names[p.seat]}'s runt: ${cardName(c)}`} />
          ))}
          {p.lastTrickCard && <Card id={p.lastTrickCard} size="sm" label={`${names[p.seat]} took ${cardName(p.lastTrickCard)} from the last trick`} caption="last trick" />}
        </div>
      )}
    </>
  );
  return (
    <TableLayout
      title="Tantony"
      subtitle={`${VARIANTS[state.variant]} · round ${state.round} of ${state.roundCount}`}
      banner={<TurnBanner view={view} names={names} you={you} prompt={prompt(state, moves)} />}
      opponents={othersInTurnOrder(state.players, you).map((p) => (
          <PlayerPanel key={p.seat} name={names[p.seat]!} seat={p.seat} turn={view.toAct.includes(p.seat)} dealer={state.dealer === p.seat} note={p.team === null ? undefined : you !== null && state.players[you]?.team === p.team ? 'partner' : `team ${p.team + 1}`}>
            <HandSize name={names[p.seat]!} count={p.handSize} />
            {details(p)}
          </PlayerPanel>
        ))}
      centre={
        <>
          {pending && (
            <Area title="Trick to give" class="gift-area">
              <p>
                {names[pending.winner]} won trick {pending.number} and gives it to a player with room: {state.canReceive.map((s) => names[s]).join(', ')}
              </p>
            </Area>
          )}
          {state.trick && <TrickInProgress number={state.trick.number} plays={state.trick.plays} names={names} />}
          {last && (
            <LastTrick number={last.number} plays={last.plays} winner={last.winner} names={names}>
              {last.receiver !== null
                ? `${names[last.winner]} gave it to ${names[last.receiver]}${last.automatic ? ' (the only one with room)' : ''}${last.runt ? `; runt ${cardName(last.runt)}` : ''}`
                : state.lastTrick && state.lastTrick.trick === last.number
                  ? `Exchanged: ${state.lastTrick.takes.map((c, s) => `${names[s]} took ${cardName(c)}`).join(', ')}`
                  : undefined}
            </LastTrick>
          )}
        </>
      }
      mine={
        me && (
          <PlayerPanel name={names[me.seat]!} seat={me.seat} you turn={view.toAct.includes(me.seat)} dealer={state.dealer === me.seat} note={me.team === null ? undefined : `team ${me.team + 1}`}>
            <Hand cards={sortTantonyHand(state.hand ?? [])} choose={chooseHand} act={act} busy={busy} />
            {gifts.length > 0 && (
              <Controls label="Give the trick">
                {gifts.map((m) => (
                  <MoveButton key={m.to} move={m} act={act} busy={busy} primary={m.to === you}>
                    Give the trick to {m.to === you ? 'yourself' : names[m.to]}
                  </MoveButton>
                ))}
              </Controls>
            )}
            {state.faceDown && state.faceDown.length > 0 && (
              <div class="shown-cards">
                <span class="small">Face down (your next hand):</span>
                {sortTantonyHand(state.faceDown).map((c) => (
                  <Card key={c} id={c} size="sm" label={`Face down: ${cardName(c)}`} />
                ))}
              </div>
            )}
            {details(me)}
          </PlayerPanel>
        )
      }
      scores={
        <>
          {state.teams ? (
            <ScoreTable caption="Teams" head={['Team', 'Round', 'Total']} rows={state.teams.map((t) => [t.seats.map((s) => names[s]).join(' & '), t.roundScore, t.total])} />
          ) : (
            <ScoreTable
              caption="Scores"
              head={['Player', 'Round', 'Total', ...(state.variant === 'split-partner' ? ['With partner'] : [])]}
              rows={state.players.map((p) => [names[p.seat], p.roundScore, p.total, ...(p.combined !== null ? [p.combined] : [])])}
            />
          )}
          {state.history.length > 0 && (
            <ScoreTable
              caption="Round sheet"
              head={['Round', ...names, ...(state.history[0]?.teamTotals ? ['Team totals'] : [])]}
              rows={state.history.map((h) => [h.round, ...h.scores.map((s, i) => `${s} (${h.totals[i]})`), ...(h.teamTotals ? [h.teamTotals.join(' – ')] : [])])}
            />
          )}
        </>
      }
    />
  );
}
