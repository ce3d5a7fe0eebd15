import type { LogEvent } from '../../src/config';
import { startGateway, type RunningGateway } from '../../src/gateway';
import { databaseKinds } from '../../../../test/support/databases';
import { startServer, type NodeTestServer } from '../../../../test/support/server';
import { EmailPlayer, type Doors } from './email-player';
import { startSink, type MailSink } from './mail-sink';

export const REPLY_DOMAIN = 'mail.test';
export const TOKEN_SECRET = 'test-only-reply-token-secret-0123456789';
export const INBOUND_SECRET = 'test-only-inbound-secret-0123456789';
export const TOKEN_TTL = 7 * 86_400;
export const MAX_BYTES = 64 * 1024;

export interface Harness {
  readonly server: NodeTestServer;
  readonly sink: MailSink;
  readonly gateway: RunningGateway;
  readonly doors: Doors;
  readonly logs: LogEvent[];
  /** A player signed up through the gateway (which creates them): their key joins games. */
  player(name: string): Promise<EmailPlayer>;
  /** A game of `type` the players join in seat order (seat 0 first): its id. */
  game(type: string, options: Record<string, unknown>, players: readonly EmailPlayer[]): Promise<string>;
  close(): Promise<void>;
}

/**
 * Everything real: the Tricktable server on a loopback port (PGlite), an SMTP sink for the
 * players' mailboxes, and the gateway between them with its SMTP port and its HTTP inbound.
 */
export async function startHarness(options: { clock?: () => Date } = {}): Promise<Harness> {
  const server = await startServer(databaseKinds()[0]!);
  const sink = await startSink();
  const logs: LogEvent[] = [];
  const gateway = await startGateway({
    api: server.baseUrl,
    smtp: { host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true },
    from: 'Tricktable <turns@tricktable.test>',
    replyDomain: REPLY_DOMAIN,
    replyPrefix: 'turn',
    tokenSecret: TOKEN_SECRET,
    tokenTtlSeconds: TOKEN_TTL,
    maxMessageBytes: MAX_BYTES,
    http: { host: '127.0.0.1', port: 0 },
    smtpIn: { host: '127.0.0.1', port: 0 },
    inboundSecret: INBOUND_SECRET,
    requireSenderMatch: true,
    clock: options.clock,
    log: (e) => logs.push(e),
  });
  // As src/node.ts does: the sweep each second sends whatever a commit's own send left due (a
  // subscription's first attempts go one at a time, so a notice queued behind another waits for it).
  let sweeping = Promise.resolve();
  const sweeper = setInterval(() => {
    sweeping = sweeping.then(() => server.sweep().then(() => undefined, () => undefined));
  }, 1000);
  const doors: Doors = { smtpPort: gateway.smtpPort!, httpUrl: gateway.httpUrl, inboundSecret: INBOUND_SECRET };
  return {
    server,
    sink,
    gateway,
    doors,
    logs,
    async player(name) {
      const { player, key } = await gateway.signUp({ address: `${name.toLowerCase()}@players.test`, name });
      return new EmailPlayer(name, player.address, key!);
    },
    async game(type, gameOptions, players) {
      const created = await server.api.create(type, gameOptions);
      if (created.status !== 201) throw new Error(created.text);
      for (const [seat, p] of players.entries()) {
        const joined = await server.api.join(created.body.id, { seat }, { token: p.key });
        if (joined.status !== 201) throw new Error(joined.text);
      }
      return created.body.id;
    },
    async close() {
      clearInterval(sweeper);
      await sweeping;
      await gateway.close();
      await server.close();
      await sink.close();
    },
  };
}

/** Every entry of a game's public log, page by page. */
export async function logOf(server: NodeTestServer, id: string): Promise<Array<{ seq: number; kind: string; seat: number | null; events: Array<Record<string, any>> }>> {
  const out = [];
  let after = 0;
  for (;;) {
    const page = await server.api.events(id, undefined, after, 500);
    if (page.status !== 200) throw new Error(page.text);
    out.push(...page.body.events);
    if (page.body.events.length === 0 || !page.body.next) return out;
    after = page.body.events.at(-1).seq;
  }
}
