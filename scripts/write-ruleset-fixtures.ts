/**
 * Writes test/fixtures/ruleset-1-games.json: whole games played under ruleset version 1 of every game
 * type (each Tantony variant), as logs of commands with a digest of the events each command caused
 * and of the spectator's view after it. The committed file was written by the code before version 2
 * of Tantony existed; test/rulesets-replay.test.ts replays it with today's code, so a change that
 * alters how a stored version-1 game replays fails there. Rerunning this script rewrites the file
 * unchanged.
 */
import { writeFileSync } from 'node:fs';
import { applyCommand, matchStatus, mulberry32, newMatch, seededRandom, type Command, type Typed } from '../src/engine';
import { findGame } from '../src/games/registry';
import { digest } from '../test/support/digest';

const CASES = [
  { type: 'tango', options: {} },
  { type: 'tanni', options: {} },
  { type: 'tadpole', options: {} },
  { type: 'tantony', options: { variant: 'teams' } },
  { type: 'tantony', options: { variant: 'split-partner' } },
  { type: 'tantony', options: { variant: 'three-player' } },
];

const games = CASES.map(({ type, options }, k) => {
  const game = findGame(type, 1)!;
  const parsed = game.schemas.options.parse(options);
  const seed = new Uint8Array(32).map((_, i) => (i * 31 + k * 7 + 1) & 0xff);
  const random = seededRandom(seed);
  const choose = mulberry32(1000 + k);
  let match = newMatch(game, parsed);
  const entries: Array<{ command: Command; events: string; view: string }> = [];
  const step = (command: Command) => {
    const outcome = applyCommand(game, match, command, random);
    if (!outcome.ok) throw new Error(outcome.rejection.message);
    match = outcome.match;
    entries.push({ command, events: digest(outcome.events), view: digest(match.started ? game.view(match.state, null) : null) });
  };
  for (let seat = 0; seat < match.seats.length; seat++) step({ kind: 'join', seat, name: `p${seat}` });
  for (;;) {
    const status = matchStatus(game, match);
    if (status.phase === 'finished') break;
    const seat = status.toAct[choose(status.toAct.length)]!;
    const moves = game.legalActions(match.state, seat) as Typed[];
    step({ kind: 'action', seat, action: moves[choose(moves.length)]! });
  }
  return { type, options: parsed, seed: Buffer.from(seed).toString('hex'), result: matchStatus(game, match).result, entries };
});

const out = new URL('../test/fixtures/ruleset-1-games.json', import.meta.url);
// One line per game header and per entry: small, and a diff shows which entry changed.
const lines = games.map(({ entries, ...head }) => [`${JSON.stringify(head).slice(0, -1)},"entries":[`, entries.map((e) => JSON.stringify(e)).join(',\n'), ']}'].join('\n'));
writeFileSync(out, `{"rulesetVersion":1,"games":[\n${lines.join(',\n')}\n]}\n`);
console.log(`wrote ${games.length} games, ${games.reduce((n, g) => n + g.entries.length, 0)} entries`);
