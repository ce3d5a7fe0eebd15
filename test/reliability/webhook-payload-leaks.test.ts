import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine';
import { databaseKinds } from '../support/databases';
import { VARIANTS } from '../support/played-games';
import { auditAnswerEvents, auditOneEvent, leaked, loadInternal, secretsNow } from '../support/leak-audit';
import { Receiver, type Received } from '../support/receiver';
import { startServer, type NodeTestServer } from '../support/server';

/**
 * The leak audit of issue 8 §5, for webhook payloads: a random game of every type and variant, with a
 * public subscription and one bound to each seat; every payload each subscription received is checked
 * against what its reader (the spectator, or that seat) may know at that payload's version, from the
 * games' own visibility rules (`src/games/<game>/secrets.ts`), apart from the view code. Midway the
 * last seat is handed to an expert bot, whose moves (entries of kind `bot`) are audited too.
 * Redaction does not depend on the database, so this runs on the first database kind only.
 */
const GAMES = VARIANTS;

/** Payload fields that name no card, for the notices that carry no events. */
const CARDLESS: Record<string, string[]> = {
  'turn.started': ['gameId', 'version', 'seat', 'deadline', 'remaining'],
  'turn.timed-out': ['gameId', 'version', 'seat', 'deadline'],
  'seat.taken-over': ['gameId', 'version', 'seat', 'bot'],
};

/** The step at which the admin hands the last seat to an expert bot (a `takeover` entry): its
 * notice and the bot's moves after it are audited like every other payload. */
const TAKEOVER_AT = 12;

const kind = databaseKinds()[0]!;

describe(`Webhook payloads show no subscriber a card it may not see (${kind.name})`, () => {
  let server: NodeTestServer;
  let receiver: Receiver;
  beforeAll(async () => {
    server = await startServer(kind);
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  it.each(GAMES)('$type $options: every payload of the public and the seat-bound subscriptions', async ({ type, options }) => {
    const tag = `${type}-${JSON.stringify(options).replace(/\W/g, '')}`;
    const seats = type === 'tango' ? 2 : type === 'tadpole' || (options as { variant?: string }).variant === 'three-player' ? 3 : 4;
    const webhooks = [{ url: `${receiver.url}?g=${tag}&r=public` }, ...Array.from({ length: seats }, (_, s) => ({ url: `${receiver.url}?g=${tag}&r=${s}`, seat: s }))];
    const created = await server.api.request('POST', '/v1/games', { body: { type, options, webhooks } });
    expect(created.status, created.text).toBe(201);
    const id: string = created.body.id;
    expect(created.body.seats).toHaveLength(seats);
    const tokens: string[] = [];
    for (let i = 0; i < seats; i++) {
      const joined = await server.api.join(id);
      expect(joined.status, joined.text).toBe(201);
      tokens[joined.body.seat] = joined.body.token;
    }
    // Play to the end with random legal moves; the last seat is a bot's from TAKEOVER_AT on.
    const choose = mulberry32(tag.length * 7919);
    const botSeat = seats - 1;
    let handed = false;
    for (let step = 0; ; step++) {
      const view = (await server.api.view(id)).body;
      if (view.status === 'finished') break;
      expect(step, 'the game ends').toBeLessThan(5000);
      if (step === TAKEOVER_AT) {
        const takeover = await server.api.request('POST', `/v1/games/${id}/seats/${botSeat}/bot`, { token: created.body.adminToken, body: { bot: 'expert' } });
        expect(takeover.status, takeover.text).toBe(200);
        handed = true;
        continue;
      }
      const people: number[] = view.toAct.filter((s: number) => !handed || s !== botSeat);
      if (people.length === 0) continue; // the bot's share that did not fit the last answer
      const seat = people[choose(people.length)]!;
      const moves = (await server.api.legalMoves(id, tokens[seat])).body.moves;
      const res = await server.api.act(id, tokens[seat], moves[choose(moves.length)]);
      expect(res.status, res.text).toBe(200);
    }
    await server.settle();
    while ((await server.sweep()).deliveries > 0);

    const loaded = await loadInternal(server.store, id);
    const seed = loaded.record.seed;
    const readers: Array<number | null> = [null, ...tokens.keys()];
    let audited = 0;
    for (const reader of readers) {
      const mine = receiver.delivered.filter((r: Received) => r.url.endsWith(`g=${tag}&r=${reader ?? 'public'}`));
      expect(mine.length, `deliveries to ${reader ?? 'public'}`).toBeGreaterThan(10);
      const problems: string[] = [];
      for (const r of mine) {
        const { type: notice, data } = r.json as { type: string; data: { version: number; events?: unknown[]; event?: { type: string } | null } };
        if (notice !== 'game.finished' && r.body.includes(seed)) problems.push(`${notice} v${data.version}: the seed before the end`);
        switch (notice) {
          case 'game.started':
          case 'action.applied':
            problems.push(...auditAnswerEvents(loaded, data.version - 1, data.version, data.events ?? [], reader).map((p) => `${notice} v${data.version}: ${p}`));
            break;
          case 'trick.completed':
          case 'round.completed':
            problems.push(...auditOneEvent(loaded, data.version, data.event ?? null, reader).map((p) => `${notice} v${data.version}: ${p}`));
            break;
          case 'game.finished':
            // Everything is public at the end; only the cards still secret then may not appear.
            problems.push(...leaked(data, secretsNow(loaded, reader)).map((c) => `game.finished: ${c}`));
            break;
          default: {
            const extra = Object.keys(data).filter((k) => !(CARDLESS[notice] ?? []).includes(k));
            if (extra.length > 0) problems.push(`${notice} v${data.version}: unexpected fields ${extra.join(', ')}`);
          }
        }
        audited++;
      }
      expect(problems, `payloads to ${reader ?? 'the public subscription'}`).toEqual([]);
    }
    expect(audited).toBeGreaterThan(50);
    const notices = receiver.delivered.filter((r: Received) => r.url.includes(`g=${tag}&`)).map((r) => r.json as { type: string; data: { kind?: string } });
    expect(notices.filter((n) => n.type === 'seat.taken-over').length, 'each subscription is told of the takeover').toBe(seats + 1);
    expect(notices.some((n) => n.type === 'action.applied' && n.data.kind === 'bot')).toBe(true);
  });
});
