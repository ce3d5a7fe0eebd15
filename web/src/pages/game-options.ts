import { t, type MessageKey } from '../i18n';
import type { GameTypes } from '../api/types';

type JsonSchema = { [key: string]: unknown };

/** The properties of a game's options schema (`GET /v1/games`), following its `$ref`. */
export function optionProperties(schema: JsonSchema): Record<string, JsonSchema> {
  const ref = typeof schema.$ref === 'string' ? /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1] : undefined;
  const target = ref ? ((schema.$defs as Record<string, JsonSchema> | undefined)?.[ref] ?? schema) : schema;
  return (target.properties as Record<string, JsonSchema> | undefined) ?? {};
}

/** A game's variants, when its options have one (`variant`'s enum), first the default. */
export function variantsOf(type: GameTypes[number]): string[] {
  const variant = optionProperties(type.options).variant;
  return Array.isArray(variant?.enum) ? (variant.enum as string[]) : [];
}

export const hasTarget = (type: GameTypes[number]): boolean => 'target' in optionProperties(type.options);

const VARIANTS = new Set(['roses', 'long', 'teams', 'split-partner', 'three-player']);
/** A variant's name in the current language ("First to 2 roses"). */
export const variantLabel = (variant: string): string => (VARIANTS.has(variant) ? t(`variant.${variant as 'roses'}`) : variant);

/** A bank clock as the server takes it (`options.clock`, seconds; README "Correspondence clocks"). */
export interface BankClock {
  readonly kind: 'bank';
  readonly initial: number;
  readonly increment: number;
  readonly max?: number;
}

/**
 * Clocks to choose from (the server plays a cautious move when one runs out): none, the same
 * seconds for every move (`turnTimeout`), or a bank per seat plus an increment after each of its
 * moves, capped (issue 27: ICCF-style correspondence, and a short one for a sitting).
 */
export const TURN_CLOCKS: ReadonlyArray<{ readonly key: MessageKey; readonly seconds: number | null; readonly bank?: BankClock }> = [
  { key: 'clock.none', seconds: null },
  { key: 'clock.minute', seconds: 60 },
  { key: 'clock.minutes5', seconds: 300 },
  { key: 'clock.hour', seconds: 3600 },
  { key: 'clock.day', seconds: 86_400 },
  { key: 'clock.days3', seconds: 259_200 },
  { key: 'clock.bank10m', seconds: null, bank: { kind: 'bank', initial: 600, increment: 30, max: 1200 } },
  { key: 'clock.bank3d', seconds: null, bank: { kind: 'bank', initial: 259_200, increment: 86_400, max: 604_800 } },
  { key: 'clock.bank7d', seconds: null, bank: { kind: 'bank', initial: 604_800, increment: 86_400, max: 1_209_600 } },
];

/** The create request's clock options for a choice of TURN_CLOCKS (by key). */
export function clockOptions(key: MessageKey): { turnTimeout: number | null } | { clock: BankClock } {
  const choice = TURN_CLOCKS.find((c) => c.key === key) ?? TURN_CLOCKS[0]!;
  return choice.bank ? { clock: choice.bank } : { turnTimeout: choice.seconds };
}

/** Variants played by fewer seats than the game's most (the rest play the game's largest count). */
const VARIANT_SEATS: Record<string, number> = { 'three-player': 3 };

/** How many seats a new game of this type and variant has. */
export function seatCountOf(type: GameTypes[number], variant: string | undefined): number {
  if (type.seats.length === 1) return type.seats[0]!;
  return (variant && VARIANT_SEATS[variant]) || Math.max(...type.seats);
}

/** What a seat of a new game is: a person (an invite link) or a server bot of a level. */
export type SeatChoice = 'person' | GameTypes[number]['botLevels'][number]['level'];
