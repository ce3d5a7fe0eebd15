/**
 * Hostile GraphQL documents (issue 19, item 2) and the CPU one costs the server, for
 * test/reliability/graphql-cost.test.ts and `npm run soak:faults`. Each `make(i)` is unique per i
 * (a comment or a random salt), so no cache can answer for it.
 */
export const attackPairs = (n: number, salt: string) => `{ game(id: "x") { ${Array.from({ length: n }, () => 'v:version v:status').join(' ')} } } # ${salt}`;

const bombLevels = 20;
const bombFragments = Array.from({ length: bombLevels }, (_, i) => `fragment F${i} on GameView { ${i === bombLevels - 1 ? 'version' : `...F${i + 1} ...F${i + 1}`} }`).join(' ');

export const HOSTILE_DOCUMENTS: ReadonlyArray<{ readonly name: string; make(i: number): string }> = [
  { name: '700 alias pairs (13 KB)', make: (i) => attackPairs(700, `unique ${i} ${Math.random()}`) },
  { name: '300 alias pairs (under the token limit)', make: (i) => attackPairs(300, `p ${i} ${Math.random()}`) },
  { name: 'one field 1,900 times (15 KB)', make: (i) => `{ game(id: "x") { ${'version '.repeat(1_900)} } } # ${i} ${Math.random()}` },
  // Each fragment spreads the next twice: 2^20 fields from a few hundred bytes.
  { name: 'fragment bomb (2^20 fields)', make: (i) => `{ game(id: "x") { ...F0 } } ${bombFragments} # ${i}` },
  // Just under the overlap limit: 50 pairs of one alias (overlap 4,950 ≤ 5,000), each a conflict.
  { name: '50 alias pairs (the most allowed)', make: (i) => attackPairs(50, `n ${i} ${Math.random()}`) },
];

export interface GraphqlAnswer {
  readonly status: number;
  readonly body: { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };
}

type Post = (query: string) => Promise<GraphqlAnswer>;

/** The median and the highest CPU time (ms) of the server's side of `runs` requests (in-process: the
 * whole /graphql path, no socket), after two to warm up; the last answer, and how many requests were
 * posted in all (`runs` + the two warm-ups). */
export async function cpuPerRequest(post: Post, make: (i: number) => string, runs = 9): Promise<{ median: number; max: number; answer: GraphqlAnswer; runs: number }> {
  let answer = await post(make(-1));
  await post(make(-2));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const query = make(i);
    const before = process.cpuUsage();
    answer = await post(query);
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, max: times[runs - 1]!, answer, runs: runs + 2 };
}

/** A poster for an app built with createApp (Hono's in-process `request`). */
export const graphqlPoster = (app: { request(path: string, init: RequestInit): Response | Promise<Response> }): Post => async (query) => {
  const res = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  return { status: res.status, body: (await res.json()) as GraphqlAnswer['body'] };
};
