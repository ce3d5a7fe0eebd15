import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { writeReply } from './write-reply';

/**
 * `npm run reply -- <address> <move>`: replies, as a mail client would, to the newest mail in
 * MAIL_DIR (./mail, where `npm run sink` keeps them) sent to <address> with a reply address, over
 * SMTP to the gateway (GATEWAY_SMTP, 127.0.0.1:2526). `first` replies with the first code listed.
 */
const [address, ...move] = process.argv.slice(2);
if (!address || move.length === 0) {
  console.error('usage: npm run reply -- <address> <move, e.g. G7 or "bid 15" or first>');
  process.exit(2);
}
const dir = resolve(process.env.MAIL_DIR ?? 'mail');
const [host, port] = (process.env.GATEWAY_SMTP ?? '127.0.0.1:2526').split(':');
let mail;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse()) {
  const parsed = await simpleParser(readFileSync(join(dir, file)));
  const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : undefined;
  if (to?.toLowerCase() === address.toLowerCase() && parsed.replyTo) {
    mail = parsed;
    break;
  }
}
if (!mail) throw new Error(`no mail to ${address} with a reply address in ${dir}`);
const text = mail.text ?? '';
let line = move.join(' ');
if (line === 'first') {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('Reply to this mail with'));
  line = lines[at + 1]?.trim().split(/ {2,}| /)[0] ?? '';
  if (line === 'bid') line = lines[at + 1]!.trim().split(/ {3,}/)[0]!;
}
const replyTo = mail.replyTo!.value[0]!.address!;
const refs = mail.references;
const raw = await writeReply(
  { subject: mail.subject ?? '', text, replyTo, messageId: mail.messageId ?? '', references: Array.isArray(refs) ? refs : refs ? [refs] : [] },
  line,
  { name: address.split('@')[0]!, address, messageId: `<${Date.now()}.${process.pid}@reply.localhost>` },
);
const info = await nodemailer.createTransport({ host, port: Number(port), secure: false, ignoreTLS: true }).sendMail({ envelope: { from: address, to: [replyTo] }, raw });
console.log(`replied "${line}" to ${replyTo}: ${info.response}`);
