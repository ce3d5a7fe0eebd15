import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually } from '../../../../test/support/eventually';

/** One mail the gateway sent, as it reached the sink: parsed by mailparser, with the gateway's facts. */
export interface SunkMail {
  readonly raw: Buffer;
  readonly envelopeTo: string[];
  readonly parsed: ParsedMail;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo: string | null;
  readonly messageId: string;
  readonly inReplyTo: string | null;
  readonly references: string[];
  readonly kind: string;
  readonly game: string;
  readonly version: number;
  readonly seat: number;
  header(name: string): string;
}

export interface MailSink {
  readonly port: number;
  readonly mails: SunkMail[];
  /** The first mail matching `test` not taken before (waits for it), taken now. */
  take(test: (m: SunkMail) => boolean, what: string): Promise<SunkMail>;
  /** The first mail matching `test`, taken or not (waits for it): for mails sent in the background. */
  waitFor(test: (m: SunkMail) => boolean, what: string): Promise<SunkMail>;
  /** Mails matching `test`, taken or not. */
  all(test: (m: SunkMail) => boolean): SunkMail[];
  close(): Promise<void>;
}

/** A real SMTP server standing in for the players' mailboxes: the gateway's relay in the tests. */
export async function startSink(): Promise<MailSink> {
  const mails: SunkMail[] = [];
  const taken = new Set<SunkMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            mails.push(sunk(raw, parsed, session.envelope.rcptTo.map((r) => r.address)));
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    async take(test, what) {
      let found: SunkMail | undefined;
      await eventually(() => {
        found = mails.find((m) => !taken.has(m) && test(m));
        return found !== undefined;
      }, what, 60_000);
      taken.add(found!);
      return found!;
    },
    async waitFor(test, what) {
      await eventually(() => mails.some(test), what, 60_000);
      return mails.find(test)!;
    },
    all: (test) => mails.filter(test),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function sunk(raw: Buffer, parsed: ParsedMail, envelopeTo: string[]): SunkMail {
  const header = (name: string) => {
    const v = parsed.headers.get(name.toLowerCase());
    return v === undefined ? '' : String(v);
  };
  const refs = parsed.references;
  return {
    raw,
    envelopeTo,
    parsed,
    to: parsed.to && !Array.isArray(parsed.to) ? (parsed.to.value[0]?.address ?? '') : '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    replyTo: parsed.replyTo?.value[0]?.address ?? null,
    messageId: parsed.messageId ?? '',
    inReplyTo: parsed.inReplyTo ?? null,
    references: Array.isArray(refs) ? refs : refs ? [refs] : [],
    kind: header('x-tricktable-kind'),
    game: header('x-tricktable-game'),
    version: Number(header('x-tricktable-version')),
    seat: Number(header('x-tricktable-seat')),
    header,
  };
}

/** The reply codes a mail lists (one a line with a note, or several to a line). */
export function codesOf(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('Reply to this mail with'));
  if (start < 0) return [];
  const codes: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    const noted = /^ {2}(\S.*?) {3,}\S/.exec(line);
    if (noted) codes.push(noted[1]!);
    else codes.push(...line.trim().split(/ +/));
  }
  return codes;
}

/** A row of the mail's table ("Your hand:   P7 Y3 …" → "P7 Y3 …"). */
export function rowOf(text: string, label: string): string | null {
  const line = text.split('\n').find((l) => l.startsWith(`${label}:`));
  return line === undefined ? null : line.slice(label.length + 1).trim();
}
