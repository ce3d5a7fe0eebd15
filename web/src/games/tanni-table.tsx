import { useState } from 'preact/hooks';
import type { TanniState } from '../api/types';
import { Card, CardBacks } from '../cards/card';
import { cardName, sortCards, suitName, type Suit } from '../cards/card-id';
import { list, t, tn } from '../i18n';
import { Area, Controls, Hand, HandSize, LastTrick, MoveButton, PlayerPanel, points, ScoreTable, TrickInProgress } from '../table/parts';
import { TableLayout, TurnBanner } from '../table/table-layout';
import { movesOfType, playOf, type TableProps } from '../table/types';
import { tanniSheet } from './round-sheets';

/** Tanni hands by suit, strongest first: J 9 A 10 K Q 8 7 (TANNI-1). */
export const sortTanniHand = (cards: readonly string[]) => sortCards(cards, ['S', 'H', 'D', 'C'], ['J', '9', 'A', '10', 'K', 'Q', '8', '7']);

const teamOf = (seat: number) => seat % 2;
const teamName = (team: number, names: readonly string[]) => t('tanni.teamName', { a: names[team]!, b: names[team + 2]! });

/** The rule that matters now: the auction (TANNI-5), the hidden trump (TANNI-7), following (TANNI-8, or 9 when trump is hidden), the score (TANNI-13). */
export function tanniRule(state: TanniState): string {
  switch (state.phase) {
    case 'auction':
      return 'TANNI-5';
    case 'trump':
      return 'TANNI-7';
    case 'play':
      return state.contract?.kind === 'tanni' ? 'TANNI-12' : state.trump.open ? 'TANNI-8' : 'TANNI-9';
    default:
      return 'TANNI-13';
  }
}

function prompt(state: TanniState, moves: TableProps<'tanni'>['moves']): string | undefined {
  if (moves.length === 0) return undefined;
  switch (state.phase) {
    case 'auction':
      return t('tanni.prompt.auction');
    case 'trump':
      return t('tanni.prompt.trump');
    default:
      return state.forced ? t('tanni.prompt.forced', { card: cardName(state.forced) }) : t('tanni.prompt.play');
  }
}

function Auction({ state, names }: { state: TanniState; names: readonly string[] }) {
  const auction = state.auction;
  if (!auction) return null;
  return (
    <Area title={t('tanni.auction')} class="auction-area">
      <p>{auction.highBid ? t('tanni.highBid', { value: points(auction.highBid.value), name: names[auction.highBid.seat]! }) : t('tanni.noBid', { name: names[auction.opener]! })}</p>
      <ol class="call-list" aria-label={t('tanni.calls')}>
        {auction.calls.map((call, i) => (
          <li key={i}>
            {call.type === 'bid' ? t('tanni.call.bid', { name: names[call.seat]!, value: points(call.value ?? 0) }) : call.type === 'pass' ? t('tanni.call.pass', { name: names[call.seat]! }) : t('tanni.call.tanni', { name: names[call.seat]! })}
          </li>
        ))}
      </ol>
    </Area>
  );
}

function BidControls({ moves, act, busy }: Pick<TableProps<'tanni'>, 'moves' | 'act' | 'busy'>) {
  const bids = movesOfType(moves, 'bid');
  const [value, setValue] = useState<number | undefined>(undefined);
  const chosen = bids.find((b) => b.value === value) ?? bids[0];
  const pass = movesOfType(moves, 'pass')[0];
  const tanni = movesOfType(moves, 'call-tanni')[0];
  if (!chosen && !pass && !tanni) return null;
  return (
    <Controls label={t('tanni.yourCall')}>
      {chosen && (
        <span class="bid-picker">
          <label for="bid-value">{t('tanni.bid')}</label>
          <select id="bid-value" value={String(chosen.value)} onChange={(e) => setValue(Number((e.target as HTMLSelectElement).value))} disabled={busy}>
            {bids.map((b) => (
              <option key={b.value} value={String(b.value)}>
                {points(b.value)}
              </option>
            ))}
          </select>
          <MoveButton move={chosen} act={act} busy={busy} primary>
            {t('tanni.bidValue', { value: points(chosen.value) })}
          </MoveButton>
        </span>
      )}
      {pass && (
        <MoveButton move={pass} act={act} busy={busy}>
          {t('tanni.pass')}
        </MoveButton>
      )}
      {tanni && (
        <MoveButton move={tanni} act={act} busy={busy}>
          {t('tanni.callTanni')}
        </MoveButton>
      )}
    </Controls>
  );
}

