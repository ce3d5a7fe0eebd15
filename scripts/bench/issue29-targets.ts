import { heading, note, report, type Figure } from './lib';
import { PEER_NAME } from './peer-bench';

/**
 * Issue 29's table, from the figures of this run (each says which driver shape and what a move is
 * in its own row above): the durable paths as ratios to boardgame.io in memory measured in the same
 * run, write commits per move, PostgreSQL's CPU against the server's, Worker against Node, and the
 * expert's decision CPU p99 when `bot-turn` ran. A target whose figure this run did not take is
 * printed as not measured, never as met.
 */
export function issue29Targets(figures: readonly Figure[]): void {
  const find = (section: string, name: string, game?: string) => figures.find((f) => f.section === section && f.name === name && (game === undefined || f.game === game));
  const rows: Array<{ name: string; value: number | undefined; unit: string; target: string; ok: (v: number) => boolean; shape: string }> = [];
  const ratio = (name: string) => find('peer', `${name} / ${PEER_NAME}`)?.value;
  rows.push({
    name: 'streams shape / boardgame.io in memory',
    value: ratio('moves played over streams'),
    unit: '×',
    target: '≥ 0.9',
    ok: (v) => v >= 0.9,
    shape: 'streams: 20 Tango games, each seat on its SSE stream, one POST per move; the peer: socket.io, one act per move',
  });
  rows.push({
    name: 'request/response / boardgame.io in memory',
    value: ratio('moves/s, Node'),
    unit: '×',
    target: '≥ 0.6',
    ok: (v) => v >= 0.6,
    shape: 'workers.ts: 20 Tango games, GET legal-moves + POST per move (a move = one POST answered)',
  });
  rows.push({
    name: 'write commits per move (streams shape)',
    value: find('streams', 'write commits per move (transaction ids)')?.value,
    unit: 'per move',
    target: '≤ 1.1',
    ok: (v) => v <= 1.1,
    shape: 'transaction ids handed out (appends, NOTIFY batches) over the moves',
  });
  const node = find('workers', 'CPU per move, Node');
  rows.push({
    name: 'PostgreSQL CPU per move / server CPU per move (Node, request/response)',
    value: node ? (node.postgresMs as number) / node.value : undefined,
    unit: '×',
    target: '≤ 0.5',
    ok: (v) => v <= 0.5,
    shape: "PostgreSQL's processes against the Node server's, over the measured window",
  });
  rows.push({ name: 'Worker / Node (request/response)', value: find('workers', 'Worker / Node moves/s')?.value, unit: '×', target: '≥ 0.9', ok: (v) => v >= 0.9, shape: 'workers.ts, same driver, paths alternating' });
  for (const game of ['tango roses', 'tantony teams']) {
    const decision = find('bot-turn', 'decision CPU per expert move', game);
    rows.push({
      name: `expert decision CPU p99, ${game}`,
      value: decision?.p99 as number | undefined,
      unit: 'ms',
      target: '≤ 10',
      ok: (v) => v <= 10,
      shape: 'bot-turn: process.cpuUsage around each decision (with --only=bot-turn)',
    });
  }
  heading('issue 29: targets, this run');
  for (const r of rows) {
    if (r.value === undefined) note(`${r.name}: not measured in this run (target ${r.target})`);
    else report({ section: 'issue 29', name: r.name, value: r.value, unit: r.unit, budget: r.target, ok: r.ok(r.value), shape: r.shape });
  }
}
