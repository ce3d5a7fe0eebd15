import type { Chooser } from '../../../src/engine';
import type { EventStore } from '../../../src/store';
import type { Api, Reply } from '../../support/api';
import type { GqlClient } from '../../support/graphql/client';
import type { Documents } from '../../support/graphql/documents';
import { auditEventLog, leaked, readAllPages, loadInternal, secretsNow } from '../../support/leak-audit';

/**
 * The leak audit, widened (issue 8 §5). A random game of any type is played through the public API
 * with every seat token; at each probed step, for every seat and the spectator, everything it can be
 * answered is checked against the cards it may not know then, from the game's own visibility rules
 * (`src/games/<game>/secrets.ts`, written apart from the view code):
 *   - its view and legal moves, over REST and over GraphQL;
 *   - error bodies it provokes: playing out of turn, a card it holds that is not legal now, and every
 *     card it may not know (another hand's, a face-down one) — over REST and GraphQL. Such an answer
 *     may name the card the client itself sent, but no other secret, and it must read the same
 *     whichever secret card was sent (else where a card lies would show through the wording);
 *   - at the end, its whole event log, page by page;
 *   - and no answer to anyone contains the game's secret seed before the game is finished.
 */
export interface LeakStats {
  games: number;
  actions: number;
  bodiesAudited: number;
  errorsProvoked: number;
  leaks: string[];
}

export const newLeakStats = (): LeakStats => ({ games: 0, actions: 0, bodiesAudited: 0, errorsProvoked: 0, leaks: [] });

/** Action types that name a card, per game (`play` for any other game). */
const CARD_ACTIONS: Record<string, string[]> = { tango: ['play', 'swap-style'], tanni: ['play', 'choose-trump'], tadpole: ['play'], tantony: ['play'] };
/** Cards whose refusal rightly reads differently whatever their place (a rule about the card itself). */
const OWN_WORDING: Record<string, string[]> = { tango: ['ROSE'] };

const normalise = (text: string, card: string) => text.replace(new RegExp(`(?<![A-Za-z0-9])${card}(?![A-Za-z0-9])`, 'g'), '<card>');

export interface LeakAuditOptions {
  /** Probe every Nth step (1: every step). */
  readonly probeEvery: number;
  /** At most this many secret cards tried per seat and action type at a probe. */
  readonly secretTries: number;
  readonly gql?: { client: GqlClient; docs: Documents };
  readonly maxActions?: number;
}

