import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGS, LANGUAGES } from '../web/src/i18n';
import { en } from '../web/src/i18n/en';
import { renderRules, RULE_GAMES, RULE_LANGUAGES, rulesFile } from '../web/rules-plugin';

/**
 * Issue 30, item 7: English, Spanish and Korean for every string of the web client and the rules
 * pages. A key missing from a catalog does not even compile (es and ko are typed `Messages`); this
 * also fails on an empty message, on a key no catalog should have, on placeholders that differ
 * from English, and on a rules page whose translation lacks a rule id (an anchor a refusal links to).
 */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(en);

describe('the web client in three languages', () => {
  it.each(LANGUAGES)('%s has every key, none empty, none extra, each with English placeholders', (lang) => {
    const catalog = CATALOGS[lang] as Record<string, string>;
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(catalog[key]!.trim(), `${lang}: ${key}`).not.toBe('');
      expect(placeholders(catalog[key]!), `${lang}: ${key}`).toEqual(placeholders((en as Record<string, string>)[key]!));
    }
  });

  it('every key the client uses is in the catalog (t(...) and tn(...) calls in web/src)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !path.includes('/i18n/')) files.push(path);
      }
    };
    walk('web/src');
    const used = new Set<string>();
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bt\('([a-zA-Z0-9.-]+)'/g)) used.add(m[1]!);
      for (const m of source.matchAll(/\btn\('([a-zA-Z0-9.-]+)'/g)) used.add(`${m[1]}.one`).add(`${m[1]}.other`);
    }
    expect(used.size).toBeGreaterThan(200);
    expect([...used].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(RULE_GAMES)('the %s rules page exists in every language, with every rule id of the English one as an anchor', (game) => {
    const english = renderRules(readFileSync(rulesFile('.', 'en', game), 'utf8'));
    expect(english.ids.length).toBeGreaterThan(10);
    for (const lang of RULE_LANGUAGES) {
      const page = renderRules(readFileSync(rulesFile('.', lang, game), 'utf8'));
      expect(page.ids, `${lang}/${game}`).toEqual(english.ids);
      expect(page.html).toContain(`<li id="${english.ids[0]}" class="rule"><a href="#${english.ids[0]}" class="rule-id">${english.ids[0]}</a>`);
    }
  });
});
