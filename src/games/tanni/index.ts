export { tanni, tanniRulesets } from './game';
