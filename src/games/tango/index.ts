export { tango } from './game';
