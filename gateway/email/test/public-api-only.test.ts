import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : /\.ts$/.test(d.name) && !d.name.endsWith('.test.ts') ? [join(dir, d.name)] : []));
}

/**
 * The gateway is an integrator: it reaches Tricktable over HTTP only, so it ships and runs on its
 * own. Its code imports Node, its own package.json's dependencies and its own files — never the
 * server's (src/), whose layout may change under it.
 */
describe('the gateway', () => {
  it("imports nothing outside its folder but Node and its package's dependencies", () => {
    const outside: string[] = [];
    for (const dir of ['src', 'scripts', 'worker']) {
      for (const file of filesUnder(join(ROOT, dir))) {
        for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
          if (target!.startsWith('.')) {
            if (relative(ROOT, resolve(dirname(file), target!)).startsWith('..')) outside.push(`${relative(ROOT, file)} → ${target}`);
          } else if (!target!.startsWith('node:')) {
            const name = target!.startsWith('@') ? target!.split('/').slice(0, 2).join('/') : target!.split('/')[0]!;
            if (!(name in PACKAGE.dependencies)) outside.push(`${relative(ROOT, file)} → ${target}`);
          }
        }
      }
    }
    expect(outside).toEqual([]);
  });
});
