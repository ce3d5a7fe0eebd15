/**
 * What became of one reply, and how each door answers it: SMTP with a reply code (the sending
 * server bounces a 5xx to the sender with our text, retries a 4xx), HTTP with a status and JSON.
 */
export type OutcomeKind =
  /** The move (or the rematch, the join) was made. */
  | 'played'
  /** A copy of a mail already read (the same Message-ID): nothing new, no second answer. */
  | 'duplicate'
  /** Not played, and the player was answered by mail with why (and the moves). */
  | 'refused'
  /** An automatic reply (vacation notice): read, not played, not answered. */
  | 'ignored'
  /** Not taken at all: no token, a forged one, another sender. Logged; the sender gets the bounce. */
  | 'rejected'
  | 'too-large'
  /** Tricktable or the mail relay is unreachable: try again later (nothing is lost). */
  | 'deferred';

export interface Outcome {
  readonly kind: OutcomeKind;
  /** A stable word: `old-turn`, `illegal-action`, `forged-token`, `expired`, … */
  readonly reason: string;
  readonly detail: string;
}

export function smtpAnswer(o: Outcome): { code: number; text: string } {
  switch (o.kind) {
    case 'played':
      return { code: 250, text: `2.0.0 Played: ${o.detail}` };
    case 'duplicate':
      return { code: 250, text: '2.0.0 Already read: this mail was played before' };
    case 'refused':
      return { code: 250, text: `2.0.0 Not played (${o.reason}): the answer is on its way by mail` };
    case 'ignored':
      return { code: 250, text: `2.0.0 Ignored: ${o.detail}` };
    case 'rejected':
      return { code: 550, text: `${o.reason === 'no-token' || o.reason === 'not-ours' ? '5.1.1' : '5.7.1'} ${o.detail}` };
    case 'too-large':
      return { code: 552, text: `5.3.4 ${o.detail}` };
    case 'deferred':
      return { code: 451, text: `4.3.0 ${o.detail}` };
  }
}

export function httpStatus(o: Outcome): 200 | 403 | 413 | 422 | 503 {
  switch (o.kind) {
    case 'played':
    case 'duplicate':
    case 'refused':
    case 'ignored':
      return 200;
    case 'rejected':
      return o.reason === 'forged-token' || o.reason === 'sender-mismatch' ? 403 : 422;
    case 'too-large':
      return 413;
    case 'deferred':
      return 503;
  }
}
