/**
 * The import rules of the README's "Architecture", checked by dependency-cruiser on every run of
 * `npm run lint:deps` (and in .ci/run): no import cycle anywhere in src/ or web/src/, the layers of
 * src/ one way, and src/app's folders each importing only the folders below it. A change that adds
 * a cycle or an import back up fails CI (test/dependency-rules.test.ts shows both on a scratch tree).
 * Tests (*.test.ts, *.testing.ts) may reach across layers; the code they test may not.
 */

/**
 * src/app from the ground up: each folder and the app folders it may import (besides itself and
 * the layers below the app: engine, games, bots, store, webhooks). Every arrow runs down this list.
 */
const APP = {
  errors: [],
  tokens: [],
  catalogue: ['errors'],
  game: ['catalogue'],
  'deps.ts': ['game'],
  bots: ['game'],
  projections: ['game', 'catalogue', 'tokens'],
  callers: ['deps.ts', 'game', 'errors', 'tokens'],
  load: ['deps.ts', 'game', 'errors'],
  commit: ['deps.ts', 'game', 'bots', 'load', 'projections'],
  turns: ['deps.ts', 'game', 'bots', 'commit', 'load', 'webhooks', 'errors'],
  webhooks: ['deps.ts', 'callers', 'load', 'errors', 'tokens'],
  players: ['deps.ts', 'game', 'callers', 'load', 'projections', 'webhooks', 'errors', 'tokens'],
  play: ['deps.ts', 'game', 'callers', 'commit', 'turns', 'errors', 'tokens'],
  reads: ['deps.ts', 'game', 'callers', 'turns', 'errors', 'tokens'],
  lifecycle: ['deps.ts', 'game', 'catalogue', 'callers', 'bots', 'projections', 'load', 'commit', 'turns', 'webhooks', 'players', 'play', 'errors', 'tokens'],
  notify: ['deps.ts', 'game', 'callers', 'load', 'projections', 'turns', 'players', 'reads', 'errors', 'tokens'],
};

const TESTS = '\\.test(ing)?\\.tsx?$|\\.testing\\.ts$';
const pathOf = (part) => (part.endsWith('.ts') ? `^src/app/${part.replace('.', '\\.')}$` : `^src/app/${part}/`);
const alternatives = (parts) => parts.map(pathOf).join('|');

const appLayers = Object.entries(APP).map(([part, may]) => ({
  name: `app-${part.replace('.ts', '')}-imports-down`,
  comment: `src/app/${part} may import only ${may.length ? may.join(', ') : 'no other folder of src/app'} (README "Architecture")`,
  severity: 'error',
  from: { path: pathOf(part), pathNot: TESTS },
  to: { path: '^src/app/', pathNot: alternatives([part, ...may]) },
}));

/** Outer layers a part of src/ must not import (the README's arrows, as prohibitions). */
const layer = (name, from, forbidden, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^src/${from}/`, pathNot: TESTS },
  to: { path: `^src/(${forbidden.join('|')})(/|\\.ts$)` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle anywhere: a lower part that must trigger a higher one returns what happened instead (README "Architecture").',
      severity: 'error',
      from: { path: '^(src|web/src|clients)/' },
      to: { circular: true },
    },
    ...appLayers,
    {
      name: 'app-commits-through-turns',
      comment: 'Only turns/ calls commit(): every use case commits through turns/commitAndFollow, which runs what must follow (others may import its types).',
      severity: 'error',
      from: { path: '^src/app/', pathNot: `^src/app/(commit|turns)/|^src/app/index\\.ts$|${TESTS}` },
      to: { path: '^src/app/commit/', dependencyTypesNot: ['type-only'] },
    },
    layer('edges-import-app-not-each-other', 'graphql', ['http'], 'GraphQL and REST are two edges over src/app and src/schemas; neither imports the other.'),
    {
      name: 'rest-imports-graphql-only-to-mount-it',
      severity: 'error',
      from: { path: '^src/http/', pathNot: `^src/http/app\\.ts$|${TESTS}` },
      to: { path: '^src/graphql/' },
    },
    layer('app-knows-no-edge', 'app', ['http', 'graphql', 'schemas', 'node', 'worker', 'objects'], 'The use cases know no HTTP, no GraphQL, no entry point.'),
    layer('store-knows-no-rules-or-app', 'store', ['app', 'objects', 'http', 'graphql', 'schemas', 'games', 'bots', 'engine', 'webhooks'], 'The store keeps rows; it knows no rules and no use case.'),
    layer('webhooks-below-app', 'webhooks', ['app', 'http', 'graphql', 'schemas', 'games', 'bots'], 'Signing and sending deliveries knows no use case.'),
    layer('engine-names-no-game', 'engine', ['games', 'bots', 'app', 'store', 'http', 'graphql', 'webhooks', 'schemas', 'verify'], 'The engine is generic: it names no game and does no I/O.'),
    layer('games-import-only-the-engine', 'games', ['bots', 'app', 'store', 'http', 'graphql', 'webhooks', 'schemas', 'verify'], 'Rules import the engine and their own files only.'),
    layer('bots-see-what-a-seat-sees', 'bots', ['app', 'store', 'http', 'graphql', 'webhooks', 'schemas', 'verify'], 'Bots use the engine and the rules only (and no game state: test/layers.test.ts).'),
    layer('verifier-needs-only-the-rules', 'verify', ['app', 'store', 'http', 'graphql', 'webhooks', 'schemas', 'bots'], 'The verifier replays a published record with the engine and the rules alone.'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|public|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
