import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestServer } from '#target';

const EXPOSE = 'ETag,Location,Retry-After,Idempotent-Replayed,Preference-Applied,RateLimit,RateLimit-Policy';

/**
 * The CORS headers and the body limit, on every kind of answer: what Hono's cors({ origin: '*' }) and
 * bodyLimit answer (src/http/lean-middleware.ts applies them without their per-request cost).
 */
describe.each(targets())('CORS and the body limit on $name', (target) => {
  let server: TestServer;
  let game: { id: string; tokens: string[] };
  beforeAll(async () => {
    server = await target.start();
    game = await server.api.seated('tango', { firstDealer: 0 });
  });
  afterAll(() => server?.close());

  const corsOf = (res: Response) => ({
    origin: res.headers.get('access-control-allow-origin'),
    expose: res.headers.get('access-control-expose-headers'),
    vary: res.headers.get('vary'),
  });

  it('every /v1 answer carries them: a read, a write, a problem, an unknown route', async () => {
    const reads = [
      await server.api.fetch('/v1/games'),
      await server.api.fetch(`/v1/games/${game.id}`, { headers: { authorization: `Bearer ${game.tokens[0]}` } }),
      await server.api.fetch(`/v1/games/${game.id}/legal-moves`, { headers: { authorization: `Bearer ${game.tokens[1]}` } }),
      await server.api.fetch('/v1/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'tango' }) }),
      await server.api.fetch(`/v1/games/${game.id}/play`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${game.tokens[1]}` }, body: '{"card":"G1"}' }),
      await server.api.fetch('/v1/nowhere'),
    ];
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 201, 409, 404]);
    for (const res of reads) expect(corsOf(res), res.url).toEqual({ origin: '*', expose: EXPOSE, vary: res.headers.get('vary') });
    // The game view varies by token (its own header), and a 304 keeps the CORS headers too.
    expect(reads[1]!.headers.get('vary')).toBe('Authorization');
    const etag = reads[1]!.headers.get('etag')!;
    const again = await server.api.fetch(`/v1/games/${game.id}`, { headers: { authorization: `Bearer ${game.tokens[0]}`, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(corsOf(again).origin).toBe('*');
    for (const res of [...reads, again]) await res.body?.cancel();
  });

  it('other paths carry them as well', async () => {
    const res = await server.api.fetch('/openapi.json');
    expect(res.status).toBe(200);
    expect(corsOf(res)).toMatchObject({ origin: '*', expose: EXPOSE });
    await res.body?.cancel();
  });

  it('a preflight is answered 204 with the allowed headers and the max age', async () => {
    const res = await server.api.fetch(`/v1/games/${game.id}/play`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type,If-Match,If-None-Match,Idempotency-Key,Prefer');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD,PUT,POST,DELETE,PATCH,QUERY');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('a body over 16 KiB is refused (413) whether its length is declared or not', async () => {
    const huge = JSON.stringify({ type: 'tango', pad: 'x'.repeat(20_000) });
    const declared = await server.api.fetch('/v1/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
    expect(declared.status).toBe(413);
    expect((await declared.json()).code).toBe('payload-too-large');
    expect(declared.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.subarray(i, i + 4096));
        controller.close();
      },
    });
    const chunked = await server.api.fetch('/v1/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).code).toBe('payload-too-large');
    // A small chunked body is read and accepted.
    const small = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ type: 'tango' })));
        controller.close();
      },
    });
    const ok = await server.api.fetch('/v1/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: small, duplex: 'half' } as RequestInit);
    expect(ok.status).toBe(201);
    await ok.body?.cancel();
  });
});
