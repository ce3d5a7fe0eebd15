import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web client is built on the public API only (DESIGN.md): its code imports its own files, the
 * typed client (clients/typescript) and Preact — never the server's src/, where a private shortcut
 * (a use case, a game's state) would be one import away. The one exception is the verifier
 * (src/verify/, pure and browser-safe, test/layers.test.ts): "check the deal" runs the same code as
 * `npx tricktable verify`, on the public record it fetches itself.
 */
const ROOT = join(import.meta.dirname, '..');
const WEB = join(ROOT, 'web', 'src');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));

describe('the web client', () => {
  it('imports only its own files, clients/typescript, the verifier and preact', () => {
    const outside: string[] = [];
    for (const file of files(WEB)) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)) {
        const ok = spec!.startsWith('.') ? (() => {
          const target = relative(ROOT, join(file, '..', spec!));
          return target.startsWith('web/src') || target.startsWith('clients/typescript') || target.startsWith('src/verify/');
        })() : spec === 'preact' || spec!.startsWith('preact/');
        if (!ok) outside.push(`${relative(ROOT, file)} → ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
