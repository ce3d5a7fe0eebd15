export { tadpole, tadpoleRulesets } from './game';
