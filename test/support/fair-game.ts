import type { Api } from './api';

export interface FairGame {
  readonly id: string;
  readonly tokens: string[];
  /** Each seat's hand as its own view showed it right after the deal. */
  readonly dealt: string[][];
  /** The spectator's final view. */
  readonly final: any;
}

/**
 * Creates a game, seats every player with the given entropy (undefined: none), reads each seat's first
 * hand from its view, and plays to the end with the first legal move each turn (with If-Match), two
 * requests an action.
 */
export async function playFairGame(api: Api, body: object, entropy: ReadonlyArray<string | undefined>): Promise<FairGame> {
  const created = await api.request('POST', '/v1/games', { body });
  if (created.status !== 201) throw new Error(`create failed: ${created.text}`);
  const id: string = created.body.id;
  const tokens: string[] = [];
  for (let seat = 0; seat < created.body.seats.length; seat++) {
    const joined = await api.join(id, { seat, name: `p${seat}`, ...(entropy[seat] === undefined ? {} : { entropy: entropy[seat] }) } as never);
    if (joined.status !== 201) throw new Error(`join failed: ${joined.text}`);
    tokens[seat] = joined.body.token;
  }
  const dealt: string[][] = [];
  for (const token of tokens) dealt.push([...(await api.view(id, token)).body.state.hand].sort());
  let view = (await api.view(id)).body;
  while (view.status !== 'finished') {
    const seat = view.toAct[0];
    const move = (await api.legalMoves(id, tokens[seat])).body.moves[0];
    const res = await api.act(id, tokens[seat], move, { 'if-match': `"${view.version}"` });
    if (res.status !== 200) throw new Error(`action refused: ${res.text}`);
    view = res.body.view;
  }
  return { id, tokens, dealt, final: (await api.view(id)).body };
}
