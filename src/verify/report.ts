import type { Report } from './verify';

/** The report as a few lines of text: one per check, then the verdict. */
export function formatReport(report: Report, where = ''): string {
  const lines = [`Tricktable verify: game ${report.id} (${report.type}, ruleset ${report.rulesetVersion}, ${report.protocol})${where ? ` at ${where}` : ''}`];
  for (const c of report.checks) lines.push(`  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`);
  lines.push(report.ok ? 'verified: the deal came from the committed seed and the entropy, and the game followed its rules' : 'NOT verified: see FAIL above');
  return lines.join('\n');
}
