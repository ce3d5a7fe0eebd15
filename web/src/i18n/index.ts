import { en, type Messages } from './en';
import { es } from './es';
import { ko } from './ko';

/**
 * The client's three languages: English, Spanish and Korean, the languages the rules of these games
 * were first written in (docs/rules/README.md). Plain message catalogs, not a library: every string
 * is a key of `en` (en.ts), and `es` and `ko` are typed `Messages`, so a missing key does not
 * compile; test/web-i18n.test.ts also fails on an empty one or on placeholders that differ. A
 * message is a string with `{name}` placeholders; counted words pick their plural form with the
 * platform's own `Intl.PluralRules` (keys ending `.one` / `.other`).
 */
export const LANGUAGES = ['en', 'es', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export type MessageKey = keyof Messages;
export type Params = Readonly<Record<string, string | number>>;

export const CATALOGS: Readonly<Record<Language, Messages>> = { en, es, ko };
/** Each language's own name for itself, for the switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', ko: '한국어' };

const STORE = 'tricktable.lang';

const isLanguage = (x: unknown): x is Language => typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);

/** The language kept in localStorage (the switch), else the first of the browser's that we have, else English. */
export function detectLanguage(): Language {
  try {
    const kept = localStorage.getItem(STORE);
    if (isLanguage(kept)) return kept;
  } catch {
    // no storage: the browser's languages decide
  }
  for (const tag of typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

let current: Language = typeof window === 'undefined' ? 'en' : detectLanguage();

export const language = (): Language => current;

/** Sets the language (kept in localStorage); the app re-renders with it (main.tsx). */
export function setLanguage(next: Language): void {
  current = next;
  try {
    localStorage.setItem(STORE, next);
  } catch {
    // not kept: this page still switches
  }
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

const fill = (text: string, params?: Params) => (params ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all)) : text);

/** The message `key` in the current language, its `{placeholders}` filled from `params`. */
export function t(key: MessageKey, params?: Params): string {
  return fill(CATALOGS[current][key], params);
}

type Counted<K> = K extends `${infer Base}.one` ? Base : never;
export type CountedKey = Counted<MessageKey>;

/** A counted phrase, "1 card" / "3 cards": the plural form Intl.PluralRules picks for `n` (`{n}` is the count). */
export function tn(base: CountedKey, n: number, params?: Params): string {
  const form = new Intl.PluralRules(current).select(n) === 'one' ? 'one' : 'other';
  return t(`${base}.${form}` as MessageKey, { n, ...params });
}

/** "Ada, Bob and Cy" in the current language. */
export function list(items: readonly string[]): string {
  return new Intl.ListFormat(current, { style: 'long', type: 'conjunction' }).format(items);
}
