import EmailReplyParser from 'email-reply-parser';
import { simpleParser, type AddressObject } from 'mailparser';

/** What the gateway reads of a reply. */
export interface InboundMail {
  readonly messageId: string | null;
  /** The `From:` address, lower case: checked against the player's, never enough alone. */
  readonly from: string | null;
  /** Addresses in To, Cc and Delivered-To: where a reply token is looked for when no envelope says. */
  readonly recipients: string[];
  readonly subject: string;
  /** The first line the player wrote above the quoted mail, or null when they wrote nothing. */
  readonly firstLine: string | null;
  /** An auto-reply (vacation notice, bounce): never read as a move, never answered (no mail loops). */
  readonly automatic: boolean;
}

export async function readMail(raw: Buffer): Promise<InboundMail> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const header = (name: string) => {
    const v = mail.headers.get(name);
    return typeof v === 'string' ? v.trim().toLowerCase() : v === undefined ? '' : String(v).toLowerCase();
  };
  const automatic =
    (header('auto-submitted') !== '' && header('auto-submitted') !== 'no') ||
    header('x-autoreply') !== '' ||
    header('x-autorespond') !== '' ||
    ['bulk', 'junk', 'list', 'auto_reply'].includes(header('precedence'));
  // mailparser writes `text` from the HTML part (html-to-text) when a client sends HTML only.
  const text = mail.text ?? '';
  const delivered = mail.headers.get('delivered-to');
  return {
    messageId: mail.messageId ?? null,
    from: mail.from?.value[0]?.address?.toLowerCase() ?? null,
    recipients: [...addresses(mail.to), ...addresses(mail.cc), ...(typeof delivered === 'string' ? [delivered.trim().toLowerCase()] : [])],
    subject: mail.subject ?? '',
    firstLine: firstLineOf(text),
    automatic,
  };
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address?.toLowerCase() ?? '')).filter(Boolean);

/** Lines that open the quoted mail in clients the reply parser does not know (Outlook's). */
const QUOTE_OPENERS = [/^-{2,}\s*original message\s*-{2,}/i, /^_{10,}$/, /^from: .+/i, /^-{5,}$/];

/**
 * The reply's first line: the quoted mail ("On … wrote:" in many languages, `>` lines) and the
 * signature are cut by email-reply-parser (a port of GitHub's), the rest here.
 */
export function firstLineOf(text: string): string | null {
  const reply = new EmailReplyParser().parseReply(text.replace(/\r\n/g, '\n'));
  for (const raw of reply.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('>') || QUOTE_OPENERS.some((r) => r.test(line))) return null;
    return line;
  }
  return null;
}
