/**
 * The API reference of `GET /docs`, rendered at build time (`npm run build`, scripts/build-assets.ts).
 *
 * Measured in Debian's Chromium on the 2-core machine (issue 30, item 9): Redoc rendering the
 * 630 KB OpenAPI document in the browser showed "Loading…" for 18–32 s before any operation. Here
 * the same pinned Redoc renders it once, on Node, with React's server renderer: the page arrives
 * with every operation in its HTML and styles, so it reads as soon as it is parsed; the standalone
 * bundle then hydrates it in place from the store's state (state.json), which makes the menu,
 * search and samples interactive. Nothing is fetched from outside: the bundle is the one build-assets
 * copies next to it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// React, its server renderer, styled-components and Redoc come as their CommonJS builds (the
// versions Redoc's standalone bundle is built from are the pinned ones in package.json); typed here
// by the little this file uses of them.
const require = createRequire(import.meta.url);
const { createElement } = require('react') as { createElement(type: unknown, props: unknown): unknown };
const { renderToString } = require('react-dom/server') as { renderToString(element: unknown): string };
const { ServerStyleSheet } = require('styled-components') as { ServerStyleSheet: new () => { collectStyles(element: unknown): unknown; getStyleTags(): string; seal(): void } };
const { Redoc, createStore } = require('redoc') as {
  Redoc: unknown;
  createStore(spec: unknown, specUrl: string, options: Record<string, unknown>): Promise<{ toJS(): Promise<unknown> }>;
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Writes `index.html`, `state.json` and `hydrate.js` into `dir`; the page loads `bundleUrl`. */
export async function renderApiReference(spec: { info: { title: string } }, dir: string, bundleUrl: string, baseUrl: string): Promise<void> {
  const store = await createStore(spec, '/openapi.json', { hideHostname: true });
  const sheet = new ServerStyleSheet();
  const body = renderToString(sheet.collectStyles(createElement(Redoc, { store })));
  const styles = sheet.getStyleTags();
  sheet.seal();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'state.json'), JSON.stringify(await store.toJS()));
  // Hydration attaches Redoc's behaviour to the HTML already shown (a script file: no inline script).
  writeFileSync(
    join(dir, 'hydrate.js'),
    `fetch(${JSON.stringify(`${baseUrl}/state.json`)}).then((r) => r.json()).then((state) => window.Redoc.hydrate(state, document.getElementById('redoc')));\n`,
  );
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(spec.info.title)} — API reference</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; }</style>
${styles}
</head>
<body>
<div id="redoc">${body}</div>
<script src="${bundleUrl}" defer></script>
<script src="${baseUrl}/hydrate.js" defer></script>
</body>
</html>
`,
  );
}
