/**
 * webhooks/ — a game's subscriptions as its admin manages them: checked at registration (URL
 * policy, event types, seat), listed, removed, their delivery log paged, a delivery sent again; due
 * deliveries sent soon after a commit. May import deps.ts, callers/, load/, errors/, tokens/.
 */
export * from './delivery-cursor';
export * from './manage';
export * from './send-soon';
export * from './subscription';
