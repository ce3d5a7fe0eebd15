import type { TangoState } from '../api/types';
import { Card, CardBack } from '../cards/card';
import { cardName, sortCards, suitName, type Suit } from '../cards/card-id';
import { t, tn } from '../i18n';
import { Area, Controls, Hand, HandSize, LastTrick, MoveButton, PlayerPanel, ScoreTable, TrickInProgress } from '../table/parts';
import { TableLayout, TurnBanner } from '../table/table-layout';
import { movesOfType, playOf, type TableProps } from '../table/types';
import { tangoSheet } from './round-sheets';

type Pile = TangoState['players'][number]['piles'][number];

/** Tango hands: the Rose, then trump, then the other suits, low to high (TANGO-1, 3). */
export function sortTangoHand(cards: readonly string[], trump: string | null): string[] {
  const suits = ['G', 'Y', 'P', 'R'];
  const order = trump ? [trump, ...suits.filter((s) => s !== trump)] : suits;
  return sortCards(cards, order, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
}

/** The rule that matters now: the Style swap (TANGO-11), a lead (TANGO-6), following (TANGO-8), the score (TANGO-13/14). */
export function tangoRule(state: TangoState): string {
  if (state.phase === 'swap') return 'TANGO-11';
  if (state.phase === 'finished') return state.variant === 'long' ? 'TANGO-14' : 'TANGO-13';
  return state.trick.plays.length === 0 ? 'TANGO-6' : 'TANGO-8';
}

function PileView({ pile, index, owner, choose }: { pile: Pile; index: number; owner: string; choose?: () => void }) {
  const n = index + 1;
  const label = pile.faceUp
    ? t(pile.faceDown ? 'tango.pileOnDown' : 'tango.pile', { owner, n, card: cardName(pile.faceUp) })
    : pile.faceDown
      ? t('tango.pileDown', { owner, n })
      : t('tango.pileEmpty', { owner, n });
  return (
    <li class="pile">
      {pile.faceDown && (
        <span class={`pile-under${pile.faceUp ? '' : ' is-alone'}`} role={pile.faceUp ? undefined : 'img'} aria-label={pile.faceUp ? undefined : label} aria-hidden={pile.faceUp ? 'true' : undefined}>
          <CardBack />
        </span>
      )}
      {pile.faceUp && <Card id={pile.faceUp} size="sm" label={label} verb={t('tango.pileVerb', { n, card: cardName(pile.faceUp) })} onChoose={choose} />}
      {!pile.faceUp && !pile.faceDown && <span class="pile-empty" role="img" aria-label={label} />}
    </li>
  );
}

function Piles({ piles, owner, label, choose }: { piles: readonly Pile[]; owner: string; label: string; choose?: (card: string) => (() => void) | undefined }) {
  return (
    <ul class="piles" aria-label={label}>
      {piles.map((pile, i) => (
        <PileView key={i} pile={pile} index={i} owner={owner} choose={pile.faceUp && choose ? choose(pile.faceUp) : undefined} />
      ))}
    </ul>
  );
}

function prompt(state: TangoState, moves: TableProps<'tango'>['moves']): string | undefined {
  if (moves.length === 0) return undefined;
  if (state.phase === 'swap') return t('tango.prompt.swap');
  return state.trick.plays.length < 2 ? t('tango.prompt.hand') : t('tango.prompt.pile');
}

const stats = (p: TangoState['players'][number], long: boolean) =>
  `${t('tango.stats', { tricks: tn('unit.tricks', p.tricksWon), points: tn('unit.points', p.score), roses: tn('unit.roses', p.roses) })}${long ? ` · ${t('tango.total', { n: p.total })}` : ''}`;

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
    if (play) return { verb: t('card.play', { card: cardName(card) }), move: play };
    const swap = swaps.find((m) => m.card === card);
    return swap ? { verb: t('tango.swapVerb', { card: cardName(card) }), move: swap } : undefined;
  };
  const choosePile = (card: string) => {
    const play = playOf(moves, card);
    return play ? () => act(play) : undefined;
  };
  const long = state.variant === 'long';
  const from = (f: string) => t(f === 'pile' ? 'tango.from.pile' : 'tango.from.hand');
  const sheet = tangoSheet(state);
  return (
    <TableLayout
      title={t('game.tango')}
      subtitle={t(long ? 'tango.subtitle.long' : 'tango.subtitle.roses', { round: state.round })}
      banner={<TurnBanner view={view} names={names} you={you} prompt={prompt(state, moves)} />}
      view={view}
      rule={tangoRule(state)}
      others={state.players
        .filter((p) => p.seat !== you)
        .map((p) => ({
          seat: p.seat,
          panel: (
            <PlayerPanel name={names[p.seat]!} seat={p.seat} turn={turnOf.includes(p.seat)} dealer={state.dealer === p.seat}>
              <HandSize name={names[p.seat]!} count={p.handSize} />
              <Piles piles={p.piles} owner={names[p.seat]!} label={t('tango.piles', { owner: names[p.seat]! })} />
              <p class="stats">{stats(p, long)}</p>
            </PlayerPanel>
          ),
        }))}
      centre={
        <>
          {state.phase !== 'finished' && <TrickInProgress number={state.trick.number} plays={state.trick.plays.map((p) => ({ seat: p.seat, card: p.card, note: from(p.from) }))} names={names} />}
          <Area title={t('tango.style')} class="style-area">
            {state.styleCard ? <Card id={state.styleCard} size="sm" caption={trump ? t('tango.trump', { suit: suitName(trump), letter: trump }) : undefined} /> : <p class="muted">{t('tango.noStyle')}</p>}
            {lastSwap && (
              <p class="muted small">
                {lastSwap.swapped && lastSwap.gave && lastSwap.took
                  ? t('tango.swapped', { n: lastSwap.afterTrick, name: names[lastSwap.seat]!, gave: cardName(lastSwap.gave), took: cardName(lastSwap.took) })
                  : t('tango.kept', { n: lastSwap.afterTrick, name: names[lastSwap.seat]! })}
              </p>
            )}
          </Area>
          {last && <LastTrick number={last.number} plays={last.plays.map((p) => ({ seat: p.seat, card: p.card, note: from(p.from) }))} winner={last.winner} names={names} />}
        </>
      }
      mine={
        me && (
          <PlayerPanel name={names[me.seat]!} seat={me.seat} you turn={turnOf.includes(me.seat)} dealer={state.dealer === me.seat}>
            <Hand cards={sortTangoHand(state.hand ?? [], state.trump)} choose={chooseHand} act={act} busy={busy} />
            {decline && (
              <Controls>
                <MoveButton move={decline} act={act} busy={busy} primary>
                  {t('tango.keep')}
                </MoveButton>
              </Controls>
            )}
            <Piles piles={me.piles} owner={names[me.seat]!} label={t('tango.yourPiles')} choose={choosePile} />
            <p class="stats">{stats(me, long)}</p>
          </PlayerPanel>
        )
      }
      scores={
        <>
          <ScoreTable
            caption={t('tango.thisRound')}
            head={[t('tango.col.player'), t('tango.col.tricks'), t('tango.col.points'), t('tango.col.roses'), ...(long ? [t('tango.col.total')] : [])]}
            rows={state.players.map((p) => [names[p.seat], p.tricksWon, p.score, p.roses, ...(long ? [p.total] : [])])}
          />
          {state.rounds.length > 0 && (
            <ScoreTable
              caption={t('sheet.round')}
              head={[t('sheet.col.round'), ...names, t('tango.col.roseTo'), ...(long ? names.map((n) => t('tango.col.totalOf', { name: n })) : [])]}
              rows={state.rounds.map((r) => [r.round, ...r.scores, r.roseTo === null ? '—' : names[r.roseTo], ...(long ? r.totals : [])])}
              foot={[t('tango.col.roses'), ...sheet.totals.map((n) => tn('unit.roses', n)), '', ...(long ? names.map(() => '') : [])]}
            />
          )}
        </>
      }
    />
  );
}
