/**
 * `npm run start:time`: how long `npm start` takes to listen, as a person starting it sees it (the
 * assets step included: it builds only when their sources changed, scripts/build-assets.ts
 * `--if-changed`). Starts it on a free port, with its usual data (DATA_DIR, ./.data by default: a
 * second start opens the database the first one made), prints the seconds until the "listening"
 * line, and stops it. Run it twice: the second start builds nothing.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const started = performance.now();
const child = spawn('npm', ['start'], { env: { ...process.env, PORT: String(port)}, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
const seconds = await new Promise<number>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    process.stdout.write(chunk);
    if (/listening on/i.test(out)) resolve((performance.now() - started) / 1000);
  });
  child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before it listened`)));
});
console.log(`npm start listened in ${seconds.toFixed(1)} s`);
process.kill(-child.pid!, 'SIGTERM');
await new Promise((resolve) => setTimeout(resolve, 500));
process.exit(0);
