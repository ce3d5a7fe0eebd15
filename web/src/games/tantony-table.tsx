import type { TantonyState } from '../api/types';
import { Card } from '../cards/card';
import { cardName, sortCards } from '../cards/card-id';
import { list, t, tn } from '../i18n';
import { Area, Controls, Hand, HandSize, LastTrick, MoveButton, PlayerPanel, ScoreTable, TrickInProgress } from '../table/parts';
import { TableLayout, TurnBanner } from '../table/table-layout';
import { movesOfType, playOf, type TableProps } from '../table/types';
import { splitPartnerOf, tantonySheet } from './round-sheets';

/** Tantony hands by suit, high to low (as the API sorts them, TANTONY-3). */
export const sortTantonyHand = (cards: readonly string[]) => sortCards(cards, ['S', 'H', 'D', 'C'], ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2']);

/** The rule that matters now: following (TANTONY-5), giving the trick (TANTONY-6), the end (TANTONY-11, 12, 13). */
export function tantonyRule(state: TantonyState): string {
  if (state.phase === 'give') return 'TANTONY-6';
  if (state.phase === 'finished') return state.variant === 'split-partner' ? 'TANTONY-12' : state.variant === 'three-player' ? 'TANTONY-13' : 'TANTONY-11';
  return 'TANTONY-5';
}

function prompt(state: TantonyState, moves: TableProps<'tantony'>['moves']): string | undefined {
  if (moves.length === 0) return undefined;
  return state.phase === 'give' ? t('tantony.prompt.give') : t('tantony.prompt.play');
}

export function TantonyTable({ view, state, moves, you, names, act, busy }: TableProps<'tantony'>) {
  const me = you === null ? undefined : state.players[you];
  const last = state.tricks[state.tricks.length - 1];
  const gifts = movesOfType(moves, 'give-trick');
  const capacity = state.variant === 'three-player' ? 4 : 3;
  const seats = state.players.length;
  const split = state.variant === 'split-partner';
  const chooseHand = (card: string) => {
    const play = playOf(moves, card);
    return play ? { verb: t('card.play', { card: cardName(card) }), move: play } : undefined;
  };
  const pending = state.phase === 'give' ? last : undefined;
  const details = (p: TantonyState['players'][number]) => (
    <>
      <p class="stats">
        {t('tantony.stats', { received: p.tricksReceived, capacity, down: p.faceDownCount, round: p.roundScore, total: p.total })}
        {p.combined !== null && ` · ${t('tantony.withPartner', { n: p.combined })}`}
      </p>
      {(p.runts.length > 0 || p.lastTrickCard) && (
        <div class="shown-cards">
          <span class="small">{t('tantony.runts')}</span>
          {p.runts.map((c) => (
            <Card key={c} id={c} size="sm" label={t('tantony.runtOf', { name: names[p.seat]!, card: cardName(c) })} />
          ))}
          {p.lastTrickCard && <Card id={p.lastTrickCard} size="sm" label={t('tantony.tookLast', { name: names[p.seat]!, card: cardName(p.lastTrickCard) })} caption={t('tantony.lastTrick')} />}
        </div>
      )}
    </>
  );
  // Who is whose partner: a team mate (teams), or in split partners the seat whose total you add
  // (the one before you) and the one that adds yours (the one after you), TANTONY-12.
  const splitNote = (seat: number) => (you === null || !split ? undefined : splitPartnerOf(you, seats) === seat ? t('badge.youAdd') : splitPartnerOf(seat, seats) === you ? t('badge.addsYou') : undefined);
  const sheet = tantonySheet(state);
  return (
    <TableLayout
      title={t('game.tantony')}
      subtitle={t('tantony.subtitle', { variant: t(`tantony.variant.${state.variant}`), round: state.round, rounds: state.roundCount })}
      banner={<TurnBanner view={view} names={names} you={you} prompt={prompt(state, moves)} />}
      view={view}
      rule={tantonyRule(state)}
      mirrored={view.rulesetVersion >= 2}
      notice={
        split && (
          <p class="small pairing" data-testid="pairing">
            {t('tantony.pairing', { pairs: list(state.players.map((p) => t('tantony.pairOf', { name: names[p.seat]!, partner: names[splitPartnerOf(p.seat, seats)]! }))) })}
          </p>
        )
      }
      others={state.players
        .filter((p) => p.seat !== you)
        .map((p) => {
          const partner = p.team !== null && you !== null && state.players[you]?.team === p.team;
          const note = p.team === null ? splitNote(p.seat) : partner ? undefined : t('badge.team', { n: p.team + 1 });
          return {
            seat: p.seat,
            panel: (
              <PlayerPanel name={names[p.seat]!} seat={p.seat} turn={view.toAct.includes(p.seat)} dealer={state.dealer === p.seat} partner={partner || (split && splitPartnerOf(you ?? -1, seats) === p.seat)} note={note}>
                <HandSize name={names[p.seat]!} count={p.handSize} />
                {details(p)}
              </PlayerPanel>
            ),
          };
        })}
      centre={
        <>
          {state.trick && <TrickInProgress number={state.trick.number} plays={state.trick.plays} names={names} />}
          {pending && (
            <Area title={t('tantony.toGive')} class="gift-area">
              {/* The giver has the choice in the buttons under the trick: a phone screen has no room to say it twice. */}
              <p>{pending.winner === you ? t('tantony.youGive', { n: pending.number }) : t('tantony.gives', { name: names[pending.winner]!, n: pending.number, names: list(state.canReceive.map((s) => names[s]!)) })}</p>
            </Area>
          )}
          {last && (
            <LastTrick number={last.number} plays={last.plays} winner={last.winner} names={names}>
              {last.receiver !== null
                ? `${t('tantony.gaveTo', { name: names[last.winner]!, to: names[last.receiver]! })}${last.automatic ? t('tantony.onlyRoom') : ''}${last.runt ? t('tantony.runt', { card: cardName(last.runt) }) : ''}`
                : state.lastTrick && state.lastTrick.trick === last.number
                  ? t('tantony.exchanged', { takes: list(state.lastTrick.takes.map((c, s) => t('tantony.took', { name: names[s]!, card: cardName(c) }))) })
                  : undefined}
            </LastTrick>
          )}
        </>
      }
      mine={
        me && (
          <PlayerPanel name={names[me.seat]!} seat={me.seat} you turn={view.toAct.includes(me.seat)} dealer={state.dealer === me.seat} note={me.team === null ? undefined : t('badge.team', { n: me.team + 1 })}>
            {gifts.length > 0 && (
              <Controls label={t('tantony.giveControls')} title={t('tantony.giveTitle')}>
                {gifts.map((m) => (
                  <MoveButton key={m.to} move={m} act={act} busy={busy} primary={m.to === you} label={m.to === you ? t('tantony.giveSelf') : t('tantony.giveTo', { name: names[m.to]! })}>
                    {m.to === you ? t('tantony.giveSelfShort') : t('tantony.giveToShort', { name: names[m.to]! })}
                  </MoveButton>
                ))}
              </Controls>
            )}
            <Hand cards={sortTantonyHand(state.hand ?? [])} choose={chooseHand} act={act} busy={busy} />
            {state.faceDown && state.faceDown.length > 0 && (
              <div class="shown-cards face-down-cards">
                <span class="small">{t('tantony.faceDown')}</span>
                {sortTantonyHand(state.faceDown).map((c) => (
                  <Card key={c} id={c} size="sm" label={t('tantony.faceDownCard', { card: cardName(c) })} />
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
            <ScoreTable caption={t('tantony.teams')} head={[t('tantony.col.team'), t('tantony.col.round'), t('tantony.col.total')]} rows={state.teams.map((x) => [x.seats.map((s) => names[s]).join(' & '), tn('unit.points', x.roundScore), tn('unit.points', x.total)])} />
          ) : (
            <ScoreTable
              caption={t('tantony.scores')}
              head={[t('tantony.col.player'), t('tantony.col.round'), t('tantony.col.total'), ...(split ? [t('tantony.col.withPartner')] : [])]}
              rows={state.players.map((p) => [names[p.seat], tn('unit.points', p.roundScore), tn('unit.points', p.total), ...(p.combined !== null ? [tn('unit.points', p.combined)] : [])])}
            />
          )}
          {state.history.length > 0 && (
            <ScoreTable
              caption={t('sheet.round')}
              head={[t('sheet.col.round'), ...names, ...(state.history[0]?.teamTotals ? [t('tantony.col.teamTotals')] : [])]}
              rows={state.history.map((h) => [h.round, ...h.scores.map((s, i) => `${s} (${h.totals[i]})`), ...(h.teamTotals ? [h.teamTotals.join(' – ')] : [])])}
              foot={[split ? t('tantony.col.withPartner') : t('tantony.col.total'), ...sheet.totals.map((n) => tn('unit.points', n)), ...(state.history[0]?.teamTotals ? [''] : [])]}
            />
          )}
        </>
      }
    />
  );
}
