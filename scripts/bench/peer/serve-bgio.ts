import { Server } from 'boardgame.io/server';
import { TangoGame } from './tango-game';

/**
 * boardgame.io 0.50.2's own server for the bench's peer, in memory (its default storage: nothing is
 * durable), in a process of its own so its CPU is counted apart, as the Tricktable server's is.
 * `tsx scripts/bench/peer/serve-bgio.ts` prints `http://127.0.0.1:PORT` once it listens on a free port.
 */
const server = Server({ games: [TangoGame], origins: ['http://127.0.0.1'] });
// `run` listens on every interface; the bench's servers listen on loopback only.
const listen = server.app.listen.bind(server.app) as (port: number, host: string, callback: () => void) => unknown;
(server.app as { listen: unknown }).listen = (port: number, callback: () => void) => listen(port, '127.0.0.1', callback);
const { appServer } = await server.run({ port: 0 });
const address = appServer.address();
if (address === null || typeof address === 'string') throw new Error('boardgame.io did not listen on a TCP port');
console.log(`http://127.0.0.1:${address.port}`);
process.on('SIGTERM', () => process.exit(0));
