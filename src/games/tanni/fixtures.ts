/** Hand-built positions shared by several test files. */
import type { Seat } from '../../engine';
import type { TanniAction } from './events';
import { play, type PlayLayout } from './testing';

/**
 * The seed's worked example (TANNI-13): seat 0 bids 18 and hides 8S (spades trump). Seat 1 (team B)
 * declares the club pair once B has won a trick: the bid becomes 20. Team A ends with 19 points
 * (kitty KS QS included), team B with 11: A falls short and B gains 20.
 */
export const example: PlayLayout = {
  bidder: 0,
  bid: 18,
  trump: '8S',
  hands: [
    ['10H', 'AH', '7C', '10C', 'JD', '9S', '8S'],
    ['JH', 'QH', 'QC', 'KC', 'KD', 'AS', '10D'],
    ['8H', '9H', '9C', 'JC', '8D', '10S', 'QD'],
    ['7H', 'KH', '8C', 'AC', 'AD', 'JS', '9D'],
  ],
  kitty: ['KS', 'QS'],
};

/** Tricks 1–6 of the example: everyone follows suit, trump stays hidden. */
export const firstSixTricks: Array<[Seat, TanniAction]> = [
  [0, play('10H')], [1, play('JH')], [2, play('8H')], [3, play('7H')], // B wins 4
  [1, play('QH')], [2, play('9H')], [3, play('KH')], [0, play('AH')], // A wins 3.5
  [2, play('9C')], [3, play('8C')], [0, play('7C')], [1, { type: 'declare-pair', suit: 'C' }], [1, play('QC')], // A 2.25
  [2, play('JC')], [3, play('AC')], [0, play('10C')], [1, play('KC')], // A 5.25
  [2, play('8D')], [3, play('AD')], [0, play('JD')], [1, play('KD')], // A 4.25
  [0, play('9S')], [1, play('AS')], [2, play('10S')], [3, play('JS')], // B 7
];

/**
 * Seat 0 bid 16 and hid JH: hearts are trump. Seat 2 has no spades or diamonds, seat 3 no spades,
 * seat 0 no diamonds. Kitty 7C 8C.
 */
export const openingLayout: PlayLayout = {
  bidder: 0,
  bid: 16,
  trump: 'JH',
  hands: [
    ['10H', 'AS', '10S', 'KS', 'QS', '8S', 'JH'],
    ['AH', '9D', 'JS', '9S', '10D', 'JD', 'AD'],
    ['KH', '8D', 'QH', '8H', 'JC', '9C', 'AC'],
    ['7H', '9H', 'QD', 'KD', '10C', 'KC', 'QC'],
  ],
  kitty: ['7C', '8C'],
};
