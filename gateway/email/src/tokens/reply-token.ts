import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromBase32, toBase32 } from './base32';
import { decodeGameId, encodeGameId } from './game-id';

/**
 * The signed token in each mail's reply address (`turn+<token>@…`). It names what the reply may do
 * — which game, which seat, at which version — and until when; the gateway plays a reply only from
 * it, never from the `From:` header. HMAC-SHA256 (truncated to 80 bits) under the gateway's secret.
 *
 * Addresses are read case-insensitively by many mail systems and a local part holds at most 64
 * characters (RFC 5321 §4.5.3.1.1), so the token is lower-case base32 of 33 bytes: 53 characters.
 */
export type TokenKind = 'turn' | 'finished' | 'rematch';

export interface ReplyToken {
  /** A turn (a move), a finished game (`rematch`), a rematch offer (`join`). */
  readonly kind: TokenKind;
  readonly gameId: string;
  readonly seat: number;
  /** The game's version the mail was written at: a move is played only on that version. */
  readonly version: number;
  /** Unix seconds after which the reply address is refused. */
  readonly expires: number;
}

export type DecodedToken = { readonly ok: true; readonly token: ReplyToken } | { readonly ok: false; readonly reason: 'malformed' | 'bad-signature' };

const FORMAT = 1;
const KINDS: readonly TokenKind[] = ['turn', 'finished', 'rematch'];
const MAC_BYTES = 10;

const mac = (secret: string, body: Uint8Array) => createHmac('sha256', secret).update('tricktable-email/reply/').update(body).digest().subarray(0, MAC_BYTES);

export function signToken(token: ReplyToken, secret: string): string {
  if (!Number.isInteger(token.seat) || token.seat < 0 || token.seat > 255) throw new Error(`seat ${token.seat} does not fit a token`);
  const body = Buffer.concat([
    Buffer.from([(FORMAT << 4) | KINDS.indexOf(token.kind)]),
    encodeGameId(token.gameId),
    Buffer.from([token.seat]),
    uint32(token.version),
    uint32(token.expires),
  ]);
  return toBase32(Buffer.concat([body, mac(secret, body)]));
}

/** Reads a token; `bad-signature` for anything we did not sign as it is (a changed seat, version, game). */
export function verifyToken(text: string, secret: string): DecodedToken {
  const raw = fromBase32(text.toLowerCase());
  if (raw === null || raw.length <= MAC_BYTES + 10) return { ok: false, reason: 'malformed' };
  const body = raw.subarray(0, raw.length - MAC_BYTES);
  const given = raw.subarray(raw.length - MAC_BYTES);
  if (!timingSafeEqual(given, mac(secret, body))) return { ok: false, reason: 'bad-signature' };
  const kind = KINDS[body[0]! & 0x0f];
  if (body[0]! >> 4 !== FORMAT || kind === undefined) return { ok: false, reason: 'malformed' };
  const game = decodeGameId(body, 1);
  if (game === null || body.length !== game.end + 9) return { ok: false, reason: 'malformed' };
  const at = game.end;
  return {
    ok: true,
    token: { kind, gameId: game.id, seat: body[at]!, version: body.readUInt32BE(at + 1), expires: body.readUInt32BE(at + 5) },
  };
}

function uint32(n: number): Buffer {
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new Error(`${n} does not fit a token`);
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}
