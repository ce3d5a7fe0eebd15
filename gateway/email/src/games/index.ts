export { tableOf, type GameMail, type ReplyCode, type Table } from './game-mail';
export { gameMail } from './registry';
