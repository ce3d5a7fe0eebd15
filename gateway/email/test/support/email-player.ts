import nodemailer from 'nodemailer';
import { writeReply } from '../../scripts/write-reply';
import type { SunkMail } from './mail-sink';

export type Door = 'smtp' | 'http';

/** What the gateway answered at once: the SMTP reply line, or the HTTP status and JSON. */
export interface Delivered {
  readonly door: Door;
  readonly ok: boolean;
  /** `played`, `duplicate`, `refused`, `rejected`, … (HTTP's JSON; over SMTP read from the reply text). */
  readonly outcome: string;
  readonly status: number;
  readonly text: string;
}

export interface Doors {
  readonly smtpPort: number;
  readonly httpUrl: string;
  readonly inboundSecret: string;
}

let counter = 0;

/**
 * A player with a mail client: writes a reply above the quoted mail, as clients do ("On … wrote:"
 * and `>` lines), with its own Message-ID, and sends it over SMTP to the gateway's port (nodemailer)
 * or POSTs the same raw MIME to the gateway's /inbound, as an inbound-mail service would.
 */
export class EmailPlayer {
  constructor(
    readonly name: string,
    readonly address: string,
    readonly key: string,
  ) {}

  /** The raw reply to `mail` with `firstLine` on top; `to` replaces the Reply-To (a forged address). */
  async write(mail: SunkMail, firstLine: string, options: { to?: string; from?: string; extra?: string } = {}): Promise<{ raw: Buffer; to: string; from: string; messageId: string }> {
    const to = options.to ?? mail.replyTo ?? '';
    const from = options.from ?? this.address;
    const messageId = `<reply.${++counter}.${process.pid}.${this.name.toLowerCase()}@players.test>`;
    const raw = await writeReply({ ...mail, replyTo: mail.replyTo ?? '' }, firstLine, { name: this.name, address: from, messageId, extra: options.extra, to });
    return { raw, to, from, messageId };
  }

  async reply(doors: Doors, mail: SunkMail, firstLine: string, door: Door): Promise<Delivered & { messageId: string }> {
    const message = await this.write(mail, firstLine);
    return { ...(await deliver(doors, message, door)), messageId: message.messageId };
  }
}

export async function deliver(doors: Doors, message: { raw: Buffer; to: string; from: string }, door: Door): Promise<Delivered> {
  if (door === 'http') {
    const res = await fetch(`${doors.httpUrl}/inbound`, {
      method: 'POST',
      headers: { authorization: `Bearer ${doors.inboundSecret}`, 'content-type': 'message/rfc822', 'x-envelope-to': message.to, 'x-envelope-from': message.from },
      body: new Uint8Array(message.raw),
    });
    const body = (await res.json().catch(() => ({}))) as { outcome?: string; detail?: string };
    return { door, ok: res.ok, outcome: body.outcome ?? '', status: res.status, text: JSON.stringify(body) };
  }
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: doors.smtpPort, secure: false, ignoreTLS: true, pool: false });
  try {
    const info = await transport.sendMail({ envelope: { from: message.from, to: [message.to] }, raw: message.raw });
    const text = String(info.response);
    return { door, ok: true, outcome: smtpOutcome(text), status: Number(text.slice(0, 3)), text };
  } catch (err) {
    const e = err as { responseCode?: number; response?: string; message: string };
    const text = e.response ?? e.message;
    return { door, ok: false, outcome: e.responseCode === 552 ? 'too-large' : 'rejected', status: e.responseCode ?? 0, text };
  } finally {
    transport.close();
  }
}

function smtpOutcome(text: string): string {
  if (/ Played:/.test(text)) return 'played';
  if (/ Already read/.test(text)) return 'duplicate';
  if (/ Not played/.test(text)) return 'refused';
  if (/ Ignored/.test(text)) return 'ignored';
  return 'unknown';
}
