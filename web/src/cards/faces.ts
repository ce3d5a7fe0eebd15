import { parseCard } from './card-id';
import { roseShape, SUIT_COLOURS, suitShape } from './suit-shapes';

/**
 * Card faces drawn as SVG in code, used as images (data URLs): a face carries no text of its own to
 * the page, so what a screen reader says is exactly the card's label. No font is fetched: the rank
 * and suit letter use the system's sans-serif.
 */
const FONT = `font-family="system-ui, 'DejaVu Sans', sans-serif" font-weight="700"`;
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 84">${body}</svg>`;
const dataUrl = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

function faceMarkup(id: string): string {
  const card = parseCard(id);
  const frame = '<rect x="1" y="1" width="58" height="82" rx="6" fill="#fffdf8" stroke="#6f6a60" stroke-width="1.5"/>';
  if (card.rank === 'ROSE') return svg(`${frame}${roseShape(12, 20, 36)}<text x="30" y="75" text-anchor="middle" font-size="11" ${FONT} fill="#8c1d40">ROSE</text>`);
  if (!card.suit) return svg(`${frame}<text x="30" y="48" text-anchor="middle" font-size="14" ${FONT}>${id}</text>`);
  const colour = SUIT_COLOURS[card.suit];
  return svg(
    frame +
      `<text x="6" y="20" font-size="${card.rank.length > 1 ? 16 : 18}" ${FONT} fill="${colour}">${card.rank}</text>` +
      suitShape(card.suit, 6, 24, 12) +
      suitShape(card.suit, 22, 34, 30) +
      `<text x="54" y="78" text-anchor="end" font-size="11" ${FONT} fill="${colour}">${card.suit}</text>`,
  );
}

const BACK = dataUrl(
  svg('<rect x="1" y="1" width="58" height="82" rx="6" fill="#27457a" stroke="#1b2f52" stroke-width="1.5"/><path d="M30 22 44 42 30 62 16 42z" fill="#30548f" stroke="#c9d6ee" stroke-width="1.2"/><rect x="7" y="7" width="46" height="70" rx="3" fill="none" stroke="#c9d6ee" stroke-width="1.5"/>'),
);

const faces = new Map<string, string>();

/** The face of a card, as an image URL (drawn once per card id). */
export function faceUrl(id: string): string {
  let url = faces.get(id);
  if (!url) faces.set(id, (url = dataUrl(faceMarkup(id))));
  return url;
}

export const backUrl = (): string => BACK;
