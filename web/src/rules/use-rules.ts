import { useEffect, useState } from 'preact/hooks';
import { language } from '../i18n';
import { loadRules, type Rules, type RulesGame } from './load-rules';

/** One game's rules in the current language (undefined while they load). */
export function useRules(game: RulesGame | undefined): Rules | undefined {
  const lang = language();
  const [rules, setRules] = useState<{ key: string; rules: Rules }>();
  const key = `${lang}/${game}`;
  useEffect(() => {
    if (!game) return;
    let live = true;
    loadRules(lang, game).then((r) => live && setRules({ key, rules: r }), () => {});
    return () => {
      live = false;
    };
  }, [key]);
  return rules?.key === key ? rules.rules : undefined;
}

/** The rules' HTML with its headings moved `by` levels down (a panel inside a page that has its own). */
export const shiftHeadings = (html: string, by: number): string =>
  by === 0 ? html : html.replace(/<(\/?)h([1-6])\b/g, (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + by)}`);
