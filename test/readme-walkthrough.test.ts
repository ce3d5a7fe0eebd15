import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { startServer, type NodeTestServer } from './support/server';

/**
 * The README's shell blocks marked `<!-- walkthrough -->` (any section, in order: later sections
 * join in by the same marker) run as one bash script against a server, and must succeed with every
 * variable set by the blocks themselves (`set -u`).
 */
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
export const walkthroughBlocks = () => [...README.matchAll(/<!-- walkthrough -->\s*```sh\n([^]*?)```/g)].map((m) => m[1]!);

describe('The README walk-through', () => {
  let server: NodeTestServer;
  beforeAll(async () => {
    server = await startServer(databaseKinds()[0]!);
  });
  afterAll(() => server?.close());

  it('runs as written against a server: every command succeeds, every variable is set', async () => {
    const blocks = walkthroughBlocks();
    expect(blocks.length).toBeGreaterThan(0);
    const script = ['set -euo pipefail', ...blocks].join('\n');
    // Not execFileSync: the server answering the script runs in this very process.
    const { stdout: out } = await promisify(execFile)('bash', ['-c', script], { env: { PATH: process.env.PATH!, B: server.baseUrl }, encoding: 'utf8', timeout: 120_000 });
    expect(out).toMatch(/"type":"tango"/);
    expect(out).toMatch(/card-played/);
    expect(out).toMatch(/^not-your-turn$/m);
    expect(out).toMatch(/^unknown-card$/m);
    expect(out).toMatch(/^\[\]$/m);
  });

  it("shows the typed client's example exactly as clients/typescript/example.ts (which a test runs)", () => {
    const example = readFileSync(new URL('../clients/typescript/example.ts', import.meta.url), 'utf8');
    expect(README).toContain(`\`\`\`ts\n${example}\`\`\``);
  });

  it('links only inside the repository, or to public sites', () => {
    const docs = [README, ...['tango', 'tanni', 'tadpole', 'tantony'].map((g) => readFileSync(new URL(`../docs/games/${g}.md`, import.meta.url), 'utf8'))];
    for (const text of docs) {
      for (const [, target] of text.matchAll(/\]\(([^)]+)\)/g)) expect(target, target).not.toMatch(/^\.\.\/\.\.|shared\//);
      expect(text).not.toMatch(/\.\.\/shared\/|`shared\/rules/);
    }
  });
});
