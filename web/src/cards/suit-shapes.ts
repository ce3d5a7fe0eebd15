import type { Suit } from './card-id';

/**
 * Each suit has its own shape and letter as well as its colour, so no suit is told apart by colour
 * alone: spades, hearts, diamonds and clubs as drawn on cards (in four colours); Tango's green
 * triangle, yellow circle, purple square and red star. Shapes are SVG markup in a 24×24 box.
 */
export const SUIT_COLOURS: Record<Suit, string> = {
  S: '#1d1d1f',
  H: '#b3261e',
  D: '#1c56a8',
  C: '#1b6b2e',
  G: '#1b6b2e',
  Y: '#7a5600',
  P: '#6b2fa0',
  R: '#b3261e',
};

const SHAPES: Record<Suit, (colour: string) => string> = {
  S: (c) => `<path fill="${c}" d="M12 1.5C9 6 3 9.5 3 14.2a4.6 4.6 0 0 0 7.8 3.3L9.5 22.5h5l-1.3-5a4.6 4.6 0 0 0 7.8-3.3C21 9.5 15 6 12 1.5z"/>`,
  H: (c) => `<path fill="${c}" d="M12 21.5C7 17 2.5 13.3 2.5 8.3A5 5 0 0 1 12 6a5 5 0 0 1 9.5 2.3c0 5-4.5 8.7-9.5 13.2z"/>`,
  D: (c) => `<path fill="${c}" d="M12 1.5 20 12l-8 10.5L4 12z"/>`,
  C: (c) => `<g fill="${c}"><circle cx="12" cy="6.6" r="4.6"/><circle cx="6.4" cy="13.6" r="4.6"/><circle cx="17.6" cy="13.6" r="4.6"/><path d="M10.6 12h2.8l1.4 10.5H9.2z"/></g>`,
  G: (c) => `<path fill="#2e9e4a" stroke="${c}" stroke-width="1.5" d="M12 2.5 22 21H2z"/>`,
  Y: (c) => `<circle fill="#f2c200" stroke="${c}" stroke-width="1.5" cx="12" cy="12" r="9.5"/>`,
  P: (c) => `<rect fill="#8e4fc8" stroke="${c}" stroke-width="1.5" x="3" y="3" width="18" height="18" rx="1.5"/>`,
  R: (c) => `<path fill="#e0453a" stroke="${c}" stroke-width="1.5" d="M12 1.8l2.9 6.6 7.2.6-5.5 4.7 1.7 7-6.3-3.8-6.3 3.8 1.7-7L1.9 9l7.2-.6z"/>`,
};

const place = (x: number, y: number, size: number, body: string) => `<g transform="translate(${x} ${y}) scale(${size / 24})">${body}</g>`;

export const suitShape = (suit: Suit, x: number, y: number, size: number): string => place(x, y, size, SHAPES[suit](SUIT_COLOURS[suit]));

/** The Rose: a flower, the one card without a suit. */
export function roseShape(x: number, y: number, size: number): string {
  const petals = [0, 72, 144, 216, 288].map((angle) => {
    const rad = (angle * Math.PI) / 180;
    return `<circle cx="${(12 + 5.5 * Math.sin(rad)).toFixed(2)}" cy="${(12 - 5.5 * Math.cos(rad)).toFixed(2)}" r="5" fill="#e2557a" stroke="#8c1d40" stroke-width="1"/>`;
  });
  return place(x, y, size, `${petals.join('')}<circle cx="12" cy="12" r="3.6" fill="#f2c200" stroke="#8c1d40" stroke-width="1"/>`);
}
