/**
 * Local or production: one setting for both entry points (README "Settings"). Local mode is a
 * developer's machine: webhooks may be sent over http to 127.0.0.1 (how a developer receives them),
 * and on Node the stand-ins for a deployment's parts are used (the embedded PGlite for PostgreSQL, a
 * TOKEN_SECRET generated into DATA_DIR). Production has none of that: https to public hosts only,
 * at registration and at each delivery, and Node refuses to start without DATABASE_URL and TOKEN_SECRET.
 */
export type ServerMode = 'local' | 'production';

export const SERVER_MODES = ['local', 'production'] as const satisfies readonly ServerMode[];

export interface ModeChoice {
  readonly mode: ServerMode;
  /** Which setting chose it, for the start line. */
  readonly why: string;
}

/**
 * `TRICKTABLE_MODE` when set; else `LOCAL_MODE=1` (the Worker's older spelling of local); else
 * production when `DATABASE_URL` is set, local when not. WHY the default follows DATABASE_URL: the
 * embedded PGlite is what `npm start` on a laptop runs, and DATABASE_URL is what every deployment
 * sets (a Worker always has it), so a deployment that forgets the setting fails safe — loopback
 * webhooks refused, and a missing TOKEN_SECRET stops the start with a message naming the setting —
 * instead of opening the machine's loopback to whoever registers a webhook. A developer on a local
 * PostgreSQL who wants loopback webhooks says `TRICKTABLE_MODE=local`, and the start line shows it.
 */
export function serverMode(env: { readonly TRICKTABLE_MODE?: string; readonly LOCAL_MODE?: string; readonly DATABASE_URL?: string }): ModeChoice {
  const asked = env.TRICKTABLE_MODE;
  if (asked !== undefined && asked !== '') {
    if (!(SERVER_MODES as readonly string[]).includes(asked)) throw new Error(`bad environment: TRICKTABLE_MODE must be local or production, not ${JSON.stringify(asked)}`);
    return { mode: asked as ServerMode, why: `TRICKTABLE_MODE=${asked}` };
  }
  if (env.LOCAL_MODE === '1') return { mode: 'local', why: 'LOCAL_MODE=1' };
  return env.DATABASE_URL ? { mode: 'production', why: 'the default with DATABASE_URL' } : { mode: 'local', why: 'the default without DATABASE_URL' };
}
