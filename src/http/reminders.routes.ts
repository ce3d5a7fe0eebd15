import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { problemResponses } from './problem';
import { remindersInput, remindersSchema } from '../schemas';

/** A player's reminder thresholds (`/v1/me/reminders`, issue 27 item 3, README "Reminders"). */

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const playerOnly: Array<Record<string, string[]>> = [{ playerKey: [] }];

const how =
  'While it is your turn in a game whose clock runs (per move or a bank), the server reminds you when the time left reaches each threshold: a `remind` entry in the game\'s log (event `turn-reminded`), a `turn.reminder` player webhook and a `turn-reminder` event on your stream (`GET /v1/me/stream`). At most once per threshold per turn, always before the deadline; a turn that began with less time than a threshold gets no reminder for it, and once one was sent no larger one follows in that turn.';

export const getRemindersRoute = createRoute({
  operationId: 'getReminders',
  method: 'get',
  path: '/v1/me/reminders',
  tags: ['players'],
  summary: 'Your reminder thresholds',
  description: how,
  security: playerOnly,
  responses: { 200: json(remindersSchema, 'Your thresholds'), ...problemResponses('not-found', 'unauthorized') },
});

export const setRemindersRoute = createRoute({
  operationId: 'setReminders',
  method: 'put',
  path: '/v1/me/reminders',
  tags: ['players'],
  summary: 'Choose your reminder thresholds',
  description: `${how} The new thresholds apply at once in every game, the turns under way included. Refused with nothing changed (\`invalid-request\`): more than 4, one outside 60–2592000 seconds, one twice.`,
  security: playerOnly,
  request: { body: { required: true, content: { 'application/json': { schema: remindersInput, example: { thresholds: [86400, 3600] } } } } },
  responses: { 200: json(remindersSchema, 'Your thresholds from now on'), ...problemResponses('not-found', 'unauthorized', 'payload-too-large', 'unsupported-media-type') },
});
