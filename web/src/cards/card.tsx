import { t } from '../i18n';
import { cardName } from './card-id';
import { backUrl, faceUrl } from './faces';

export type CardSize = 'sm' | 'md';

/** A card face (an SVG drawn in code); decorative: the element around it carries the name. */
export function CardFace({ id }: { id: string }) {
  return <img class="card-face" src={faceUrl(id)} alt="" draggable={false} />;
}

/** The back of a card (face-down piles, other players' hands, Bongle decks). */
export function CardBack() {
  return <img class="card-face" src={backUrl()} alt="" draggable={false} />;
}

export interface CardProps {
  readonly id: string;
  readonly size?: CardSize;
  /** Set when playing (or choosing) this card is a legal move: the card becomes a button. */
  readonly onChoose?: () => void;
  /** What choosing does, for a screen reader, the card named ("Swap with the Style card: green 7"); default "Play green 7". */
  readonly verb?: string;
  /** A short caption under the card (who played it, where from). */
  readonly caption?: string;
  readonly disabled?: boolean;
  /** What a screen reader says for the card as an image, instead of its name ("Ada's pile 2: …"). */
  readonly label?: string;
}

/** One face-up card: a button when it can be chosen (a click or Enter plays it), else an image. */
export function Card({ id, size = 'md', onChoose, verb, caption, disabled, label }: CardProps) {
  const name = cardName(id);
  const face = <CardFace id={id} />;
  const body = onChoose ? (
    <button type="button" class={`card card-${size} card-legal`} aria-label={verb ?? t('card.play', { card: name })} onClick={onChoose} disabled={disabled} data-card={id}>
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
