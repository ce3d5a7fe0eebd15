import { useState } from 'preact/hooks';
import type { TanniState } from '../api/types';
import { Card, CardBacks } from '../cards/card';
import { cardName, sortCards, suitName, type Suit } from '../cards/card-id';
import { count, othersInTurnOrder, Area, Controls, Hand, HandSize, LastTrick, MoveButton, PlayerPanel, points, ScoreTable, TrickInProgress } from '../table/parts';
import { TableLayout, TurnBanner } from '../table/table-layout';
import { movesOfType, playOf, type TableProps } from '../table/types';

/** Tanni hands by suit, strongest first: J 9 A 10 K Q 8 7 (TANNI-1). */
export const sortTanniHand = (cards: readonly string[]) => sortCards(cards, ['S', 'H', 'D', 'C'], ['J', '9', 'A', '10', 'K', 'Q', '8', '7']);

const teamOf = (seat: number) => seat % 2;
const teamName = (team: number, names: readonly string[]) => `${names[team]} & ${names[team + 2]}`;

function prompt(state: TanniState, moves: TableProps<'tanni'>['moves']): string | undefined {
  if (moves.length === 0) return undefined;
  switch (state.phase) {
    case 'auction':
      return 'bid, pass or call Tanni';
    case 'trump':
      return 'lay one card face down as trump';
    default:
      return state.forced ? `you must play ${cardName(state.forced)}` : 'play a card';
  }
}

