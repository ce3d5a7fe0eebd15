import http from 'node:http';

/** One JSON request over a keep-alive agent (the bench's client: node:http, lighter than fetch). A
 * request sent on a reused socket that the server had just closed (its keep-alive timeout) is sent
 * again once, as Node's documentation advises: the server never read it. */
export async function request(
  base: URL,
  agent: http.Agent,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const once = () => requestOnce({ base, agent, method, path, token, body, extra });
  try {
    return await once();
  } catch (err) {
    if ((err as { reusedSocket?: boolean }).reusedSocket && (err as { code?: string }).code === 'ECONNRESET') return once();
    throw new Error(`${method} ${path}: ${(err as Error).message}`, { cause: err });
  }
}

interface Request {
  readonly base: URL;
  readonly agent: http.Agent;
  readonly method: string;
  readonly path: string;
  readonly token?: string;
  readonly body?: unknown;
  readonly extra: Record<string, string>;
}

function requestOnce({ base, agent, method, path, token, body, extra }: Request): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const req = http.request({ host: base.hostname, port: base.port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        try {
          resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined });
        } catch {
          resolve({ status: res.statusCode!, body: text }); // not JSON (a proxy's error page): shown as it came
        }
      });
    });
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(payload);
  });
}
