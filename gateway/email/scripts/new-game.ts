export {};

/**
 * `npm run new-game -- <type> <address>…`: signs each address up at the gateway (which creates the
 * player) and starts a game of <type> they join in that order (seat 0 first, dealing first). The
 * first turn's mail is then on its way. GATEWAY_URL (http://127.0.0.1:8025), TRICKTABLE_URL
 * (http://127.0.0.1:8787), ADMIN_TOKEN (the gateway's, when it has one).
 */
const [type, ...addresses] = process.argv.slice(2);
if (!type || addresses.length === 0) {
  console.error('usage: npm run new-game -- <tango|tanni|tadpole|tantony> <address> <address>…');
  process.exit(2);
}
const gateway = (process.env.GATEWAY_URL ?? 'http://127.0.0.1:8025').replace(/\/+$/, '');
const api = (process.env.TRICKTABLE_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');

async function call(url: string, body: unknown, key?: string): Promise<any> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers.authorization = `Bearer ${key}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

const keys: string[] = [];
for (const address of addresses) {
  const name = address.split('@')[0]!.replace(/^./, (c) => c.toUpperCase());
  const player = await call(`${gateway}/players`, { address, name }, process.env.ADMIN_TOKEN);
  if (!player.key) throw new Error(`${address} is signed up already: its key is not shown again`);
  keys.push(player.key);
  console.log(`${name} <${address}>: player ${player.id}, key ${player.key}`);
}
const game = await call(`${api}/v1/games`, { type, options: { firstDealer: 0, turnTimeout: 86_400 } });
for (const [seat, key] of keys.entries()) await call(`${api}/v1/games/${game.id}/join`, { seat }, key);
console.log(`game ${game.id} (${type}) started: the first turn's mail is in the sink`);
