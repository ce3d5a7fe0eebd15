import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP sink for trying the gateway (README "Play by email"): it takes every mail on
 * 127.0.0.1:SINK_PORT (2525), prints it, and keeps it as MAIL_DIR/<n>.eml (./mail) for `npm run reply`.
 */
const port = Number(process.env.SINK_PORT ?? 2525);
const dir = resolve(process.env.MAIL_DIR ?? 'mail');
mkdirSync(dir, { recursive: true });
let n = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const file = join(dir, `${String(++n).padStart(4, '0')}.eml`);
      writeFileSync(file, raw);
      void simpleParser(raw).then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        console.log(`\n=== ${file}\nTo: ${to}\nSubject: ${mail.subject}\nReply-To: ${mail.replyTo?.text ?? '—'}\n\n${mail.text ?? ''}`);
        callback();
      }, callback);
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on 127.0.0.1:${port}: mails printed here and kept in ${dir}`));
