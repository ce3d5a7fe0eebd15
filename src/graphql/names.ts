import type { GraphQLNamedType } from 'graphql';

/** GraphQL names: `[_A-Za-z][_0-9A-Za-z]*`, and `__` is reserved for introspection. */
const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

export function isGraphqlName(name: string): boolean {
  return NAME.test(name) && !name.startsWith('__');
}

/** `card-played` → `CardPlayed`, `leadSuit` → `LeadSuit`. */
export function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** A JSON key as a GraphQL field name: kept when valid (so GraphQL reads like REST), else camelCased. */
export function fieldName(key: string): string {
  if (isGraphqlName(key)) return key;
  const p = pascal(key);
  const camel = p ? p[0]!.toLowerCase() + p.slice(1) : 'field';
  return /^[0-9]/.test(camel) ? `_${camel}` : camel;
}

/** The type name of one item of a list field: `players` → `Player`. */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The names in one schema, and the shape behind each, so that generated types never clash: a name
 * is reused only for the same shape; another shape tries the next candidate name, then a number.
 * Names of Zod `id`s are reserved up front so that an unnamed shape never takes one first.
 */
export class TypeNames {
  private readonly taken = new Map<string, { signature: string; type?: GraphQLNamedType }>();
  private readonly reserved = new Set<string>();

  reserve(name: string): void {
    this.reserved.add(name);
  }

  /** The type already built under one of `candidates` for this very shape, if any. */
  existing(candidates: readonly string[], signature: string): GraphQLNamedType | undefined {
    for (const name of candidates) {
      const entry = this.taken.get(name);
      if (entry?.signature === signature && entry.type) return entry.type;
    }
    return undefined;
  }

  /**
   * Claims a name for a new shape. `own` is the name the shape was given (its Zod `id`), which may
   * use a reserved name; the candidates derived from its place may not.
   */
  claim(candidates: readonly string[], signature: string, own = false): string {
    for (const name of candidates) {
      if (!this.taken.has(name) && (own || !this.reserved.has(name))) {
        this.taken.set(name, { signature });
        return name;
      }
    }
    const base = candidates[0]!;
    for (let n = 2; ; n++) {
      const name = `${base}${n}`;
      if (!this.taken.has(name) && !this.reserved.has(name)) {
        this.taken.set(name, { signature });
        return name;
      }
    }
  }

  /** Records the built type under its claimed name (types are built after naming, for recursion). */
  built(name: string, type: GraphQLNamedType): void {
    const entry = this.taken.get(name);
    if (!entry) throw new Error(`type name ${name} was never claimed`);
    entry.type = type;
  }

  /** Marks a hand-written type's name as used. */
  fixed(type: GraphQLNamedType): void {
    if (this.taken.has(type.name)) throw new Error(`two GraphQL types are named ${type.name}`);
    this.taken.set(type.name, { signature: `fixed:${type.name}`, type });
  }
}