function Auction({ state, names }: { state: TanniState; names: readonly string[] }) {
  const auction = state.auction;
  if (!auction) return null;
  return (
    <Area title="Auction" class="auction-area">
      <p>
        {auction.highBid ? `High bid: ${points(auction.highBid.value)} by ${names[auction.highBid.seat]}` : `No bid yet; ${names[auction.opener]} opens`}
      </p>
      <ol class="call-list" aria-label="Calls in order">
        {auction.calls.map((call, i) => (
          <li key={i}>
            {names[call.seat]}: {call.type === 'bid' ? `bid ${points(call.value ?? 0)}` : call.type === 'pass' ? 'passed' : 'called Tanni'}
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
    <Controls label="Your call">
      {chosen && (
        <span class="bid-picker">
          <label for="bid-value">Bid</label>
          <select id="bid-value" value={String(chosen.value)} onChange={(e) => setValue(Number((e.target as HTMLSelectElement).value))} disabled={busy}>
            {bids.map((b) => (
              <option key={b.value} value={String(b.value)}>
                {points(b.value)}
              </option>
            ))}
          </select>
          <MoveButton move={chosen} act={act} busy={busy} primary>
            Bid {points(chosen.value)}
          </MoveButton>
        </span>
      )}
      {pass && (
        <MoveButton move={pass} act={act} busy={busy}>
          Pass
        </MoveButton>
      )}
      {tanni && (
        <MoveButton move={tanni} act={act} busy={busy}>
          Call Tanni
        </MoveButton>
      )}
    </Controls>
  );
}

function TrumpState({ state, names }: { state: TanniState; names: readonly string[] }) {
  const { trump, contract } = state;
  return (
    <Area title="Contract and trump" class="trump-area">
      {contract ? (
        <p>
          {contract.kind === 'tanni' ? `${names[contract.seat]} called Tanni: no trump, all 4 tricks` : `${names[contract.seat]} won the bid at ${points(contract.value)}`}
        </p>
      ) : (
        <p class="muted">No contract yet</p>
      )}
      {trump.open && trump.suit ? (
        <p>
          Trump is open: <strong>{suitName(trump.suit as Suit)}</strong>
          {trump.card && ` (${cardName(trump.card)}${trump.openedBy !== null ? `, opened when ${names[trump.openedBy]} could not follow` : ''})`}
        </p>
      ) : trump.faceDown ? (
        <div class="hidden-trump">
          <CardBacks count={1} max={1} label="The trump card, face down" />
          <p>Trump is hidden: one card lies face down</p>
          {state.hiddenTrump && <Card id={state.hiddenTrump} size="sm" caption="Your face-down trump card" label={`Your face-down trump card: ${cardName(state.hiddenTrump)}`} />}
        </div>
      ) : (
        contract && <p class="muted">No trump this round</p>
      )}
      <p class="muted small">
        Sevens in the deck: {state.sevens.map((s) => suitName(s as Suit)).join(' and ')} · kitty: {state.kittySize} {state.kittySize === 1 ? 'card' : 'cards'}
      </p>
      {state.pairs.length > 0 && (
        <ul class="plain-list" aria-label="Pairs declared this round">
          {state.pairs.map((p) => (
            <li key={p.suit}>
              {names[p.seat]} declared king and queen of {suitName(p.suit as Suit)}
            </li>
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
    if (play) return { verb: 'Play', move: play };
    const trump = trumpChoices.find((m) => m.card === card);
    return trump ? { verb: 'Lay face down as trump:', move: trump } : undefined;
  };
  const hand = sortTanniHand(state.hand ?? []);
  // A play of a card the hand does not list (none in legal play, but never leave a legal move unplayable).
  const otherPlays = movesOfType(moves, 'play').filter((m) => !hand.includes(m.card));
  const passed = state.phase === 'auction' ? state.auction?.passed : undefined;
  return (
    <TableLayout
      title="Tanni"
      subtitle={`round ${state.round} · to ${state.target}`}
      banner={<TurnBanner view={view} names={names} you={you} prompt={prompt(state, moves)} />}
      opponents={othersInTurnOrder(state.players, you).map((p) => (
          <PlayerPanel key={p.seat} name={names[p.seat]!} seat={p.seat} turn={view.toAct.includes(p.seat)} dealer={state.dealer === p.seat} note={`${you !== null && teamOf(you) === p.team ? 'partner' : `team ${p.team + 1}`}${passed?.[p.seat] ? ' · passed' : ''}`}>
            <HandSize name={names[p.seat]!} count={p.handSize} />
            <p class="stats">{count(p.tricksWon, 'trick')}</p>
            {p.shown.length > 0 && (
              <div class="shown-cards">
                <span class="small">Shown:</span>
                {p.shown.map((c) => (
                  <Card key={c} id={c} size="sm" />
                ))}
              </div>
            )}
          </PlayerPanel>
        ))}
      centre={
        <>
          {state.phase === 'auction' && <Auction state={state} names={names} />}
          <TrumpState state={state} names={names} />
          {state.trick && <TrickInProgress number={state.trick.number} plays={state.trick.plays} names={names} />}
          {last && (
            <LastTrick number={last.number} plays={last.plays} winner={last.winner} names={names}>
              {names[last.winner]} won {points(last.points)} points
            </LastTrick>
          )}
        </>
      }
      mine={
        me && (
          <PlayerPanel name={names[me.seat]!} seat={me.seat} you turn={view.toAct.includes(me.seat)} dealer={state.dealer === me.seat} note={`team ${me.team + 1}`}>
            <Hand cards={hand} choose={chooseHand} act={act} busy={busy} />
            {state.phase === 'auction' && <BidControls moves={moves} act={act} busy={busy} />}
            {(pairs.length > 0 || otherPlays.length > 0) && (
              <Controls>
                {pairs.map((m) => (
                  <MoveButton key={m.suit} move={m} act={act} busy={busy}>
                    Declare king and queen of {suitName(m.suit)}
                  </MoveButton>
                ))}
                {otherPlays.map((m) => (
                  <MoveButton key={m.card} move={m} act={act} busy={busy} primary>
                    Play {cardName(m.card)}
                  </MoveButton>
                ))}
              </Controls>
            )}
            <p class="stats">{count(me.tricksWon, 'trick')}</p>
          </PlayerPanel>
        )
      }
      scores={
        <>
          <ScoreTable
            caption={`Match points (to ${state.target})`}
            head={['Team', 'Round', 'Match']}
            rows={[0, 1].map((t) => [teamName(t, names), points(state.roundPoints[t] ?? 0), points(state.matchPoints[t] ?? 0)])}
          />
          {state.rounds.length > 0 && (
            <ScoreTable
              caption="Round sheet"
              head={['Round', 'Contract', 'Points', 'Result', 'Match']}
              rows={state.rounds.map((r) => [
                r.round,
                `${names[r.bidder]} ${r.kind === 'tanni' ? 'Tanni' : `${points(r.bid)}${r.adjustedBid !== r.bid ? ` → ${points(r.adjustedBid)}` : ''}, ${r.trump ? suitName(r.trump as Suit) : 'no trump'}`}`,
                r.points.map(points).join('–'),
                `${r.made ? 'made' : 'failed'}: +${points(r.gained)} team ${r.scoringTeam + 1}`,
                r.matchPoints.map(points).join('–'),
              ])}
            />
          )}
          {state.rounds.some((r) => r.kitty) && (
            <div class="kitty-reveal">
              {state.rounds
                .filter((r) => r.kitty)
                .map((r) => (
                  <p key={r.round} class="small">
                    Round {r.round} kitty ({points(r.kittyPoints)} points): {r.kitty!.map(cardName).join(', ')}
                  </p>
                ))}
            </div>
          )}
        </>
      }
    />
  );
}
