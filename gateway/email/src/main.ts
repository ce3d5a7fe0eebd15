import { readFileSync } from 'node:fs';
import { configFromEnv } from './config';
import { startGateway } from './gateway';

/** `npm start`: the gateway, configured by the environment (gateway/email/README.md lists every variable). */
let config;
try {
  config = configFromEnv(process.env, (path) => readFileSync(path, 'utf8'));
} catch (err) {
  console.error(`tricktable email gateway: ${err instanceof Error ? err.message : String(err)}\n(see gateway/email/README.md)`);
  process.exit(2);
}
const gateway = await startGateway(config);
const stop = () => void gateway.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
