import { replay, newMatch, seededRandom, type Command } from '../../src/engine';
import { commandOf } from '../../src/app/load-game';
import { LONG_TANNI, gameOf, randomLog, seedOf } from '../../scripts/bench/logs';
const game = gameOf('tanni'); const seed = seedOf(9);
const options = game.schemas.options.parse(LONG_TANNI.options);
const { entries } = randomLog(game, LONG_TANNI.options, seed, 1000);
const commands: Command[] = entries.map(commandOf);
let it = 0; const t0 = performance.now();
while (performance.now() - t0 < 6000) { const m = replay(game, newMatch(game, options), commands, seededRandom(seed)); game.view(m.state, 0); it++; }
console.log(((performance.now() - t0) / it).toFixed(3), 'ms');
