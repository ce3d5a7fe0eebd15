import { GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLNullableType } from 'graphql';
import { WEBHOOK_EVENT_TYPES } from '../webhooks';

/** REST's `webhooks: [...]` of `POST /v1/games`, for `createGame(webhooks:)`, and what it answers. */
const nn = <T extends GraphQLNullableType>(t: T) => new GraphQLNonNull(t);
const EVENTS = `One of: ${WEBHOOK_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}.`;

export const webhookInputType = new GraphQLInputObjectType({
  name: 'WebhookInput',
  description: "A subscription created with the game (so it sees `game.started`): REST's `WebhookInput`.",
  fields: {
    url: { type: nn(GraphQLString), description: 'https URL (http to 127.0.0.1 only in local mode)' },
    events: { type: new GraphQLList(nn(GraphQLString)), description: `Event types to receive; all when absent. ${EVENTS}` },
    seat: { type: GraphQLInt, description: "Bind to a seat: payloads then show that seat's view (its own cards); public view when absent" },
  },
});

export const createdWebhookType = new GraphQLObjectType({
  name: 'CreatedWebhook',
  fields: {
    id: { type: nn(GraphQLString) },
    url: { type: nn(GraphQLString) },
    events: { type: new GraphQLList(nn(GraphQLString)), description: 'null: every event type' },
    seat: { type: GraphQLInt },
    secret: { type: nn(GraphQLString), description: 'Shown once: verify signatures with it (Standard Webhooks)' },
    createdAt: { type: nn(GraphQLString) },
  },
});
