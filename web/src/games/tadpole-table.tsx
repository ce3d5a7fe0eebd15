import type { TadpoleState } from '../api/types';
import { Card, CardBacks } from '../cards/card';
import { cardName, sortCards, suitName, type Suit } from '../cards/card-id';
import { list, t, tn } from '../i18n';
import { Area, Controls, Hand, HandSize, LastTrick, MoveButton, PlayerPanel, ScoreTable, TrickInProgress } from '../table/parts';
import { TableLayout, TurnBanner } from '../table/table-layout';
import { movesOfType, playOf, type TableProps } from '../table/types';
import { tadpoleSheet } from './round-sheets';

/** Tadpole hands by suit, aces low (TADPOLE-1). */
export const sortTadpoleHand = (cards: readonly string[]) => sortCards(cards, ['S', 'H', 'D', 'C'], ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);

const noteOf = (from: string) => (from === 'bongle' ? t('tadpole.from.bongle') : from === 'flipped' ? t('tadpole.from.flipped') : undefined);
const playOfTrick = (p: TadpoleState['trick']['plays'][number]) => ({ seat: p.seat, card: p.card, note: noteOf(p.from) });

/** The rule that matters now: a lead (TADPOLE-6), following or playing blind (TADPOLE-7), the end (TADPOLE-14). */
export function tadpoleRule(state: TadpoleState): string {
  if (state.phase === 'finished') return 'TADPOLE-14';
  return state.trick.plays.length === 0 ? 'TADPOLE-6' : 'TADPOLE-7';
}

function prompt(state: TadpoleState, moves: TableProps<'tadpole'>['moves']): string | undefined {
  if (moves.length === 0) return undefined;
  const blind = moves.some((m) => m.type === 'play-bongle');
  if (blind && !moves.some((m) => m.type === 'play')) return t('tadpole.prompt.blindOnly');
  return blind ? t('tadpole.prompt.either') : state.trick.plays.length === 0 ? t('tadpole.prompt.lead') : t('tadpole.prompt.play');
}

export function TadpoleTable({ view, state, moves, you, names, act, busy }: TableProps<'tadpole'>) {
  const me = you === null ? undefined : state.players[you];
  const last = state.tricks[state.tricks.length - 1];
  const blind = movesOfType(moves, 'play-bongle');
  const chooseHand = (card: string) => {
    const play = playOf(moves, card);
    return play ? { verb: t('card.play', { card: cardName(card) }), move: play } : undefined;
  };
  const decks = (['red', 'black'] as const).map((deck) => ({ deck, ...state.bongle[deck], move: blind.find((m) => m.deck === deck) }));
  const deckName = (deck: 'red' | 'black') => t(deck === 'red' ? 'tadpole.deckName.red' : 'tadpole.deckName.black');
  const sheet = tadpoleSheet(state);
  return (
    <TableLayout
      title={t('game.tadpole')}
      subtitle={t('tadpole.subtitle', { round: state.round })}
      banner={<TurnBanner view={view} names={names} you={you} prompt={prompt(state, moves)} />}
      view={view}
      rule={tadpoleRule(state)}
      others={state.players
        .filter((p) => p.seat !== you)
        .map((p) => ({
          seat: p.seat,
          panel: (
            <PlayerPanel name={names[p.seat]!} seat={p.seat} turn={view.toAct.includes(p.seat)} dealer={state.dealer === p.seat} note={p.outOfCards ? t('badge.playsBlind') : undefined}>
              <HandSize name={names[p.seat]!} count={p.handSize} />
              <p class="stats">{tn('unit.points', p.score)}</p>
            </PlayerPanel>
          ),
        }))}
      centre={
        <>
          {state.phase !== 'finished' && <TrickInProgress title={t('tadpole.trickOf', { n: state.trick.number, size: state.trick.size })} number={state.trick.number} plays={state.trick.plays.map(playOfTrick)} names={names} />}
          <Area title={t('tadpole.area')} class="bongle-area">
            <p>{t('tadpole.trump', { suit: state.trump ? suitName(state.trump as Suit) : t('tadpole.noTrump') })}</p>
            <ul class="bongle-decks" aria-label={t('tadpole.decks')}>
              {decks.map((d) => (
                <li key={d.deck} class="bongle-deck">
                  <span class="deck-name">{t(d.deck === 'red' ? 'tadpole.deck.red' : 'tadpole.deck.black')}</span>
                  <span class="deck-cards">
                    <CardBacks count={d.faceDown} label={tn('tadpole.deckCards', d.faceDown, { deck: deckName(d.deck) })} />
                    {d.flipped ? <Card id={d.flipped} size="sm" label={t('tadpole.flipped', { deck: deckName(d.deck), card: cardName(d.flipped) })} /> : <span class="muted small">{t('tadpole.noFlipped')}</span>}
                  </span>
                  {d.move && <span class="badge badge-turn">{t('tadpole.mayBlind')}</span>}
                </li>
              ))}
            </ul>
            <p class="muted small">
              {tn('tadpole.extraPile', state.extraPileSize)}
              {state.tiedCards.length > 0 && ` · ${t('tadpole.tied', { cards: list(state.tiedCards.map(cardName)) })}`}
            </p>
          </Area>
          {last && <LastTrick number={last.number} plays={last.plays.map(playOfTrick)} winner={last.winner} names={names} />}
          {state.discarded.length > 0 && <p class="muted small">{t('tadpole.unscored', { cards: list(state.discarded.map(cardName)) })}</p>}
        </>
      }
      mine={
        me && (
          <PlayerPanel name={names[me.seat]!} seat={me.seat} you turn={view.toAct.includes(me.seat)} dealer={state.dealer === me.seat} note={me.outOfCards ? t('badge.playsBlind') : undefined}>
            {blind.length > 0 && (
              <Controls label={t('tadpole.blindPlays')}>
                {blind.map((m) => (
                  <MoveButton key={m.deck} move={m} act={act} busy={busy}>
                    {t('tadpole.playBlind', { deck: deckName(m.deck) })}
                  </MoveButton>
                ))}
              </Controls>
            )}
            <Hand cards={sortTadpoleHand(state.hand ?? [])} choose={chooseHand} act={act} busy={busy} />
            <p class="stats">{tn('unit.points', me.score)}</p>
          </PlayerPanel>
        )
      }
      scores={
        <>
          <ScoreTable caption={t('tadpole.tricksWon')} head={[t('tadpole.col.player'), t('tadpole.col.score')]} rows={state.players.map((p) => [names[p.seat], tn('unit.points', p.score)])} />
          {sheet.rows.length > 0 && (
            <ScoreTable
              caption={t('sheet.round')}
              head={[t('sheet.col.round'), t('tadpole.col.dealer'), ...names]}
              rows={sheet.rows.map((r) => [r.partial ? t('tadpole.endedMidRound', { round: r.round }) : r.round, names[state.rounds.find((x) => x.round === r.round)?.dealer ?? state.dealer], ...r.perSeat])}
              foot={[t('tadpole.col.score'), '', ...sheet.totals.map((n) => tn('unit.points', n))]}
            />
          )}
        </>
      }
    />
  );
}
