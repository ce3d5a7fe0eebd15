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

const VARIANT_LABELS: Record<string, string> = {
  roses: 'First to 2 roses',
  long: 'Long game (totals to 20)',
  teams: 'Teams (4 players)',
  'split-partner': 'Split partners (4 players)',
  'three-player': 'Three players',
};
export const variantLabel = (variant: string): string => VARIANT_LABELS[variant] ?? variant;

/** Turn clocks to choose from (seconds; the server plays a cautious move when one runs out). */
export const TURN_CLOCKS: ReadonlyArray<{ readonly label: string; readonly seconds: number | null }> = [
  { label: 'No clock', seconds: null },
  { label: '1 minute', seconds: 60 },
  { label: '5 minutes', seconds: 300 },
  { label: '1 hour', seconds: 3600 },
  { label: '1 day', seconds: 86_400 },
  { label: '3 days', seconds: 259_200 },
];

/** Variants played by fewer seats than the game's most (the rest play the game's largest count). */
const VARIANT_SEATS: Record<string, number> = { 'three-player': 3 };

/** How many seats a new game of this type and variant has. */
export function seatCountOf(type: GameTypes[number], variant: string | undefined): number {
  if (type.seats.length === 1) return type.seats[0]!;
  return (variant && VARIANT_SEATS[variant]) || Math.max(...type.seats);
}

/** What a seat of a new game is: a person (an invite link) or a server bot of a level. */
export type SeatChoice = 'person' | GameTypes[number]['botLevels'][number]['level'];
