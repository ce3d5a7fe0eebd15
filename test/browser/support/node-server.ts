import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from '../../reliability/lib/processes';

export interface RunningServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The Node server exactly as `npm start` runs it (src/node.ts: embedded PGlite in a fresh data
 * directory, the built web client from public/), on 127.0.0.1 and a free port. It exits with the test
 * process: its standard input is a pipe from here, and the wrapper exits when that pipe closes.
 */
export async function startNodeServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tricktable-browser-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/browser/support/serve-until-stdin-closes.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
    child.stdout!.on('data', () => {
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
