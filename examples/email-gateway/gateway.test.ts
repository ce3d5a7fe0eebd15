import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/databases';
import { eventually } from '../../test/support/eventually';
import { newPlayer, type TestPlayer } from '../../test/support/players';
import { startServer, type NodeTestServer } from '../../test/support/server';
// @ts-expect-error: the example is plain JavaScript (integrators copy it as it is)
import { startGateway } from './gateway.mjs';

interface Mail {
  readonly from: string;
  readonly to: string[];
  readonly headers: Record<string, string>;
  readonly text: string;
}

/** The headers and the text of a single-part mail as nodemailer writes it (7bit or quoted-printable). */
function parse(raw: string, envelope: { from: string; to: string[] }): Mail {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let text = raw.slice(split + 4);
  if (headers['content-transfer-encoding'] === 'quoted-printable') {
    text = Buffer.from(text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  }
  return { ...envelope, headers, text: text.replace(/\r\n/g, '\n') };
}

/**
 * The turn-by-email gateway (issue 15, item 6), end to end: the real server on a loopback port, a
 * real SMTP server in-process (`smtp-server`), the gateway subscribed with Ada's player key; moves
 * played through the API, and each of Ada's turns arrives as a mail with the game, its deadline and
 * the link to play it — and nothing for Bob's turns, nor for a forged delivery.
 */
describe('the email gateway example', () => {
  let server: NodeTestServer;
  let smtp: SMTPServer;
  let smtpPort = 0;
  const mails: Mail[] = [];
  let ada: TestPlayer;
  let bob: TestPlayer;
  let gateway: { url: string; webhookId: string; close: () => Promise<void> };

  beforeAll(async () => {
    server = await startServer(databaseKinds()[0]!);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const envelope = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address) };
          mails.push(parse(Buffer.concat(chunks).toString('utf8'), envelope));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    ada = await newPlayer(server.api, 'Ada');
    bob = await newPlayer(server.api, 'Bob');
    gateway = await startGateway({
      api: server.baseUrl,
      playerKey: ada.key,
      to: 'ada@example.com',
      from: 'Tricktable <turns@example.com>',
      smtp: { host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true },
      log: () => {},
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await server?.close();
  });

  it("mails the player at each of their turns: the game, the deadline and the link to play it", async () => {
    expect((await server.api.request('GET', '/v1/me/webhooks', { token: ada.key })).body.webhooks.map((w: { url: string }) => w.url)).toEqual([gateway.url]);
    const created = await server.api.create('tango', { firstDealer: 1, turnTimeout: 7200, autoPlayForced: false });
    const id: string = created.body.id;
    expect((await server.api.join(id, { seat: 0 }, { token: ada.key })).status).toBe(201);
    expect((await server.api.join(id, { seat: 1 }, { token: bob.key })).status).toBe(201);
    const keyOf = (seat: number) => (seat === 0 ? ada.key : bob.key);
    // Play eight moves; note each time Ada's turn starts (the answer's view says whose turn it is).
    const adasTurns: Array<{ version: number; deadline: string }> = [];
    let view = (await server.api.view(id, ada.key)).body;
    const noteTurn = async () => {
      if (view.toAct.includes(0)) {
        const mine = (await server.api.request('GET', '/v1/me/games?turn=mine', { token: ada.key })).body.games.find((g: { id: string }) => g.id === id);
        adasTurns.push({ version: view.version, deadline: mine.deadline });
      }
    };
    await noteTurn();
    for (let n = 0; n < 8; n++) {
      const seat = view.toAct[0];
      const moves = (await server.api.legalMoves(id, keyOf(seat))).body.moves;
      const done = await server.api.act(id, keyOf(seat), moves[0]);
      expect(done.status, done.text).toBe(200);
      view = done.body.view;
      await noteTurn();
    }
    expect(adasTurns.length).toBeGreaterThanOrEqual(4);
    await server.settle();
    await eventually(async () => {
      await server.sweep();
      return mails.length >= adasTurns.length;
    }, 'a mail for each of Ada\'s turns');
    await server.settle();
    // One mail per turn of Ada's, and none for Bob's.
    expect(mails.map((m) => Number(m.headers['x-tricktable-version']))).toEqual(adasTurns.map((t) => t.version));
    for (const [i, mail] of mails.entries()) {
      const turn = adasTurns[i]!;
      expect(mail.to).toEqual(['ada@example.com']);
      expect(mail.from).toBe('turns@example.com');
      expect(mail.headers.subject).toBe(`Your turn in Tango (${id})`);
      expect(mail.headers['x-tricktable-game']).toBe(id);
      expect(mail.text).toContain('Hello Ada,');
      expect(mail.text).toContain(`It is your turn in Tango, game ${id} (seat 0, version ${turn.version}).`);
      expect(mail.text).toContain(`Play by ${new Date(turn.deadline).toISOString()} (UTC)`);
      expect(mail.text).toContain(`Play: ${server.baseUrl}/play/g/${id}`);
    }
  });

  it('refuses a delivery whose signature does not verify, and mails nothing', async () => {
    const before = mails.length;
    const body = JSON.stringify({ type: 'turn.started', timestamp: new Date().toISOString(), data: { gameId: 'g_forged', gameType: 'tango', version: 9, seat: 0, deadline: null } });
    const forged = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,bm90IGEgc2lnbmF0dXJl' },
      body,
    });
    expect(forged.status).toBe(401);
    expect(mails.length).toBe(before);
  });
});
