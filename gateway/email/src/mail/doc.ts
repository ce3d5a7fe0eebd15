/**
 * A mail's content, written once and rendered twice: as plain text (what the player reads and
 * quotes in a reply) and as HTML (the same facts, for clients that show it).
 */
export type Block =
  | { readonly kind: 'p'; readonly text: string }
  /** Label: value rows (hand, trick, scores). */
  | { readonly kind: 'rows'; readonly rows: ReadonlyArray<readonly [string, string]> }
  /** Reply codes, each with what it does. */
  | { readonly kind: 'codes'; readonly title: string; readonly items: ReadonlyArray<{ readonly code: string; readonly note?: string }> };

export const p = (text: string): Block => ({ kind: 'p', text });
export const rows = (...r: Array<readonly [string, string] | null>): Block => ({ kind: 'rows', rows: r.filter((x): x is readonly [string, string] => x !== null) });

export function toText(blocks: readonly Block[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.kind === 'p') out.push(wrap(b.text));
    else if (b.kind === 'rows') {
      const width = Math.max(...b.rows.map(([label]) => label.length));
      out.push(b.rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n'));
    } else {
      const width = Math.max(...b.items.map((i) => i.code.length));
      const lines = b.items.map((i) => (i.note ? `  ${i.code.padEnd(width + 3)}${i.note}` : `  ${i.code}`));
      out.push(`${b.title}\n${packed(b.items) ? pack(b.items.map((i) => i.code)) : lines.join('\n')}`);
    }
  }
  return `${out.join('\n\n')}\n`;
}

export function toHtml(blocks: readonly Block[]): string {
  const parts = blocks.map((b) => {
    if (b.kind === 'p') return `<p>${esc(b.text)}</p>`;
    if (b.kind === 'rows') return `<table>${b.rows.map(([l, v]) => `<tr><th align="left" valign="top">${esc(l)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`;
    const items = b.items.map((i) => `<li><code><b>${esc(i.code)}</b></code>${i.note ? ` — ${esc(i.note)}` : ''}</li>`).join('');
    return `<p>${esc(b.title)}</p><ul>${items}</ul>`;
  });
  return `<!doctype html><html><body style="font-family: sans-serif">${parts.join('\n')}</body></html>\n`;
}

/** Codes without notes (cards) go several to a line; with notes, one a line. */
const packed = (items: ReadonlyArray<{ note?: string }>) => items.every((i) => !i.note);

function pack(codes: readonly string[]): string {
  const lines: string[] = [];
  let line = ' ';
  for (const c of codes) {
    if (line.length + c.length + 2 > 72) {
      lines.push(line);
      line = ' ';
    }
    line += ` ${c}`;
  }
  lines.push(line);
  return lines.join('\n');
}

function wrap(text: string, width = 72): string {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      if (line && line.length + word.length + 1 > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
  }
  return out.join('\n');
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