function TrumpState({ state, names }: { state: TanniState; names: readonly string[] }) {
  const { trump, contract } = state;
  return (
    <Area title={t('tanni.contract')} class="trump-area">
      {contract ? (
        <p>{contract.kind === 'tanni' ? t('tanni.contract.tanni', { name: names[contract.seat]! }) : t('tanni.contract.bid', { name: names[contract.seat]!, value: points(contract.value) })}</p>
      ) : (
        <p class="muted">{t('tanni.noContract')}</p>
      )}
      {trump.open && trump.suit ? (
        <p>
          {trump.card
            ? trump.openedBy !== null
              ? t('tanni.trumpOpenBy', { suit: suitName(trump.suit as Suit), card: cardName(trump.card), name: names[trump.openedBy]! })
              : t('tanni.trumpOpenCard', { suit: suitName(trump.suit as Suit), card: cardName(trump.card) })
            : t('tanni.trumpOpen', { suit: suitName(trump.suit as Suit) })}
        </p>
      ) : trump.faceDown ? (
        <div class="hidden-trump">
          <CardBacks count={1} max={1} label={t('tanni.trumpDown')} />
          <p>{t('tanni.trumpHidden')}</p>
          {state.hiddenTrump && <Card id={state.hiddenTrump} size="sm" caption={t('tanni.yourTrump')} label={t('tanni.yourTrumpLabel', { card: cardName(state.hiddenTrump) })} />}
        </div>
      ) : (
        contract && <p class="muted">{t('tanni.noTrump')}</p>
      )}
      <p class="muted small">{t('tanni.sevens', { suits: list(state.sevens.map((s) => suitName(s as Suit))), kitty: tn('unit.cards', state.kittySize) })}</p>
      {state.pairs.length > 0 && (
        <ul class="plain-list" aria-label={t('tanni.pairs')}>
          {state.pairs.map((p) => (
            <li key={p.suit}>{t('tanni.pairDeclared', { name: names[p.seat]!, suit: suitName(p.suit as Suit) })}</li>
          ))}
        </ul>
      )}
    </Area>
  );
}

