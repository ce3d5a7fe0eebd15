import { cardName, parseCard } from './card-id';
import { RoseShape, SUIT_COLOURS, SuitShape } from './suit-shapes';

export type CardSize = 'sm' | 'md';

/** A card face drawn in SVG: rank and suit shape in the corner, a large suit shape, the suit letter. */
export function CardFace({ id }: { id: string }) {
  const card = parseCard(id);
  const colour = card.suit ? SUIT_COLOURS[card.suit] : '#8c1d40';
  const rose = card.rank === 'ROSE';
  return (
    <svg class="card-face" viewBox="0 0 60 84" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="58" height="82" rx="6" fill="#fffdf8" stroke="#6f6a60" stroke-width="1.5" />
      {rose ? (
        <>
          <RoseShape x={12} y={20} size={36} />
          <text x="30" y="75" text-anchor="middle" font-size="11" font-weight="700" fill={colour}>ROSE</text>
        </>
      ) : (
        <>
          <text x="6" y="20" font-size={card.rank.length > 1 ? 16 : 18} font-weight="700" fill={colour}>
            {card.rank}
          </text>
          {card.suit && <SuitShape suit={card.suit} x={6} y={24} size={12} />}
          {card.suit && <SuitShape suit={card.suit} x={22} y={34} size={30} />}
          {card.suit && (
            <text x="54" y="78" text-anchor="end" font-size="11" font-weight="700" fill={colour}>
              {card.suit}
            </text>
          )}
        </>
      )}
    </svg>
  );
}

/** The back of a card (face-down piles, other players' hands, Bongle decks). */
export function CardBack() {
  return (
    <svg class="card-face" viewBox="0 0 60 84" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="58" height="82" rx="6" fill="#27457a" stroke="#1b2f52" stroke-width="1.5" />
      <path d="M30 22 44 42 30 62 16 42z" fill="#30548f" stroke="#c9d6ee" stroke-width="1.2" />
      <rect x="7" y="7" width="46" height="70" rx="3" fill="none" stroke="#c9d6ee" stroke-width="1.5" />
    </svg>
  );
}

export interface CardProps {
  readonly id: string;
  readonly size?: CardSize;
  /** Set when playing (or choosing) this card is a legal move: the card becomes a button. */
  readonly onChoose?: () => void;
  /** What choosing does, for a screen reader ("Play", "Swap in"); the card's name follows. */
  readonly verb?: string;
  /** A short caption under the card (who played it, where from). */
  readonly caption?: string;
  readonly disabled?: boolean;
  /** What a screen reader says for the card as an image, instead of its name ("Ada's pile 2: …"). */
  readonly label?: string;
}

/** One face-up card: a button when it can be chosen (a click or Enter plays it), else an image. */
export function Card({ id, size = 'md', onChoose, verb = 'Play', caption, disabled, label }: CardProps) {
  const name = cardName(id);
  const face = <CardFace id={id} />;
  const body = onChoose ? (
    <button type="button" class={`card card-${size} card-legal`} aria-label={`${verb} ${name}`} onClick={onChoose} disabled={disabled} data-card={id}>
      {face}
    </button>
  ) : (
    <span class={`card card-${size}`} role="img" aria-label={label ?? name} data-card={id}>
      {face}
    </span>
  );
  if (!caption) return body;
  return (
    <figure class="card-with-caption">
      {body}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** A face-down card or a stack of them, labelled with what it is ("7 cards in hand"). */
export function CardBacks({ count, label, size = 'sm', max = 6 }: { count: number; label: string; size?: CardSize; max?: number }) {
  const shown = Math.min(count, max);
  return (
    <span class={`card-stack stack-${size}`} role="img" aria-label={label} data-count={count}>
      {Array.from({ length: shown }, (_, i) => (
        <span key={i} class="card-stack-item" style={{ '--i': i } as never}>
          <CardBack />
        </span>
      ))}
      {count === 0 && <span class="card-stack-empty" aria-hidden="true" />}
      <span class="card-stack-count" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
