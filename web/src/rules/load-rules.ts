import type { Language } from '../i18n';

export type RulesGame = 'tango' | 'tanni' | 'tadpole' | 'tantony';
export const RULES_GAMES: readonly RulesGame[] = ['tango', 'tanni', 'tadpole', 'tantony'];
export interface Rules {
  readonly html: string;
  readonly ids: string[];
  /** The language of the text (English where a page is not translated yet). */
  readonly lang: string;
}

/** Each page is its own chunk, loaded when shown (rendered at build time: web/rules-plugin.ts). */
const LOADERS: Record<`${Language}/${RulesGame}`, () => Promise<{ default: Rules }>> = {
  'en/tango': () => import('virtual:rules/en/tango'),
  'en/tanni': () => import('virtual:rules/en/tanni'),
  'en/tadpole': () => import('virtual:rules/en/tadpole'),
  'en/tantony': () => import('virtual:rules/en/tantony'),
  'es/tango': () => import('virtual:rules/es/tango'),
  'es/tanni': () => import('virtual:rules/es/tanni'),
  'es/tadpole': () => import('virtual:rules/es/tadpole'),
  'es/tantony': () => import('virtual:rules/es/tantony'),
  'ko/tango': () => import('virtual:rules/ko/tango'),
  'ko/tanni': () => import('virtual:rules/ko/tanni'),
  'ko/tadpole': () => import('virtual:rules/ko/tadpole'),
  'ko/tantony': () => import('virtual:rules/ko/tantony'),
};

export const isRulesGame = (x: string): x is RulesGame => (RULES_GAMES as readonly string[]).includes(x);

export async function loadRules(lang: Language, game: RulesGame): Promise<Rules> {
  return (await LOADERS[`${lang}/${game}`]()).default;
}

/** The game a rule id belongs to (`TANNI-5` → tanni). */
export function gameOfRule(rule: string): RulesGame | undefined {
  const game = rule.split('-')[0]!.toLowerCase();
  return isRulesGame(game) ? game : undefined;
}

/** Where a rule is explained: its paragraph on its game's rules page. */
export const ruleHref = (rule: string): string | undefined => {
  const game = gameOfRule(rule);
  return game ? `/play/rules/${game}#${rule}` : undefined;
};