export function TanniTable({ view, state, moves, you, names, act, busy }: TableProps<'tanni'>) {
  const me = you === null ? undefined : state.players[you];
  const last = state.tricks[state.tricks.length - 1];
  const trumpChoices = movesOfType(moves, 'choose-trump');
  const pairs = movesOfType(moves, 'declare-pair');
  const chooseHand = (card: string) => {
    const play = playOf(moves, card);
    if (play) return { verb: t('card.play', { card: cardName(card) }), move: play };
    const trump = trumpChoices.find((m) => m.card === card);
    return trump ? { verb: t('tanni.trumpVerb', { card: cardName(card) }), move: trump } : undefined;
  };
  const hand = sortTanniHand(state.hand ?? []);
  // A play of a card the hand does not list (none in legal play, but never leave a legal move unplayable).
  const otherPlays = movesOfType(moves, 'play').filter((m) => !hand.includes(m.card));
  const passed = state.phase === 'auction' ? state.auction?.passed : undefined;
  const sheet = tanniSheet(state);
  return (
    <TableLayout
      title={t('game.tanni')}
      subtitle={t('tanni.subtitle', { round: state.round, target: state.target })}
      banner={<TurnBanner view={view} names={names} you={you} prompt={prompt(state, moves)} />}
      view={view}
      rule={tanniRule(state)}
      others={state.players
        .filter((p) => p.seat !== you)
        .map((p) => {
          const partner = you !== null && teamOf(you) === p.team;
          const notes = [...(partner ? [] : [t('badge.team', { n: p.team + 1 })]), ...(passed?.[p.seat] ? [t('badge.passed')] : [])];
          return {
            seat: p.seat,
            panel: (
              <PlayerPanel name={names[p.seat]!} seat={p.seat} turn={view.toAct.includes(p.seat)} dealer={state.dealer === p.seat} partner={partner} note={notes.join(' · ') || undefined}>
                <HandSize name={names[p.seat]!} count={p.handSize} />
                <p class="stats">{tn('unit.tricks', p.tricksWon)}</p>
                {p.shown.length > 0 && (
                  <div class="shown-cards">
                    <span class="small">{t('tanni.shown')}</span>
                    {p.shown.map((c) => (
                      <Card key={c} id={c} size="sm" />
                    ))}
                  </div>
                )}
              </PlayerPanel>
            ),
          };
        })}
      centre={
        <>
          {state.trick && <TrickInProgress number={state.trick.number} plays={state.trick.plays} names={names} />}
          {state.phase === 'auction' && <Auction state={state} names={names} />}
          <TrumpState state={state} names={names} />
          {last && (
            <LastTrick number={last.number} plays={last.plays} winner={last.winner} names={names}>
              {t('tanni.lastPoints', { name: names[last.winner]!, points: points(last.points) })}
            </LastTrick>
          )}
        </>
      }
      mine={
        me && (
          <PlayerPanel name={names[me.seat]!} seat={me.seat} you turn={view.toAct.includes(me.seat)} dealer={state.dealer === me.seat} note={t('badge.team', { n: me.team + 1 })}>
            {state.phase === 'auction' && <BidControls moves={moves} act={act} busy={busy} />}
            <Hand cards={hand} choose={chooseHand} act={act} busy={busy} />
            {(pairs.length > 0 || otherPlays.length > 0) && (
              <Controls>
                {pairs.map((m) => (
                  <MoveButton key={m.suit} move={m} act={act} busy={busy}>
                    {t('tanni.declare', { suit: suitName(m.suit) })}
                  </MoveButton>
                ))}
                {otherPlays.map((m) => (
                  <MoveButton key={m.card} move={m} act={act} busy={busy} primary>
                    {t('card.play', { card: cardName(m.card) })}
                  </MoveButton>
                ))}
              </Controls>
            )}
            <p class="stats">{tn('unit.tricks', me.tricksWon)}</p>
          </PlayerPanel>
        )
      }
      scores={
        <>
          <ScoreTable
            caption={t('tanni.matchPoints', { target: state.target })}
            head={[t('tanni.col.team'), t('tanni.col.round'), t('tanni.col.match')]}
            rows={[0, 1].map((team) => [teamName(team, names), points(state.roundPoints[team] ?? 0), points(state.matchPoints[team] ?? 0)])}
          />
          {state.rounds.length > 0 && (
            <ScoreTable
              caption={t('sheet.round')}
              head={[t('sheet.col.round'), t('tanni.col.contract'), t('tanni.col.points'), t('tanni.col.result'), t('tanni.col.match')]}
              rows={state.rounds.map((r) => [
                r.round,
                r.kind === 'tanni'
                  ? t('tanni.sheet.tanni', { name: names[r.bidder]! })
                  : t('tanni.sheet.bid', { name: names[r.bidder]!, bid: `${points(r.bid)}${r.adjustedBid !== r.bid ? ` → ${points(r.adjustedBid)}` : ''}`, trump: r.trump ? suitName(r.trump as Suit) : t('tanni.noTrump') }),
                r.points.map(points).join('–'),
                t(r.made ? 'tanni.sheet.made' : 'tanni.sheet.failed', { gained: points(r.gained), team: r.scoringTeam + 1 }),
                r.matchPoints.map(points).join('–'),
              ])}
              foot={[t('tanni.col.match'), '', '', '', [0, 1].map((team) => tn('unit.matchPoints', sheet.totals[team]!, { n: points(sheet.totals[team]!) })).join(' – ')]}
            />
          )}
          {state.rounds.some((r) => r.kitty) && (
            <div class="kitty-reveal">
              {state.rounds
                .filter((r) => r.kitty)
                .map((r) => (
                  <p key={r.round} class="small">
                    {t('tanni.kitty', { round: r.round, points: points(r.kittyPoints), cards: list(r.kitty!.map(cardName)) })}
                  </p>
                ))}
            </div>
          )}
        </>
      }
    />
  );
}
