import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { rulesPlugin } from './rules-plugin';

/**
 * The reference web client: static assets under `/play/` (`npm run build` writes them to
 * `public/play/`, which Node and the Worker's `[assets]` serve). Everything is bundled: no CDN, no
 * outside font, nothing fetched at run time but the API itself.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/play/',
  publicDir: false,
  plugins: [rulesPlugin(fileURLToPath(new URL('..', import.meta.url)))],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('../public/play', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
