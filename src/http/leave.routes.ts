import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { problemResponses } from './problem';
import { leaveAnswerSchema, leaveInput, leaveListSchema } from '../schemas';

/** A player's leave (`/v1/me/leave…`, issue 27 item 2): pauses their clocks in all their games. */

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const playerOnly: Array<Record<string, string[]>> = [{ playerKey: [] }];

export const declareLeaveRoute = createRoute({
  operationId: 'declareLeave',
  method: 'post',
  path: '/v1/me/leave',
  tags: ['players'],
  summary: 'Declare leave',
  description:
    'Stops your clock from `from` until `until` in every waiting or active game where you hold a seat: each game\'s log gets a `declare-leave` entry (so replays and `npx tricktable verify` see it), and a deadline falling after `from` moves by the leave\'s length; leave that begins during your turn stops that clock at once. Opponents see it as `seats[].onLeave`. ' +
    'Games whose creator forbade leave (`options.leave: false`) keep running: they are answered in `excluded`. A game you join later gets no entry (joining is being there to play). ' +
    'Refused, with nothing written: `until` not after `from` (`invalid-request`), `from` more than a minute in the past (`leave-in-the-past`), less notice than the server asks (`leave-notice-too-short`, `LEAVE_MIN_NOTICE_SECONDS`, 1 hour by default), more than a calendar year\'s allowance left (`leave-allowance-exceeded`, `LEAVE_DAYS_PER_YEAR`, 30 by default), overlapping leave already declared (`leave-overlaps`: cancel it, or choose other days).',
  security: playerOnly,
  request: { body: { required: true, content: { 'application/json': { schema: leaveInput, example: { from: '2026-12-24T00:00:00Z', until: '2026-12-28T00:00:00Z' } } } } },
  responses: {
    201: json(leaveAnswerSchema, 'The leave, the games it pauses and those excluded, and the allowance left'),
    ...problemResponses('not-found', 'unauthorized', 'leave-in-the-past', 'leave-notice-too-short', 'leave-allowance-exceeded', 'leave-overlaps', 'payload-too-large', 'unsupported-media-type'),
  },
});

export const listLeaveRoute = createRoute({
  operationId: 'listLeave',
  method: 'get',
  path: '/v1/me/leave',
  tags: ['players'],
  summary: 'List your leave',
  description: 'Every leave you declared (cancelled ones with `cancelledAt`), and the allowance left this year.',
  security: playerOnly,
  responses: { 200: json(leaveListSchema, 'Your leave and allowance'), ...problemResponses('not-found', 'unauthorized') },
});

export const cancelLeaveRoute = createRoute({
  operationId: 'cancelLeave',
  method: 'delete',
  path: '/v1/me/leave/{leaveId}',
  tags: ['players'],
  summary: 'Cancel leave',
  description:
    'Leave that has not begun is gone; leave under way ends now (its `until` becomes now): each game that holds it gets a `cancel-leave` entry and your clocks run again. The allowance counts only what was taken. Leave that is over, or cancelled already: `409 leave-over`.',
  security: playerOnly,
  request: { params: z.object({ leaveId: z.string().max(100).meta({ example: 'lv_3kTz9QmWc1rBxY' }) }) },
  responses: { 200: json(leaveAnswerSchema, 'The leave as cancelled, and the allowance left'), ...problemResponses('not-found', 'unauthorized', 'leave-over') },
});
