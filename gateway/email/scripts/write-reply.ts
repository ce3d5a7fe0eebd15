import MailComposer from 'nodemailer/lib/mail-composer';

export interface ReplyTo {
  readonly subject: string;
  readonly text: string;
  readonly replyTo: string;
  readonly messageId: string;
  readonly references: readonly string[];
}

/**
 * A reply as a mail client writes it: the move on the first line, the mail quoted below
 * ("On … wrote:", `>` lines), threaded (In-Reply-To, References). Raw MIME, for SMTP or /inbound.
 */
export async function writeReply(mail: ReplyTo, firstLine: string, sender: { name: string; address: string; messageId: string; extra?: string; to?: string }): Promise<Buffer> {
  const quoted = mail.text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  const composer = new MailComposer({
    from: `${sender.name} <${sender.address}>`,
    to: sender.to ?? mail.replyTo,
    subject: mail.subject.startsWith('Re: ') ? mail.subject : `Re: ${mail.subject}`,
    messageId: sender.messageId,
    inReplyTo: mail.messageId,
    references: [...mail.references, mail.messageId],
    text: `${firstLine}\n${sender.extra ?? ''}\nOn Tue, 1 Dec 2026 at 10:00, Tricktable <${mail.replyTo}> wrote:\n${quoted}\n`,
  });
  return new Promise<Buffer>((resolve, reject) => composer.compile().build((err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out))));
}
