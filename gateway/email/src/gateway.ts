import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { isLoopback, type GatewayConfig, type LogEvent } from './config';
import type { Context } from './context';
import { gatewayApp } from './http/app';
import { listenSmtp } from './inbound/smtp-in';
import { smtpMailer } from './mail/mailer';
import { resubscribeAll, signUp, type SignUp } from './players';
import { GatewayStore } from './store';
import { TricktableApi } from './tricktable/api';

export interface RunningGateway {
  /** Where its HTTP side listens (webhooks, `/inbound`, `/players`). */
  readonly httpUrl: string;
  /** Its inbound SMTP port, or null when it takes replies over HTTP only. */
  readonly smtpPort: number | null;
  readonly store: GatewayStore;
  signUp(input: SignUp): ReturnType<typeof signUp>;
  close(): Promise<void>;
}

/** Starts the gateway: HTTP, SMTP in, and every known player's subscription checked (made again if gone). */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  if (!config.adminToken && !isLoopback(config.http.host)) throw new Error('set ADMIN_TOKEN: sign-up is open to anyone who reaches HTTP_HOST otherwise');
  const mailer = smtpMailer(config.smtp, config.from);
  const log = config.log ?? ((e: LogEvent) => console.log(JSON.stringify({ at: new Date().toISOString(), ...e })));
  const ctx: Context = {
    config,
    api: new TricktableApi(config.api),
    store: new GatewayStore(config.dataFile),
    send: async (mail) => {
      await mailer.send(mail);
      log({ event: 'mail.sent', kind: mail.facts.kind, to: mail.to, gameId: mail.facts.game, version: mail.facts.version, messageId: mail.messageId });
    },
    log,
    now: config.clock ?? (() => new Date()),
  };
  let webhookBase = '';
  const app = gatewayApp(ctx, () => webhookBase);
  const http: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.http.port, hostname: config.http.host }, () => resolve(s));
    s.once('error', reject);
  });
  const address = http.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const httpUrl = `http://${host}:${address.port}`;
  webhookBase = (config.publicUrl ?? httpUrl).replace(/\/+$/, '');
  const smtp = config.smtpIn ? await listenSmtp(ctx, config.smtpIn) : null;
  await resubscribeAll(ctx, webhookBase);
  log({ event: 'gateway.started', http: httpUrl, smtp: smtp ? `${config.smtpIn!.host}:${smtp.port}` : null, replies: `${config.replyPrefix}+…@${config.replyDomain}`, players: ctx.store.players().length });
  return {
    httpUrl,
    smtpPort: smtp?.port ?? null,
    store: ctx.store,
    signUp: (input) => signUp(ctx, webhookBase, input),
    async close() {
      await smtp?.close();
      if ('closeAllConnections' in http) http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      mailer.close();
    },
  };
}
