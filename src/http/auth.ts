import type { Context } from 'hono';
import { bearerTokenOf } from '../schemas';

/** The bearer token of a request, or undefined without an Authorization header. */
export const bearerToken = (c: Context): string | undefined => bearerTokenOf(c.req.header('authorization'));
