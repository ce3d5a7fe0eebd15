import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks format: `whsec_` + base64 of 24 random bytes. */
export function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `whsec_${btoa(binary)}`;
}

/** The three Standard Webhooks headers for one attempt (`webhook-signature: v1,<base64 HMAC-SHA256
 * of id.timestamp.body>`), signed with the `standardwebhooks` package so its `verify` accepts them. */
export function signatureHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
