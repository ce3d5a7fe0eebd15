import { fetchGame, FetchError } from './fetch-record';
import { formatReport } from './report';
import { verifyRecord } from './verify';

/**
 * `npx tricktable verify <base-url> <game-id> [--token <seat token>] [--json]` — the thin Node wrapper
 * around the verifier (src/verify/): fetch the finished game's public record and logs, check them,
 * print the report. Exit status: 0 verified, 1 a mismatch, 2 it could not run (usage, network, a game
 * not finished).
 */
const USAGE =
  'usage: tricktable verify <base-url> <game-id> [--token <seat token>] [--json]\n' +
  '  (in a checkout: npx tricktable verify …; from anywhere: npx @tricktable/verify verify …)';

export async function main(argv: readonly string[], out: (line: string) => void = console.log): Promise<number> {
  const args = [...argv];
  const json = takeFlag(args, '--json');
  const token = takeOption(args, '--token');
  const [command, baseUrl, id, ...rest] = args;
  if (command !== 'verify' || !baseUrl || !id || rest.length > 0 || token === false) {
    out(USAGE);
    return 2;
  }
  try {
    const { record, logs } = await fetchGame(baseUrl, id, { token: token ?? undefined });
    const report = verifyRecord(record, logs);
    out(json ? JSON.stringify({ ok: report.ok, id: report.id, type: report.type, rulesetVersion: report.rulesetVersion, protocol: report.protocol, checks: report.checks }) : formatReport(report, baseUrl));
    return report.ok ? 0 : 1;
  } catch (err) {
    if (err instanceof FetchError || err instanceof TypeError) {
      out(`tricktable verify: ${err.message}`);
      return 2;
    }
    throw err;
  }
}

function takeFlag(args: string[], flag: string): boolean {
  const i = args.indexOf(flag);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
}

/** The value after `name` (removed from args); null when absent, false when the value is missing. */
function takeOption(args: string[], name: string): string | null | false {
  const i = args.indexOf(name);
  if (i < 0) return null;
  const value = args[i + 1];
  args.splice(i, 2);
  return value === undefined || value.startsWith('--') ? false : value;
}
