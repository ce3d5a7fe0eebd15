import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one-way flow of DESIGN.md, checked on the imports themselves: the edges (http, graphql) share
 * src/schemas/ and never import each other; the rules and the engine import no outer layer.
 */
const SRC = join(import.meta.dirname, '..', 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
}

/** Every relative import of the files under `layer`, as a path under src/. */
function importsOf(layer: string): Array<{ file: string; target: string }> {
  return filesUnder(join(SRC, layer)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => ({ file: relative(SRC, file), target: relative(SRC, join(file, '..', m[1]!)) })),
  );
}

const crossing = (layer: string, forbidden: string[]) =>
  importsOf(layer).filter(({ target }) => forbidden.some((f) => target === f || target.startsWith(`${f}/`)));

describe('layers', () => {
  it('GraphQL does not import the REST edge, nor REST the GraphQL one (both use src/schemas)', () => {
    expect(crossing('graphql', ['http'])).toEqual([]);
    expect(crossing('http', ['graphql']).filter(({ file }) => file !== 'http/app.ts')).toEqual([]);
  });

  it('the rules and the engine import nothing from the app, the store or the edges', () => {
    const outer = ['app', 'store', 'http', 'graphql', 'webhooks', 'schemas'];
    expect(crossing('games', outer)).toEqual([]);
    expect(crossing('engine', [...outer, 'games'])).toEqual([]);
  });

  it('bots see what a seat sees: they import the engine and the games only, and no game state (issue 16)', () => {
    expect(crossing('bots', ['app', 'store', 'http', 'graphql', 'webhooks', 'schemas'])).toEqual([]);
    // Tests may build states to compare with; the bots themselves never name one.
    const bots = importsOf('bots').filter(({ file }) => !/\.test(ing)?\.ts$/.test(file));
    expect(bots.filter(({ target }) => /^games\/[^/]+\/state$/.test(target))).toEqual([]);
  });

  it('the verifier uses the published record, the engine and the rules only, and runs in a browser (no node: imports)', () => {
    expect(crossing('verify', ['app', 'store', 'http', 'graphql', 'webhooks', 'schemas'])).toEqual([]);
    const nodeOnly = filesUnder(join(SRC, 'verify')).filter((f) => /from '(node:|fs|path|child_process)/.test(readFileSync(f, 'utf8')));
    expect(nodeOnly.map((f) => relative(SRC, f))).toEqual([]);
  });
});
