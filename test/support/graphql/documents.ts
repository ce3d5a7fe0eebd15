import type { GraphQLSchema } from 'graphql';
import { fullSelection } from './selection';

/** The operations the GraphQL suites send, each reading every field of what it returns. */
export function documents(schema: GraphQLSchema) {
  const all = (name: string) => fullSelection(schema, schema.getType(name) as never);
  const view = all('GameView');
  const result = all('ActResult');
  const actArgs = '$gameId: ID!, $expectedVersion: Int, $idempotencyKey: String';
  const actPass = 'gameId: $gameId, expectedVersion: $expectedVersion, idempotencyKey: $idempotencyKey';
  return {
    gameTypes: `query { gameTypes ${all('GameType')} }`,
    createGame: `mutation($type: String!, $options: JSON) { createGame(type: $type, options: $options) ${all('CreatedGame')} }`,
    join: `mutation($gameId: ID!, $seat: Int, $name: String) { join(gameId: $gameId, seat: $seat, name: $name) ${all('Joined')} }`,
    game: `query($id: ID!) { game(id: $id) ${view} }`,
    legalMoves: `query($gameId: ID!) { legalMoves(gameId: $gameId) ${all('LegalMoves')} }`,
    events: `query($gameId: ID!, $after: Int, $limit: Int) { events(gameId: $gameId, after: $after, limit: $limit) ${all('EventPage')} }`,
    act: `mutation(${actArgs}, $action: ActionInput!) { act(${actPass}, action: $action) ${result} }`,
    playCard: `mutation(${actArgs}, $card: String!) { playCard(${actPass}, card: $card) ${result} }`,
    /** A seat's view and legal moves in one request (the log is audited apart, event by event, since
     * an old event may rightly name a card that a later deal hid). */
    seatReads: `query($id: ID!) { game(id: $id) ${view} legalMoves(gameId: $id) ${all('LegalMoves')} }`,
  };
}

export type Documents = ReturnType<typeof documents>;
