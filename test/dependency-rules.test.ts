import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of .dependency-cruiser.cjs (README "Architecture"), as CI checks them with
 * `npm run lint:deps`: the tree as it is breaks none, and each kind of break is caught — shown on a
 * scratch tree, so the check is known to fail when someone adds a cycle or an import back up.
 */
const ROOT = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'tricktable-deps-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The rule violations of the files under `paths` of `baseDir`, and how many modules were read. */
async function cruiseIn(baseDir: string, paths: string[], tsConfig?: string): Promise<{ violations: string[]; modules: number }> {
  const { forbidden } = (await extractDepcruiseConfig(join(ROOT, '.dependency-cruiser.cjs'))) as { forbidden: unknown[] };
  const result = await cruise(paths, {
    baseDir,
    ruleSet: { forbidden } as never,
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    ...(tsConfig ? { tsConfig: { fileName: join(baseDir, tsConfig) } } : {}),
  });
  const output = result.output as ICruiseResult;
  return { violations: output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`), modules: output.summary.totalCruised };
}

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
}

describe('dependency rules', () => {
  it('the tree breaks none of them: no cycle in src/ or web/src/, every import one way', async () => {
    const { violations, modules } = await cruiseIn(ROOT, ['src', 'web/src', 'clients'], 'tsconfig.json');
    expect(modules).toBeGreaterThan(300);
    expect(violations).toEqual([]);
  });

  it('an import cycle, an import back up in src/app, a commit outside turns/ and a rule importing the app are each refused', async () => {
    write({
      'src/app/game/facts.ts': "import { loadCurrent } from '../turns/current-game';\nexport const x = loadCurrent;\n",
      'src/app/turns/current-game.ts': "import { commit } from '../commit/commit';\nexport const loadCurrent = commit;\n",
      'src/app/commit/commit.ts': 'export const commit = 1;\n',
      'src/app/play/act.ts': "import { commit } from '../commit/commit';\nexport type Draft = {};\nexport const act = commit;\n",
      'src/app/lifecycle/join.ts': "import type { Draft } from '../play/act';\nexport const j: Draft = {};\n",
      'src/graphql/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/graphql/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'src/games/tango/rules.ts': "import { act } from '../../app/play/act';\nexport const r = act;\n",
    });
    const found = (await cruiseIn(scratch, ['src'])).violations;
    expect(found).toContain('app-game-imports-down: src/app/game/facts.ts → src/app/turns/current-game.ts');
    expect(found).toContain('no-circular: src/graphql/a.ts → src/graphql/b.ts');
    expect(found).toContain('app-commits-through-turns: src/app/play/act.ts → src/app/commit/commit.ts');
    expect(found).toContain('games-import-only-the-engine: src/games/tango/rules.ts → src/app/play/act.ts');
    // Allowed: a use case naming a lower folder's types, turns/ calling the commit.
    expect(found.filter((v) => v.includes('lifecycle/join.ts') || v.includes('turns/current-game.ts → src/app/commit'))).toEqual([]);
  });
});
