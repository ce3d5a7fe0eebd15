import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { Context } from '../context';
import { handleReply } from './handle-reply';
import { smtpAnswer, type Outcome } from './outcome';
import { checkRecipient } from './recipient';

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * Replies by SMTP (`smtp-server`): the gateway is the MX of its reply domain. It takes only mail
 * for a reply address it signed — one per message — refuses anything else at RCPT TO (never a
 * relay), refuses a message over the size limit (advertised with SIZE, enforced while reading), and
 * answers DATA only once the reply is played or answered, with the outcome in the reply text.
 */
export async function listenSmtp(ctx: Context, where: { host: string; port: number; key?: string; cert?: string }): Promise<{ port: number; close(): Promise<void> }> {
  const limit = ctx.config.maxMessageBytes;
  const tls = where.key && where.cert ? { key: where.key, cert: where.cert } : null;
  const options: SMTPServerOptions = {
    banner: 'Tricktable email gateway: replies to turn mails only',
    size: limit,
    // SIZE is advertised without its number, so an oversized reply reaches DATA and is logged here
    // (a number would let smtp-server refuse it at MAIL FROM, before the gateway sees it).
    hideSize: true,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 10_000,
    logger: false,
    onRcptTo(address, session, callback) {
      const check = checkRecipient(ctx, address.address);
      if (!check.ok) {
        ctx.log({ event: 'reply.rejected', reason: check.reason, detail: check.detail, via: 'smtp', from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null, to: [address.address] });
        const { code, text } = smtpAnswer({ kind: 'rejected', reason: check.reason, detail: check.detail });
        return callback(smtpError(code, text));
      }
      if (session.envelope.rcptTo.length > 0) return callback(smtpError(452, '4.5.3 one reply address per message: send the others separately'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      // Past the limit nothing more is kept: the message is refused whole anyway.
      stream.on('data', (c: Buffer) => {
        bytes += c.length;
        if (bytes <= limit) chunks.push(c);
      });
      stream.on('end', () => {
        const envelope = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null, to: session.envelope.rcptTo.map((r) => r.address) };
        let done: Promise<Outcome>;
        if (stream.sizeExceeded || bytes > limit) {
          const outcome: Outcome = { kind: 'too-large', reason: 'too-large', detail: `a reply may be at most ${limit} bytes: write your move without attachments` };
          ctx.log({ event: 'reply.too-large', reason: outcome.reason, detail: outcome.detail, via: 'smtp', ...envelope });
          done = Promise.resolve(outcome);
        } else done = handleReply(ctx, { raw: Buffer.concat(chunks), envelopeTo: envelope.to, envelopeFrom: envelope.from, via: 'smtp' });
        void done.then((outcome) => {
          const { code, text } = smtpAnswer(outcome);
          if (code >= 400) callback(smtpError(code, text));
          else callback(null, text);
        });
      });
    },
  };
  const server = new SMTPServer(options);
  server.on('error', (err) => ctx.log({ event: 'smtp.error', detail: err.message }));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
