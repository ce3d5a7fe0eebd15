// A turn-by-email gateway for Tricktable: it subscribes to a player's webhooks with the player's
// key and emails the player each time it is their turn, with the game, the deadline and a link.
// Copy it and change what you like: it uses only Node 20, `nodemailer` and `standardwebhooks`.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { Webhook } from 'standardwebhooks';

/** Remembers this many `webhook-id`s: a redelivery or a retry of a received message mails nothing. */
const SEEN_LIMIT = 10_000;

/**
 * Starts the gateway: an HTTP receiver, then a player webhook (`POST /v1/me/webhooks`) pointing at it.
 *
 * @param {object} config
 * @param {string} config.api          The Tricktable server, e.g. `https://tricktable.example.com`.
 * @param {string} config.playerKey    The player's key (`tt_player_…`).
 * @param {string} config.to           Where to send the player's mail.
 * @param {string} config.from         The sender, e.g. `Tricktable <turns@example.com>`.
 * @param {object | string} config.smtp nodemailer transport options or an `smtp://` URL.
 * @param {string} [config.publicUrl]  The URL the server reaches this gateway at (default: where it listens).
 * @param {string} [config.host]       Where to listen (default 127.0.0.1).
 * @param {number} [config.port]       Where to listen (default 0: a free port).
 * @param {(line: string) => void} [config.log]
 * @returns {Promise<{ url: string, webhookId: string, close: () => Promise<void> }>}
 */
export async function startGateway(config) {
  const api = config.api.replace(/\/+$/, '');
  const log = config.log ?? ((line) => console.log(line));
  const auth = { authorization: `Bearer ${config.playerKey}` };
  const me = await call(`${api}/v1/me`, { headers: auth });
  const mailer = nodemailer.createTransport(config.smtp);
  const seen = new Set();
  /** @type {Webhook | null} */
  let verifier = null;

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = (status) => res.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
      if (req.method !== 'POST' || !verifier) return answer(404);
      let message;
      try {
        // Standard Webhooks: checks the HMAC over id.timestamp.body and that the timestamp is recent.
        message = verifier.verify(body, /** @type {Record<string, string>} */ (req.headers));
      } catch {
        return answer(401);
      }
      const id = String(req.headers['webhook-id']);
      if (seen.has(id)) return answer(200);
      try {
        if (message.type === 'turn.started') await mailTurn(message.data);
        else if (message.type === 'subscription.disabled') log(`another subscription of ${me.name} was disabled: ${message.data.reason}`);
        remember(id);
        answer(200);
      } catch (err) {
        // The mail did not go: answer an error, and Tricktable tries again on its schedule.
        log(`could not mail ${message.type} of ${message.data.gameId}: ${err instanceof Error ? err.message : err}`);
        answer(503);
      }
    });
  });

  function remember(id) {
    seen.add(id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value);
  }

  /** One mail per turn: which game, by when, and the link to play it. */
  async function mailTurn(data) {
    const link = `${api}/play/g/${encodeURIComponent(data.gameId)}`;
    const game = data.gameType[0].toUpperCase() + data.gameType.slice(1);
    const by = data.deadline ? `Play by ${data.deadline} (UTC), or the server plays for you.` : 'This game has no turn clock: take your time.';
    await mailer.sendMail({
      from: config.from,
      to: config.to,
      subject: `Your turn in ${game} (${data.gameId})`,
      text: [
        `Hello ${me.name},`,
        '',
        `It is your turn in ${game}, game ${data.gameId} (seat ${data.seat}, version ${data.version}).`,
        by,
        '',
        `Play: ${link}`,
        '',
        '-- Tricktable turn-by-email',
        '',
      ].join('\n'),
      headers: { 'x-tricktable-game': data.gameId, 'x-tricktable-version': String(data.version) },
    });
    log(`mailed ${config.to}: turn in ${data.gameId} at version ${data.version}`);
  }

  await new Promise((resolve) => server.listen(config.port ?? 0, config.host ?? '127.0.0.1', resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `${(config.publicUrl ?? `http://${address.address}:${address.port}`).replace(/\/+$/, '')}/tricktable`;
  const hook = await call(`${api}/v1/me/webhooks`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ url, events: ['turn.started', 'subscription.disabled'] }),
  });
  verifier = new Webhook(hook.secret);
  log(`subscribed ${me.name}'s turns to ${url} (${hook.id})`);

  return {
    url,
    webhookId: hook.id,
    /** Unsubscribes, then stops listening. */
    async close() {
      await fetch(`${api}/v1/me/webhooks/${hook.id}`, { method: 'DELETE', headers: auth });
      await new Promise((resolve) => server.close(resolve));
      mailer.close();
    },
  };
}

async function call(url, init) {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${body?.code ?? ''} ${body?.detail ?? ''}`.trim());
  return body;
}

// `node gateway.mjs`: configured by the environment (README.md).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const need = (name) => process.env[name] ?? (console.error(`set ${name} (see README.md)`), process.exit(2));
  const gateway = await startGateway({
    api: need('TRICKTABLE_URL'),
    playerKey: need('TRICKTABLE_PLAYER_KEY'),
    to: need('MAIL_TO'),
    from: process.env.MAIL_FROM ?? 'Tricktable <turns@localhost>',
    smtp: need('SMTP_URL'),
    publicUrl: process.env.PUBLIC_URL,
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 8025),
  });
  const stop = () => gateway.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
