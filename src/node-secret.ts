import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * TOKEN_SECRET on Node when the environment gives none: 32 random bytes (hex) generated once into
 * `DATA_DIR/token-secret` (mode 0600) and read from there on every start, so derived tokens survive
 * restarts. Keep the file with the data: without it, resent keyed joins and players' seat tokens no
 * longer match (the seats stay, their tokens must be reset).
 */
export function tokenSecretIn(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process made it first: use theirs.
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}
