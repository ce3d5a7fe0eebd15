export { tango, tangoRulesets } from './game';
