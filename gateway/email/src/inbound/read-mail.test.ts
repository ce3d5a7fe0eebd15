import { describe, expect, it } from 'vitest';
import { firstLineOf, readMail } from './read-mail';

describe('the first line of a reply', () => {
  it('is what the player wrote above the quote, whatever the client', () => {
    const quote = '> It is your turn in Tango\n> Your hand: G1 G2\n';
    expect(firstLineOf(`G7\n\nOn Tue, 1 Dec 2026 at 10:00, Tricktable <turn+x@mail.test> wrote:\n${quote}`)).toBe('G7');
    expect(firstLineOf(`  bid 15  \r\n\r\nLe mar. 1 déc. 2026 à 10:00, Tricktable <turn+x@mail.test> a écrit :\r\n${quote}`)).toBe('bid 15');
    expect(firstLineOf(`pass\n\n-----Original Message-----\nFrom: Tricktable\nSent: Tuesday\n\nIt is your turn\n`)).toBe('pass');
    expect(firstLineOf('\n\nred\n-- \nAda, sent from my phone\n')).toBe('red');
  });

  it('is nothing when the player wrote nothing above the quote', () => {
    expect(firstLineOf(`\nOn Tue, 1 Dec 2026 at 10:00, Tricktable <turn+x@mail.test> wrote:\n> hand\n`)).toBeNull();
    expect(firstLineOf('> G7\n')).toBeNull();
    expect(firstLineOf('-----Original Message-----\nG7\n')).toBeNull();
  });
});

describe('reading a reply', () => {
  const mail = (headers: string, body: string) => Buffer.from(`${headers}\r\nMIME-Version: 1.0\r\n${body}`);

  it('finds the sender, the reply addresses and the move in a plain-text reply', async () => {
    const read = await readMail(
      mail('From: Ada <Ada@Players.test>\r\nTo: "Tricktable" <turn+abc@mail.test>\r\nCc: bob@players.test\r\nSubject: Re: Tango\r\nMessage-ID: <1@players.test>', 'Content-Type: text/plain\r\n\r\nROSE\r\n\r\nOn Tue, Tricktable wrote:\r\n> x\r\n'),
    );
    expect(read).toEqual({ messageId: '<1@players.test>', from: 'ada@players.test', recipients: ['turn+abc@mail.test', 'bob@players.test'], subject: 'Re: Tango', firstLine: 'ROSE', automatic: false });
  });

  it('reads an HTML-only reply, and knows automatic mail (RFC 3834, Precedence)', async () => {
    const html = await readMail(mail('From: a@p.test\r\nTo: turn+x@mail.test', 'Content-Type: text/html\r\n\r\n<div>7H</div><div><br></div><blockquote>Your turn</blockquote>'));
    expect(html.firstLine).toBe('7H');
    for (const h of ['Auto-Submitted: auto-replied', 'Precedence: bulk', 'X-Autoreply: yes']) {
      expect((await readMail(mail(`From: a@p.test\r\n${h}`, 'Content-Type: text/plain\r\n\r\nAway\r\n'))).automatic, h).toBe(true);
    }
    expect((await readMail(mail('From: a@p.test\r\nAuto-Submitted: no', 'Content-Type: text/plain\r\n\r\nG7\r\n'))).automatic).toBe(false);
  });
});
