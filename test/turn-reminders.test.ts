import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRecord, type PublicRecord } from '../src/verify';
import { databaseKinds } from './support/databases';
import { Receiver } from './support/receiver';
import { lifecycle, newPlayer, type TestPlayer } from './support/players';
import { startServer, type NodeTestServer } from './support/server';
import { SseClient } from './support/sse';

/**
 * Issue 27 item 3 (README "Reminders"): a seat a player holds is reminded, by the sweep, when the
 * time left in its turn reaches each of the player's thresholds — a `remind` entry in the log, a
 * `turn.reminder` player webhook — at most once per threshold per turn, before the deadline; the
 * verifier judges every reminder. On an injected clock.
 */
describe.each(databaseKinds())('Turn reminders on $name', (kind) => {
  let server: NodeTestServer;
  let receiver: Receiver;
  let now = Date.parse('2026-12-01T09:00:00Z');
  const H = 3_600_000;
  beforeAll(async () => {
    server = await startServer(kind, { clock: () => new Date(now) });
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  const reminders = (p: TestPlayer, thresholds?: unknown) =>
    thresholds === undefined ? server.api.request('GET', '/v1/me/reminders', { token: p.key }) : server.api.request('PUT', '/v1/me/reminders', { token: p.key, body: { thresholds } });
  const remindEntries = async (id: string) => (await server.store.loadGame(id))!.log.filter((e) => e.kind === 'remind');
  const sentTo = (tag: string) => receiver.delivered.filter((r) => r.url.endsWith(`?${tag}`)).map((r) => r.json);
  /** The sweep, then its deliveries' answers (a clock moved on while one is in flight would send it again). */
  async function sweep() {
    const report = await server.sweep();
    await server.settle();
    return report;
  }
  async function drain(): Promise<void> {
    await server.settle();
    while ((await server.sweep()).deliveries > 0);
  }

  it('reminds at a day and an hour left by default, each once, before the deadline; the webhook, the log and the verifier agree', async () => {
    const [ada, bob] = [await newPlayer(server.api, 'Ada'), await newPlayer(server.api, 'Bob')];
    for (const [p, tag] of [[ada, 'ada'], [bob, 'bob']] as const) {
      expect((await server.api.request('POST', '/v1/me/webhooks', { token: p.key, body: { url: `${receiver.url}?${tag}`, events: ['turn.reminder'] } })).status).toBe(201);
    }
    expect((await reminders(ada)).body).toEqual({ thresholds: [86400, 3600], default: true });
    // Bob wants two hours' notice instead.
    expect((await reminders(bob, [7200])).body).toEqual({ thresholds: [7200], default: false });
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false, clock: { kind: 'per-move', seconds: 172_800 } } } });
    const id = created.body.id as string;
    await server.api.join(id, {}, { token: ada.key });
    await server.api.join(id, {}, { token: bob.key });
    const start = now;
    const deadline = new Date(start + 48 * H).toISOString();

    now = start + 24 * H - 1_000; // a day and a second left: nothing yet
    expect((await sweep()).reminders).toBe(0);
    now = start + 24 * H + 1_000; // a day left, less a second: the first reminder
    expect((await sweep()).reminders).toBe(1);
    now += 60_000;
    expect((await sweep()).reminders).toBe(0); // once per threshold per turn
    now = start + 47.5 * H; // half an hour left: the hour's reminder
    expect((await sweep()).reminders).toBe(1);
    now += 60_000;
    expect((await sweep()).reminders).toBe(0);
    expect((await remindEntries(id)).map((e) => [e.seat, (e.payload as { threshold: number }).threshold])).toEqual([
      [0, 86400],
      [0, 3600],
    ]);
    await drain();
    expect(sentTo('ada').map((m) => [m.type, m.data.threshold, m.data.deadline, m.data.seat])).toEqual([
      ['turn.reminder', 86400, deadline, 0],
      ['turn.reminder', 3600, deadline, 0],
    ]);
    expect(sentTo('ada')[1].data.left).toBe(1800);

    // The public log shows it, and the view has not changed but for the version.
    const events = (await server.api.request('GET', `/v1/games/${id}/events`)).body;
    expect(JSON.stringify(events)).toContain('"turn-reminded"');

    // Ada moves; Bob's turn: he is reminded at his own threshold only.
    const move = (await server.api.legalMoves(id, ada.key)).body.moves[0];
    expect((await server.api.act(id, ada.key, move)).status).toBe(200);
    const bobStart = now;
    const stream = await SseClient.open(server.api, '/v1/me/stream', { token: bob.key });
    expect((await stream.next())?.event).toBe('ready');
    now = bobStart + 46 * H + 1_000;
    expect((await sweep()).reminders).toBe(1);
    // His stream says it too.
    const told = await stream.next();
    expect(told?.event).toBe('turn-reminder');
    expect(told!.data).toMatchObject({ gameId: id, seat: 1, threshold: 7200, deadline: new Date(bobStart + 48 * H).toISOString(), left: 7199 });
    await stream.close();
    now = bobStart + 47.9 * H;
    expect((await sweep()).reminders).toBe(0);
    await drain();
    expect(sentTo('bob').map((m) => m.data.threshold)).toEqual([7200]);

    // The verifier judges each reminder: all three hold; one written earlier than its threshold does not.
    expect((await lifecycle(server.api, id, 'resign', bob.key)).status).toBe(200);
    const record = (await server.api.request('GET', `/v1/games/${id}/record`)).body as PublicRecord;
    const report = verifyRecord(record);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.checks.find((c) => c.name === 'clock')!.detail).toContain('3 reminders, each before its deadline');
    const early = { ...record, log: record.log.map((e) => (e.kind === 'remind' ? { ...e, at: new Date(Date.parse(e.at!) - 2 * H).toISOString() } : e)) };
    expect(verifyRecord(early).checks.find((c) => !c.ok)).toMatchObject({ name: 'clock', detail: expect.stringContaining('reminds seat') });
  });

  it('thresholds that make no sense are refused with nothing changed; null goes back to the default; GraphQL mirrors REST', async () => {
    const cy = await newPlayer(server.api, 'Cy');
    for (const bad of [[30], [3600, 3600], [60, 120, 180, 240, 300], [1.5], 'soon']) {
      const reply = await reminders(cy, bad);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body.code).toBe('invalid-request');
    }
    expect((await reminders(cy)).body.default).toBe(true);
    expect((await reminders(cy, [600, 86400])).body).toEqual({ thresholds: [86400, 600], default: false });
    expect((await reminders(cy, [])).body).toEqual({ thresholds: [], default: false });
    expect((await reminders(cy, null)).body).toEqual({ thresholds: [86400, 3600], default: true });
    const gql = (query: string) => server.api.request('POST', '/graphql', { token: cy.key, body: { query } });
    expect((await gql('mutation { setReminders(thresholds: [7200]) { thresholds default } }')).body.data).toEqual({ setReminders: { thresholds: [7200], default: false } });
    expect((await gql('{ myReminders { thresholds default } }')).body.data).toEqual({ myReminders: { thresholds: [7200], default: false } });
    expect((await gql('mutation { setReminders(thresholds: [7]) { thresholds } }')).body.errors[0].extensions.code).toBe('invalid-request');
    expect((await reminders(cy)).body.thresholds).toEqual([7200]);
  });

  it('a player with no reminders, or a turn that began below a threshold, is not reminded', async () => {
    const [dee, eve] = [await newPlayer(server.api, 'Dee'), await newPlayer(server.api, 'Eve')];
    await reminders(dee, []);
    const created = await server.api.request('POST', '/v1/games', { body: { type: 'tango', options: { firstDealer: 0, autoPlayForced: false, clock: { kind: 'per-move', seconds: 1800 } } } });
    const id = created.body.id as string;
    await server.api.join(id, {}, { token: dee.key });
    await server.api.join(id, {}, { token: eve.key });
    now += 1_700_000; // 100 s left of Dee's half hour: she asked for none
    expect((await sweep()).reminders).toBe(0);
    const move = (await server.api.legalMoves(id, dee.key)).body.moves[0];
    expect((await server.api.act(id, dee.key, move)).status).toBe(200);
    now += 1_700_000; // Eve's turn began with half an hour: no "1 hour left", no "1 day left"
    expect((await sweep()).reminders).toBe(0);
    expect(await remindEntries(id)).toEqual([]);
  });
});
