export { tantony } from './game';
