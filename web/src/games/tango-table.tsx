import type { TangoState } from '../api/types';
import { Card, CardBack } from '../cards/card';
import { cardName, sortCards, suitName, type Suit } from '../cards/card-id';
import { count, othersInTurnOrder, Area, Controls, Hand, HandSize, LastTrick, MoveButton, PlayerPanel, ScoreTable, TrickInProgress } from '../table/parts';
import { TableLayout, TurnBanner } from '../table/table-layout';
import { movesOfType, playOf, type TableProps } from '../table/types';

type Pile = TangoState['players'][number]['piles'][number];

/** Tango hands: the Rose, then trump, then the other suits, low to high (TANGO-1, 3). */
export function sortTangoHand(cards: readonly string[], trump: string | null): string[] {
  const suits = ['G', 'Y', 'P', 'R'];
  const order = trump ? [trump, ...suits.filter((s) => s !== trump)] : suits;
  return sortCards(cards, order, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
}

function PileView({ pile, index, owner, choose }: { pile: Pile; index: number; owner: string; choose?: () => void }) {
  const under = pile.faceDown ? ' on a face-down card' : '';
  const label = pile.faceUp ? `${owner} pile ${index + 1}: ${cardName(pile.faceUp)}${under}` : pile.faceDown ? `${owner} pile ${index + 1}: a face-down card` : `${owner} pile ${index + 1}: empty`;
  return (
    <li class="pile">
      {pile.faceDown && (
        <span class={`pile-under${pile.faceUp ? '' : ' is-alone'}`} role={pile.faceUp ? undefined : 'img'} aria-label={pile.faceUp ? undefined : label} aria-hidden={pile.faceUp ? 'true' : undefined}>
          <CardBack />
        </span>
      )}
      {pile.faceUp && <Card id={pile.faceUp} size="sm" label={label} verb={`Play from pile ${index + 1}:`} onChoose={choose} />}
      {!pile.faceUp && !pile.faceDown && <span class="pile-empty" role="img" aria-label={label} />}
    </li>
  );
}

function Piles({ piles, owner, choose }: { piles: readonly Pile[]; owner: string; choose?: (card: string) => (() => void) | undefined }) {
  return (
    <ul class="piles" aria-label={`${owner} piles`}>
      {piles.map((pile, i) => (
        <PileView key={i} pile={pile} index={i} owner={owner} choose={pile.faceUp && choose ? choose(pile.faceUp) : undefined} />
      ))}
    </ul>
  );
}

function prompt(state: TangoState, moves: TableProps<'tango'>['moves']): string | undefined {
  if (moves.length === 0) return undefined;
  if (state.phase === 'swap') return 'swap a card with the Style card, or keep it';
  return state.trick.plays.length < 2 ? 'play a card from your hand' : 'play a face-up card from your piles';
}

export function TangoTable({ view, state, moves, you, names, act, busy }: TableProps<'tango'>) {
  const me = you === null ? undefined : state.players[you];
  const turnOf = view.toAct;
  const last = state.tricks[state.tricks.length - 1];
  const lastSwap = state.swaps[state.swaps.length - 1];
  const trump = state.trump as Suit | null;
  const swaps = movesOfType(moves, 'swap-style');
  const decline = movesOfType(moves, 'decline-swap')[0];
  const chooseHand = (card: string) => {
    const play = playOf(moves, card);
    if (play) return { verb: 'Play', move: play };
    const swap = swaps.find((m) => m.card === card);
    return swap ? { verb: 'Swap with the Style card:', move: swap } : undefined;
  };
  const choosePile = (card: string) => {
    const play = playOf(moves, card);
    return play ? () => act(play) : undefined;
  };
  const long = state.variant === 'long';
  return (
    <TableLayout
      title="Tango"
      subtitle={`${long ? 'long game' : 'first to 2 roses'} · round ${state.round}`}
      banner={<TurnBanner view={view} names={names} you={you} prompt={prompt(state, moves)} />}
      opponents={othersInTurnOrder(state.players, you).map((p) => (
          <PlayerPanel key={p.seat} name={names[p.seat]!} seat={p.seat} turn={turnOf.includes(p.seat)} dealer={state.dealer === p.seat}>
            <HandSize name={names[p.seat]!} count={p.handSize} />
            <Piles piles={p.piles} owner={`${names[p.seat]}'s`} />
            <p class="stats">
              {count(p.tricksWon, 'trick')} · {count(p.score, 'point')} · {count(p.roses, 'rose')}
              {long && ` · total ${p.total}`}
            </p>
          </PlayerPanel>
        ))}
      centre={
        <>
          <Area title="Style card" class="style-area">
            {state.styleCard ? <Card id={state.styleCard} caption={trump ? `Trump: ${suitName(trump)} (${trump})` : undefined} /> : <p class="muted">No Style card yet</p>}
            {lastSwap && (
              <p class="muted small">
                After trick {lastSwap.afterTrick}: {names[lastSwap.seat]} {lastSwap.swapped && lastSwap.gave && lastSwap.took ? `swapped in ${cardName(lastSwap.gave)} for ${cardName(lastSwap.took)}` : 'kept the Style card'}
              </p>
            )}
          </Area>
          {state.phase !== 'finished' && <TrickInProgress number={state.trick.number} plays={state.trick.plays.map((p) => ({ seat: p.seat, card: p.card, note: p.from }))} names={names} />}
          {last && <LastTrick number={last.number} plays={last.plays.map((p) => ({ seat: p.seat, card: p.card, note: p.from }))} winner={last.winner} names={names} />}
        </>
      }
      mine={
        me && (
          <PlayerPanel name={names[me.seat]!} seat={me.seat} you turn={turnOf.includes(me.seat)} dealer={state.dealer === me.seat}>
            <Piles piles={me.piles} owner="Your" choose={choosePile} />
            <Hand cards={sortTangoHand(state.hand ?? [], state.trump)} choose={chooseHand} act={act} busy={busy} />
            {decline && (
              <Controls>
                <MoveButton move={decline} act={act} busy={busy} primary>
                  Keep the Style card
                </MoveButton>
              </Controls>
            )}
            <p class="stats">
              {count(me.tricksWon, 'trick')} · {count(me.score, 'point')} · {count(me.roses, 'rose')}
              {long && ` · total ${me.total}`}
            </p>
          </PlayerPanel>
        )
      }
      scores={
        <>
          <ScoreTable
            caption="This round"
            head={['Player', 'Tricks', 'Points', 'Roses', ...(long ? ['Total'] : [])]}
            rows={state.players.map((p) => [names[p.seat], p.tricksWon, p.score, p.roses, ...(long ? [p.total] : [])])}
          />
          {state.rounds.length > 0 && (
            <ScoreTable
              caption="Round sheet"
              head={['Round', ...names, 'Rose to', ...(long ? names.map((n) => `${n} total`) : [])]}
              rows={state.rounds.map((r) => [r.round, ...r.scores, r.roseTo === null ? '—' : names[r.roseTo], ...(long ? r.totals : [])])}
            />
          )}
        </>
      }
    />
  );
}
