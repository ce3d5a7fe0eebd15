import type { ModeChoice } from './server-mode';

/** The mode's part of Node's start line: what the mode allows, and which setting chose it. */
export function modeLine({ mode, why }: ModeChoice): string {
  return mode === 'local'
    ? `mode: local (${why}; webhooks may go to http://127.0.0.1; TRICKTABLE_MODE=production for a deployment)`
    : `mode: production (${why}; webhooks https to public hosts only)`;
}

/** Whether HOST keeps the server on this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
