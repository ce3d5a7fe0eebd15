import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Plugin } from 'vite';

/**
 * The rules pages (`/play/rules/<game>`), rendered at build time: `docs/rules/<game>.md` (English)
 * and its translations `docs/rules/es/<game>.md`, `docs/rules/ko/<game>.md`, by markdown-it, into
 * one module per language and game (`virtual:rules/<lang>/<game>`, loaded when a page asks for it).
 * Each rule's list item gets its id as its anchor (`<li id="TANGO-8">`), its id a link to itself, so
 * a refusal citing `TANGO-8` links to `/play/rules/tango#TANGO-8`.
 */
export const RULE_GAMES = ['tango', 'tanni', 'tadpole', 'tantony'] as const;
export const RULE_LANGUAGES = ['en', 'es', 'ko'] as const;

const PREFIX = 'virtual:rules/';
const RULE_ID = /^((?:TANGO|TANNI|TADPOLE|TANTONY)-\d+)\b/;

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
// A rule is a list item whose text starts with its id: the item is its anchor, the id a link to it.
markdown.core.ruler.push('rule-anchors', (state) => {
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.type !== 'list_item_open') continue;
    const inline = tokens.slice(i + 1, i + 4).find((t) => t.type === 'inline');
    const first = inline?.children?.[0];
    const id = first?.type === 'text' ? RULE_ID.exec(first.content)?.[1] : undefined;
    if (!inline || !first || !id) continue;
    tokens[i]!.attrSet('id', id);
    tokens[i]!.attrSet('class', 'rule');
    const open = new state.Token('link_open', 'a', 1);
    open.attrs = [['href', `#${id}`], ['class', 'rule-id']];
    const text = new state.Token('text', '', 0);
    text.content = id;
    const close = new state.Token('link_close', 'a', -1);
    first.content = first.content.slice(id.length);
    inline.children!.unshift(open, text, close);
  }
});
// Links to other files of the repository mean nothing in the app: their text stays.
markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const href = String(tokens[idx]!.attrGet('href') ?? '');
  if (!href.startsWith('#')) return '<span>';
  return self.renderToken(tokens, idx, options);
};
const defaultClose = markdown.renderer.rules.link_close;
markdown.renderer.rules.link_close = (tokens, idx, options, env, self) => {
  const open = tokens.slice(0, idx).reverse().find((t) => t.type === 'link_open');
  if (open && !String(open.attrGet('href') ?? '').startsWith('#')) return '</span>';
  return defaultClose ? defaultClose(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

export interface RenderedRules {
  readonly html: string;
  /** The rule ids, in order. */
  readonly ids: string[];
  /** The language the text is in (English when the page has no translation yet). */
  readonly lang: string;
}

/** One rules file as HTML, its leading comment dropped, headings one level down (the page has its own h1). */
export function renderRules(source: string): { html: string; ids: string[] } {
  const text = source.replace(/^<!--[\s\S]*?-->\s*/, '');
  const html = markdown.render(text);
  return { html, ids: [...html.matchAll(/<li id="([A-Z]+-\d+)"/g)].map((m) => m[1]!) };
}

export function rulesFile(root: string, lang: string, game: string): string {
  return join(root, 'docs/rules', lang === 'en' ? '' : lang, `${game}.md`);
}

export function rulesPlugin(root: string): Plugin {
  return {
    name: 'tricktable-rules',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [lang, game] = id.slice(PREFIX.length + 1).split('/') as [string, string];
      const wanted = rulesFile(root, lang, game);
      const file = existsSync(wanted) ? wanted : rulesFile(root, 'en', game);
      this.addWatchFile(file);
      const rendered: RenderedRules = { ...renderRules(readFileSync(file, 'utf8')), lang: file === wanted ? lang : 'en' };
      return `export default ${JSON.stringify(rendered)};`;
    },
  };
}
