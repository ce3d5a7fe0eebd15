import { z } from 'zod';

/** A structured log line: what happened (`event`) and its facts. Every refusal is one. */
export type LogEvent = { readonly event: string } & Record<string, unknown>;

export interface GatewayConfig {
  /** The Tricktable server (`TRICKTABLE_URL`). */
  readonly api: string;
  /** Where players play on the web (default: the API's `/play/g/{id}`). */
  readonly webUrl?: string;
  /** The outbound relay (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com`), or nodemailer options. */
  readonly smtp: string | Record<string, unknown>;
  /** The sender of every mail (`MAIL_FROM`), e.g. `Tricktable <turns@example.com>`. */
  readonly from: string;
  /** The domain of reply addresses (`REPLY_DOMAIN`): mail to `<prefix>+<token>@<domain>` reaches this gateway. */
  readonly replyDomain: string;
  readonly replyPrefix: string;
  /** Signs reply tokens (`REPLY_TOKEN_SECRET`, ≥ 32 characters). A new one voids every mail's reply address. */
  readonly tokenSecret: string;
  /** How long a mail's reply address is taken (`REPLY_TOKEN_TTL`, seconds; 30 days). */
  readonly tokenTtlSeconds: number;
  /** The largest reply taken, over SMTP and HTTP (`MAX_MESSAGE_BYTES`; 256 KiB). */
  readonly maxMessageBytes: number;
  /** Webhooks, the inbound HTTP endpoint and sign-up (`HTTP_HOST`, `HTTP_PORT`; 0 = a free port). */
  readonly http: { readonly host: string; readonly port: number };
  /** The inbound SMTP server (`SMTP_HOST`, `SMTP_PORT`), or null to take replies over HTTP only. */
  readonly smtpIn: { readonly host: string; readonly port: number; readonly key?: string; readonly cert?: string } | null;
  /** Where Tricktable reaches this gateway (`PUBLIC_URL`; default: the HTTP address it listens on). */
  readonly publicUrl?: string;
  /** `Authorization: Bearer` of `POST /inbound` (`INBOUND_SECRET`); without it the endpoint is off. */
  readonly inboundSecret?: string;
  /** `Authorization: Bearer` of `/players` (`ADMIN_TOKEN`); required unless HTTP listens on loopback only. */
  readonly adminToken?: string;
  /** The players file (`DATA_FILE`); memory only without it. */
  readonly dataFile?: string;
  /** Play a reply only when `From:` is the player's address too (`REQUIRE_SENDER_MATCH`, default on). */
  readonly requireSenderMatch: boolean;
  /** The clock of token expiry (tests inject one). */
  readonly clock?: () => Date;
  readonly log?: (event: LogEvent) => void;
}

const DAY = 86_400;

const env = z.object({
  TRICKTABLE_URL: z.url(),
  SMTP_URL: z.string().min(1),
  MAIL_FROM: z.string().default('Tricktable <turns@localhost>'),
  REPLY_DOMAIN: z.string().min(1),
  REPLY_PREFIX: z.string().regex(/^[a-z0-9-]+$/).default('turn'),
  REPLY_TOKEN_SECRET: z.string().min(32, 'REPLY_TOKEN_SECRET: at least 32 characters'),
  REPLY_TOKEN_TTL: z.coerce.number().int().positive().default(30 * DAY),
  MAX_MESSAGE_BYTES: z.coerce.number().int().positive().default(256 * 1024),
  HTTP_HOST: z.string().default('127.0.0.1'),
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8025),
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().min(-1).max(65535).default(2526),
  SMTP_TLS_KEY: z.string().optional(),
  SMTP_TLS_CERT: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  WEB_URL: z.url().optional(),
  INBOUND_SECRET: z.string().min(16).optional(),
  ADMIN_TOKEN: z.string().min(16).optional(),
  DATA_FILE: z.string().optional(),
  REQUIRE_SENDER_MATCH: z.enum(['0', '1', 'true', 'false']).default('1'),
});

/** The gateway's settings from the environment (README "Play by email", gateway/email/README.md). */
export function configFromEnv(vars: Record<string, string | undefined>, readFile: (path: string) => string): GatewayConfig {
  const parsed = env.safeParse(vars);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  const e = parsed.data;
  return {
    api: e.TRICKTABLE_URL,
    webUrl: e.WEB_URL,
    smtp: e.SMTP_URL,
    from: e.MAIL_FROM,
    replyDomain: e.REPLY_DOMAIN.toLowerCase(),
    replyPrefix: e.REPLY_PREFIX,
    tokenSecret: e.REPLY_TOKEN_SECRET,
    tokenTtlSeconds: e.REPLY_TOKEN_TTL,
    maxMessageBytes: e.MAX_MESSAGE_BYTES,
    http: { host: e.HTTP_HOST, port: e.HTTP_PORT },
    // SMTP_PORT=-1: no SMTP listener (replies come over POST /inbound only, e.g. from the Email Worker).
    smtpIn: e.SMTP_PORT < 0 ? null : { host: e.SMTP_HOST, port: e.SMTP_PORT, key: e.SMTP_TLS_KEY && readFile(e.SMTP_TLS_KEY), cert: e.SMTP_TLS_CERT && readFile(e.SMTP_TLS_CERT) },
    publicUrl: e.PUBLIC_URL,
    inboundSecret: e.INBOUND_SECRET,
    adminToken: e.ADMIN_TOKEN,
    dataFile: e.DATA_FILE,
    requireSenderMatch: e.REQUIRE_SENDER_MATCH === '1' || e.REQUIRE_SENDER_MATCH === 'true',
  };
}

export const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');
