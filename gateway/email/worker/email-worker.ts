/**
 * A Cloudflare Email Worker for the gateway: Email Routing hands it each mail sent to the reply
 * domain, and it POSTs the raw message to the gateway's /inbound with the envelope. The gateway's
 * verdict goes back to the sender's server: a refusal (4xx) bounces with the gateway's reason, an
 * outage (5xx) throws, which Email Routing answers with a temporary failure, so the mail is retried.
 */
export interface Env {
  /** The gateway's inbound endpoint, e.g. `https://mail-gateway.example.com/inbound`. */
  readonly GATEWAY_INBOUND_URL: string;
  /** The gateway's INBOUND_SECRET (`wrangler secret put INBOUND_SECRET`). */
  readonly INBOUND_SECRET: string;
  /** The gateway's MAX_MESSAGE_BYTES (default 256 KiB): larger mail is refused here, unread. */
  readonly MAX_MESSAGE_BYTES?: string;
}

/** The part of Cloudflare's `ForwardableEmailMessage` used here. */
export interface IncomingEmail {
  readonly from: string;
  readonly to: string;
  readonly raw: ReadableStream<Uint8Array>;
  readonly rawSize: number;
  /** Synchronous in production; across Miniflare's RPC it returns a promise, so it is awaited. */
  setReject(reason: string): void | Promise<void>;
}

export default {
  async email(message: IncomingEmail, env: Env): Promise<void> {
    const limit = Number(env.MAX_MESSAGE_BYTES ?? 256 * 1024);
    if (message.rawSize > limit) return await message.setReject(`a reply may be at most ${limit} bytes: write your move without attachments`);
    const res = await fetch(env.GATEWAY_INBOUND_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.INBOUND_SECRET}`, 'content-type': 'message/rfc822', 'x-envelope-from': message.from, 'x-envelope-to': message.to },
      body: message.raw,
    });
    if (res.status >= 500) throw new Error(`the gateway is unavailable (${res.status}): try again later`);
    if (!res.ok) await message.setReject(((await res.json().catch(() => null)) as { detail?: string } | null)?.detail ?? `refused (${res.status})`);
  },
};
