import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The two published packages (issue 31; scripts/ci/packages-smoke.sh packs, installs and runs them):
 * their manifests say what the repository tests. The client's version is the contract's, its
 * dependencies are the very versions the repository's own tests run it with; the verifier bundles
 * what it needs and so depends on nothing.
 */
const json = (path: string) => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'));
const root = json('package.json');
const client = json('clients/typescript/package.json');
const verify = json('packages/verify/package.json');

describe('The packages', () => {
  it("@tricktable/client's version is the OpenAPI document's info.version", () => {
    expect(client.name).toBe('@tricktable/client');
    expect(client.version).toBe(json('openapi/openapi.json').info.version);
  });

  it("@tricktable/client declares the dependencies it imports, pinned as the repository's own", () => {
    const pinned = { ...root.dependencies, ...root.devDependencies };
    expect(Object.keys(client.dependencies).sort()).toEqual(['eventsource-parser', 'openapi-fetch']);
    for (const [name, version] of Object.entries(client.dependencies)) expect(version, name).toBe(pinned[name]);
  });

  it('@tricktable/verify is one bundled bin with no dependencies', () => {
    expect(verify.name).toBe('@tricktable/verify');
    expect(verify.bin).toEqual({ 'tricktable-verify': 'dist/tricktable-verify.js' });
    expect(verify.dependencies ?? {}).toEqual({});
  });

  it('both are workspaces of the repository, ESM, for the Node versions the server supports', () => {
    expect(root.workspaces).toEqual(expect.arrayContaining(['clients/typescript', 'packages/verify']));
    for (const pkg of [client, verify]) {
      expect(pkg.type).toBe('module');
      expect(pkg.engines).toEqual(root.engines);
    }
  });
});
