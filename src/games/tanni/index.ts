export { tanni } from './game';
