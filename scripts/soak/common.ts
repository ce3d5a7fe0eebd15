import { cpus, totalmem } from 'node:os';
import pg from 'pg';

/** Shared bits of the soak scripts: numbers from the environment, the machine, a figures table. */
export const num = (name: string, fallback: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number, not ${JSON.stringify(v)}`);
  return n;
};

export async function machine(databaseUrl?: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
  };
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    out.postgres = String((await c.query('SHOW server_version')).rows[0].server_version);
    await c.end();
  }
  return out;
}

export function printFigures(title: string, figures: Record<string, unknown>): void {
  console.log(`\n== ${title} ==`);
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(width)}  ${typeof v === 'string' ? v : JSON.stringify(v)}`);
}
