import type { Context } from './context';
import { MAILED_EVENTS, OPTIONAL_EVENTS } from './outbound/notices';
import type { GatewayPlayer } from './store';
import { ApiError } from './tricktable/api';

export interface SignUp {
  readonly address: string;
  /** An existing player's key; without it the gateway creates the player (`POST /v1/players`). */
  readonly key?: string;
  readonly name?: string;
}

/**
 * A player joins the gateway: their key (given, or made for them) and their address, and a player
 * webhook (`POST /v1/me/webhooks`) to this gateway's `/webhooks/<player id>`. Signing up again
 * changes the address and keeps the subscription. The key is answered only when the gateway made it.
 */
export async function signUp(ctx: Context, webhookBase: string, input: SignUp): Promise<{ player: GatewayPlayer; key?: string; created: boolean }> {
  const address = input.address.trim().toLowerCase();
  let key = input.key;
  let made = false;
  if (!key) {
    key = (await ctx.api.createPlayer(input.name ?? address.split('@')[0]!)).key;
    made = true;
  }
  const me = await ctx.api.me(key);
  const known = ctx.store.player(me.id);
  const hook = known && known.key === key && (await isSubscribed(ctx, known, webhookBase)) ? { id: known.webhookId, secret: known.webhookSecret } : await subscribe(ctx, key, webhookBase, me.id);
  if (known && known.webhookId !== hook.id) await ctx.api.unsubscribe(known.key, known.webhookId).catch(() => {});
  const player: GatewayPlayer = { id: me.id, name: me.name, address, key, webhookId: hook.id, webhookSecret: hook.secret };
  ctx.store.savePlayer(player);
  ctx.log({ event: 'player.signed-up', player: me.id, address, created: made });
  return { player, key: made ? key : undefined, created: !known };
}

export async function signOff(ctx: Context, player: GatewayPlayer): Promise<void> {
  await ctx.api.unsubscribe(player.key, player.webhookId);
  ctx.store.removePlayer(player.id);
  ctx.log({ event: 'player.signed-off', player: player.id });
}

/** At start: every player's subscription is still there and points here, or is made again. */
export async function resubscribeAll(ctx: Context, webhookBase: string): Promise<void> {
  for (const player of ctx.store.players()) {
    try {
      if (await isSubscribed(ctx, player, webhookBase)) continue;
      const hook = await subscribe(ctx, player.key, webhookBase, player.id);
      await ctx.api.unsubscribe(player.key, player.webhookId).catch(() => {});
      ctx.store.savePlayer({ ...player, webhookId: hook.id, webhookSecret: hook.secret });
      ctx.log({ event: 'player.resubscribed', player: player.id });
    } catch (err) {
      ctx.log({ event: 'player.resubscribe-failed', player: player.id, detail: err instanceof Error ? err.message : String(err) });
    }
  }
}

const urlOf = (webhookBase: string, playerId: string) => `${webhookBase}/webhooks/${encodeURIComponent(playerId)}`;

async function isSubscribed(ctx: Context, player: GatewayPlayer, webhookBase: string): Promise<boolean> {
  const { webhooks } = await ctx.api.webhooks(player.key);
  return webhooks.some((w) => w.id === player.webhookId && w.url === urlOf(webhookBase, player.id) && !w.disabledAt);
}

/** Subscribes to what the gateway mails, with `turn.reminder` where the server offers it (older servers refuse the name). */
async function subscribe(ctx: Context, key: string, webhookBase: string, playerId: string) {
  const url = urlOf(webhookBase, playerId);
  try {
    return await ctx.api.subscribe(key, url, [...MAILED_EVENTS, ...OPTIONAL_EVENTS]);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 400)) throw err;
    return ctx.api.subscribe(key, url, MAILED_EVENTS);
  }
}