export async function auditGame(api: Api, store: EventStore, type: string, options: unknown, choose: Chooser, opts: LeakAuditOptions, stats: LeakStats): Promise<void> {
  const { id, tokens } = await api.seated(type, options);
  const seed = (await store.loadGame(id))!.seed;
  const readers: Array<number | null> = [...tokens.keys(), null];
  const tokenOf = (who: number | null) => (who === null ? undefined : tokens[who]);
  const leak = (what: string, body: unknown, secrets: readonly string[]) => {
    stats.bodiesAudited++;
    const bad = leaked(body, secrets);
    if (bad.length) stats.leaks.push(`${type} ${id} ${what}: ${bad.join(',')} in ${JSON.stringify(body).slice(0, 400)}`);
  };
  let finished = false;
  const seedCheck = (what: string, text: string) => {
    if (!finished && text.includes(seed)) stats.leaks.push(`${type} ${id} ${what}: the seed before the end`);
  };
  const refusedWith = (what: string, r: { status: number; text: string }) => {
    stats.errorsProvoked++;
    seedCheck(what, r.text);
    if (r.status < 400) stats.leaks.push(`${type} ${id} ${what}: accepted (${r.status}) but should have been refused`);
  };

  let actions = 0;
  for (let step = 0; ; step++) {
    const view = await api.view(id);
    seedCheck('spectator view', view.text);
    if (view.body.status === 'finished') break;
    const toAct: number[] = view.body.toAct;
    if (step % opts.probeEvery === 0) {
      const loaded = await loadInternal(store, id);
      for (const who of readers) {
        const token = tokenOf(who);
        const secrets = secretsNow(loaded, who);
        // What it reads: view and legal moves (REST), and both over GraphQL.
        const seen = await api.view(id, token);
        leak(`view of ${who}`, seen.body, secrets);
        seedCheck(`view of ${who}`, seen.text);
        if (token !== undefined) {
          const moves = await api.legalMoves(id, token);
          leak(`legal moves of ${who}`, moves.body, secrets);
        }
        if (opts.gql) {
          const reads = await opts.gql.client.request(token === undefined ? opts.gql.docs.game : opts.gql.docs.seatReads, { id }, { token });
          leak(`GraphQL reads of ${who}`, reads.body, secrets);
          seedCheck(`GraphQL reads of ${who}`, reads.text);
        }
        if (who === null) {
          // A spectator may not act: the refusal names nothing.
          const r = await api.act(id, undefined, { type: 'play', card: secrets[0] ?? 'X' });
          refusedWith('spectator act', r);
          leak('spectator act refusal', r.body, secrets.filter((c) => c !== secrets[0]));
          continue;
        }
        const hand: string[] = (seen.body.state?.hand as string[] | null) ?? [];
        const myTurn = toAct.includes(who);
        // Out of turn, or a held card that is not legal now.
        const legalCards = new Set(myTurn ? ((await api.legalMoves(id, token)).body.moves as Array<{ card?: string }>).flatMap((m) => (m.card ? [m.card] : [])) : []);
        const offside = hand.find((c) => !legalCards.has(c));
        if (offside !== undefined) {
          const r = await api.act(id, token, { type: 'play', card: offside });
          refusedWith(`${who} plays held ${offside}`, r);
          leak(`refusal of held ${offside} for ${who}`, r.body, secrets);
        }
        // Every card it may not know (a sample), for each action type that names a card.
        const tries = pick(secrets, opts.secretTries, choose);
        for (const actionType of CARD_ACTIONS[type] ?? ['play']) {
          const wordings = new Map<string, string[]>();
          for (const card of tries) {
            const r: Reply = await api.act(id, token, { type: actionType, card });
            refusedWith(`${who} ${actionType} secret ${card}`, r);
            leak(`refusal of ${actionType} ${card} for ${who}`, r.body, secrets.filter((c) => c !== card));
            if (!(OWN_WORDING[type] ?? []).includes(card)) {
              const key = `${r.status} ${normalise(r.text, card)}`;
              wordings.set(key, [...(wordings.get(key) ?? []), card]);
            }
          }
          if (wordings.size > 1) stats.leaks.push(`${type} ${id} seat ${who} ${actionType}: refusals of secret cards differ by card: ${[...wordings].map(([k, v]) => `${v.join(',')} → ${k.slice(0, 200)}`).join(' | ')}`);
          if (opts.gql && tries.length > 0) {
            const card = tries[0]!;
            const r = await opts.gql.client.request(opts.gql.docs.act, { gameId: id, action: { type: actionType, card } }, { token });
            refusedWith(`${who} GraphQL ${actionType} secret ${card}`, { status: r.errors ? 400 : 200, text: r.text });
            leak(`GraphQL refusal of ${actionType} ${card} for ${who}`, r.body, secrets.filter((c) => c !== card));
          }
        }
      }
    }
    // Play on: a seat to act, one of its legal moves, applied only at the version read.
    const seat = toAct[choose(toAct.length)]!;
    const moves = await api.legalMoves(id, tokens[seat]);
    const move = moves.body.moves[choose(moves.body.moves.length)];
    const res = await api.act(id, tokens[seat], move, { 'if-match': `"${moves.body.version}"` });
    if (res.status !== 200) throw new Error(`legal move ${JSON.stringify(move)} refused: ${res.text}`);
    finished = res.body.view.status === 'finished';
    if (!finished) seedCheck('act answer', res.text);
    actions++;
    if (actions > (opts.maxActions ?? 5000)) throw new Error('the game did not end');
  }
  finished = true;
  // The whole log of every reader, page by page.
  const loaded = await loadInternal(store, id);
  for (const who of readers) {
    const pages = await readAllPages(async (after) => (await api.events(id, tokenOf(who), after, 37)).body);
    stats.bodiesAudited += pages.length;
    for (const p of auditEventLog(loaded, pages, who)) stats.leaks.push(`${type} ${id} events of ${who}: ${p}`);
  }
  stats.games++;
  stats.actions += actions;
}

function pick<T>(list: readonly T[], n: number, choose: Chooser): T[] {
  const copy = list.slice();
  const out: T[] = [];
  while (out.length < n && copy.length > 0) out.push(copy.splice(choose(copy.length), 1)[0]!);
  return out;
}
