export { tadpole } from './game';
