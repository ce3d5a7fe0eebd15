import type { TadpoleState } from '../api/types';
import { Card, CardBacks } from '../cards/card';
import { cardName, sortCards, suitName, type Suit } from '../cards/card-id';
import { count, othersInTurnOrder, Area, Controls, Hand, HandSize, LastTrick, MoveButton, PlayerPanel, ScoreTable, TrickInProgress } from '../table/parts';
import { TableLayout, TurnBanner } from '../table/table-layout';
import { movesOfType, playOf, type TableProps } from '../table/types';

/** Tadpole hands by suit, aces low (TADPOLE-1). */
export const sortTadpoleHand = (cards: readonly string[]) => sortCards(cards, ['S', 'H', 'D', 'C'], ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);

const FROM: Record<string, string> = { hand: 'hand', bongle: 'blind', flipped: 'flipped card' };
const playOfTrick = (p: TadpoleState['trick']['plays'][number]) => ({ seat: p.seat, card: p.card, note: p.from === 'hand' ? undefined : FROM[p.from] });

function prompt(state: TadpoleState, moves: TableProps<'tadpole'>['moves']): string | undefined {
  if (moves.length === 0) return undefined;
  const blind = moves.some((m) => m.type === 'play-bongle');
  if (blind && !moves.some((m) => m.type === 'play')) return 'play blind from a Bongle deck';
  return blind ? 'play a card, or play blind from a Bongle deck' : state.trick.plays.length === 0 ? 'lead a card' : 'play a card';
}

export function TadpoleTable({ view, state, moves, you, names, act, busy }: TableProps<'tadpole'>) {
  const me = you === null ? undefined : state.players[you];
  const last = state.tricks[state.tricks.length - 1];
  const blind = movesOfType(moves, 'play-bongle');
  const chooseHand = (card: string) => {
    const play = playOf(moves, card);
    return play ? { verb: 'Play', move: play } : undefined;
  };
  const decks = (['red', 'black'] as const).map((deck) => ({ deck, ...state.bongle[deck], move: blind.find((m) => m.deck === deck) }));
  return (
    <TableLayout
      title="Tadpole"
      subtitle={`round ${state.round}`}
      banner={<TurnBanner view={view} names={names} you={you} prompt={prompt(state, moves)} />}
      opponents={othersInTurnOrder(state.players, you).map((p) => (
          <PlayerPanel key={p.seat} name={names[p.seat]!} seat={p.seat} turn={view.toAct.includes(p.seat)} dealer={state.dealer === p.seat} note={p.outOfCards ? 'plays blind' : undefined}>
            <HandSize name={names[p.seat]!} count={p.handSize} />
            <p class="stats">{count(p.score, 'trick')} won</p>
          </PlayerPanel>
        ))}
      centre={
        <>
          <Area title="Trump and Bongle decks" class="bongle-area">
            <p>
              Trump: <strong>{state.trump ? suitName(state.trump as Suit) : 'none'}</strong>
            </p>
            <ul class="bongle-decks" aria-label="Bongle decks">
              {decks.map((d) => (
                <li key={d.deck} class="bongle-deck">
                  <span class="deck-name">{d.deck === 'red' ? 'Red deck (hearts, diamonds)' : 'Black deck (spades, clubs)'}</span>
                  <span class="deck-cards">
                    <CardBacks count={d.faceDown} label={`${d.deck} Bongle deck: ${d.faceDown} face-down ${d.faceDown === 1 ? 'card' : 'cards'}`} />
                    {d.flipped ? <Card id={d.flipped} size="sm" label={`${d.deck} deck's flipped card: ${cardName(d.flipped)}`} /> : <span class="muted small">no flipped card</span>}
                  </span>
                  {d.move && <span class="badge badge-turn">you may play blind</span>}
                </li>
              ))}
            </ul>
            <p class="muted small">
              Extra Pile: {state.extraPileSize} face-down {state.extraPileSize === 1 ? 'card' : 'cards'}
              {state.tiedCards.length > 0 && ` · tied this round: ${state.tiedCards.map(cardName).join(', ')}`}
            </p>
          </Area>
          {state.phase !== 'finished' && <TrickInProgress title={`Trick ${state.trick.number} (${state.trick.size} cards)`} number={state.trick.number} plays={state.trick.plays.map(playOfTrick)} names={names} />}
          {last && <LastTrick number={last.number} plays={last.plays.map(playOfTrick)} winner={last.winner} names={names} />}
          {state.discarded.length > 0 && <p class="muted small">Unscored at the end: {state.discarded.map(cardName).join(', ')}</p>}
        </>
      }
      mine={
        me && (
          <PlayerPanel name={names[me.seat]!} seat={me.seat} you turn={view.toAct.includes(me.seat)} dealer={state.dealer === me.seat} note={me.outOfCards ? 'plays blind' : undefined}>
            <Hand cards={sortTadpoleHand(state.hand ?? [])} choose={chooseHand} act={act} busy={busy} />
            {blind.length > 0 && (
              <Controls label="Blind plays">
                {blind.map((m) => (
                  <MoveButton key={m.deck} move={m} act={act} busy={busy}>
                    Play blind from the {m.deck} deck
                  </MoveButton>
                ))}
              </Controls>
            )}
            <p class="stats">{count(me.score, 'trick')} won</p>
          </PlayerPanel>
        )
      }
      scores={
        <>
          <ScoreTable caption="Tricks won (1 point each)" head={['Player', 'Score']} rows={state.players.map((p) => [names[p.seat], p.score])} />
          {state.rounds.length > 0 && (
            <ScoreTable caption="Round sheet" head={['Round', 'Dealer', ...names]} rows={state.rounds.map((r) => [r.round, names[r.dealer], ...r.tricksWon])} />
          )}
        </>
      }
    />
  );
}
