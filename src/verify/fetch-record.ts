import type { PublicRecord, SeenEntry, SeenLog } from './record';

/** Reads what the verifier checks, over HTTP with `fetch` (Node 20, browsers, Workers alike). */
export interface Fetched {
  readonly record: PublicRecord;
  /** The public log, and the log of the seat whose token was given. */
  readonly logs: SeenLog[];
}

export class FetchError extends Error {}

type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

async function getJson(fetcher: Fetcher, url: string, token?: string): Promise<unknown> {
  const res = await fetcher(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FetchError(`GET ${url}: ${res.status}, not JSON`);
  }
  if (!res.ok) throw new FetchError(`GET ${url}: ${res.status} ${(body as { detail?: string }).detail ?? text.slice(0, 200)}`);
  return body;
}

/** Every entry of a game's log as `token`'s reader sees it (a spectator without a token). */
async function readLog(fetcher: Fetcher, base: string, id: string, token?: string): Promise<SeenEntry[]> {
  const entries: SeenEntry[] = [];
  for (let after = 0; ; ) {
    const page = (await getJson(fetcher, `${base}/v1/games/${encodeURIComponent(id)}/events?after=${after}&limit=1000`, token)) as {
      events: SeenEntry[];
      next: number | null;
    };
    entries.push(...page.events.map((e) => ({ seq: e.seq, events: e.events })));
    if (page.next === null) return entries;
    after = page.next;
  }
}

export async function fetchGame(baseUrl: string, id: string, options: { token?: string; fetch?: Fetcher } = {}): Promise<Fetched> {
  const fetcher: Fetcher = options.fetch ?? ((url, init) => fetch(url, init));
  const base = baseUrl.replace(/\/+$/, '');
  const record = (await getJson(fetcher, `${base}/v1/games/${encodeURIComponent(id)}/record`)) as PublicRecord;
  const logs: SeenLog[] = [{ seat: null, entries: await readLog(fetcher, base, id) }];
  if (options.token) {
    const view = (await getJson(fetcher, `${base}/v1/games/${encodeURIComponent(id)}`, options.token)) as { you: number | null };
    if (view.you === null) throw new FetchError('the token given is not a seat token of this game');
    logs.push({ seat: view.you, entries: await readLog(fetcher, base, id, options.token) });
  }
  return { record, logs };
}
