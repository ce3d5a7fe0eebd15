import { serveStatic } from '@hono/node-server/serve-static';
import { fileURLToPath } from 'node:url';

/** The static files `npm run build` writes (docs assets, the web client), as Workers serve them
 * from `[assets]`: the same directory, public/ at the repository root. */
export const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

export const nodeAssets = () => serveStatic({ root: PUBLIC_DIR });
