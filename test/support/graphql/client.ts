import type { Api } from '../api';
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/** A GraphQL error as the server sends it. */
export interface GqlError {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions: { readonly code: string; readonly [key: string]: unknown };
}

export interface GqlReply<T = any> {
  readonly status: number;
  readonly headers: Headers;
  readonly data: T | null | undefined;
  readonly errors: readonly GqlError[] | undefined;
  /** The whole body as received, for leak audits. */
  readonly body: unknown;
  readonly text: string;
}

/** A small GraphQL-over-HTTP client for the tests: POST JSON to /graphql, nothing clever. */
export class GqlClient {
  constructor(readonly api: Api) {}

  async request<T = any>(query: string, variables?: Record<string, unknown>, opts: { token?: string; headers?: Record<string, string> } = {}): Promise<GqlReply<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await this.api.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const text = await res.text();
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, data: body?.data, errors: body?.errors, body, text };
  }

  /** The data of a request that must succeed. */
  async data<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
    const reply = await this.request<T>(query, variables, { token });
    if (reply.status !== 200 || reply.errors) throw new Error(`GraphQL request failed (${reply.status}): ${reply.text}`);
    return reply.data as T;
  }

  /** The server's schema, read through introspection like any client would. */
  async schema(): Promise<GraphQLSchema> {
    return buildClientSchema(await this.data<IntrospectionQuery>(getIntrospectionQuery()));
  }
}
