import nodemailer from 'nodemailer';
import type { OutMail } from './compose';
import { toHtml, toText } from './doc';

/** Sends through any SMTP relay (nodemailer): the text part, the HTML part, threading and the facts in headers. */
export function smtpMailer(smtp: string | Record<string, unknown>, from: string) {
  const transport = nodemailer.createTransport(smtp as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail: OutMail): Promise<void> {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: toText(mail.blocks),
        html: toHtml(mail.blocks),
        replyTo: mail.replyTo ?? undefined,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo,
        references: [...mail.references],
        headers: {
          'Auto-Submitted': mail.automatic,
          'X-Tricktable-Game': mail.facts.game,
          'X-Tricktable-Version': String(mail.facts.version),
          'X-Tricktable-Seat': String(mail.facts.seat),
          'X-Tricktable-Kind': mail.facts.kind,
        },
      });
    },
    close: () => transport.close(),
  };
}
