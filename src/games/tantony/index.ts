export { tantony, tantonyRulesets, tantonyV1, tantonyV2 } from './game';
