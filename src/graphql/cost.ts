import { Kind, visit, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * What a document costs to validate and run, measured in one linear pass before validation (issue
 * 19), so that a document whose validation would be quadratic is refused before that work starts.
 * - `fields`: field selections with every fragment spread expanded, over the whole document (what
 *   execution and most validation rules touch; a fragment "bomb" is counted as it would expand).
 * - `overlap`: an upper estimate of the comparisons of graphql-js's OverlappingFieldsCanBeMerged
 *   rule. Within each selection set (through inline fragments and spreads) the k fields answering
 *   under one response name are compared pairwise, and each comparison walks both subselections:
 *   k(k−1)/2 + (k−1) × (the expanded size of those fields' subselections).
 * - `rootFields`: the most root fields (aliases included) of any operation.
 * - `botFields`: the most root fields of any operation that seat bots (`createGame` with `bots`,
 *   `join` with `bot`, `takeoverSeat`): each plays bots' moves, so limits.ts weighs them (issue 26).
 */
export interface DocumentCost {
  readonly fields: number;
  readonly overlap: number;
  readonly rootFields: number;
  readonly botFields: number;
}

/** Root fields that seat bots, by the argument that seats them (null: every call does). */
const SEATS_BOTS: Record<string, string | null> = { createGame: 'bots', join: 'bot', takeoverSeat: null };

/** `fieldLimit`: past it the overlap is not estimated (Infinity): the document is refused anyway. */
export function documentCost(document: DocumentNode, fieldLimit = Number.POSITIVE_INFINITY): DocumentCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  const sizes = new Map<SelectionSetNode, number>();
  const fragmentSizes = new Map<string, number>();
  const expanding = new Set<string>();
  /** Fields under a selection set, spreads expanded (a cycle counts 0: validation refuses it). */
  const sizeOf = (set: SelectionSetNode): number => {
    const known = sizes.get(set);
    if (known !== undefined) return known;
    let n = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) n += 1 + (s.selectionSet ? sizeOf(s.selectionSet) : 0);
      else if (s.kind === Kind.INLINE_FRAGMENT) n += sizeOf(s.selectionSet);
      else n += fragmentSize(s.name.value);
    }
    sizes.set(set, n);
    return n;
  };
  const fragmentSize = (name: string): number => {
    const known = fragmentSizes.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || expanding.has(name)) return 0;
    expanding.add(name);
    const n = sizeOf(fragment.selectionSet);
    expanding.delete(name);
    fragmentSizes.set(name, n);
    return n;
  };

  let fields = 0;
  let rootFields = 0;
  let botFields = 0;
  for (const d of document.definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION) fields += sizeOf(d.selectionSet);
    if (d.kind === Kind.OPERATION_DEFINITION) {
      rootFields = Math.max(rootFields, countRootFields(d.selectionSet, fragments));
      botFields = Math.max(botFields, countRootFields(d.selectionSet, fragments, new Set(), seatsBots));
    }
  }
  // Past the field limit the overlap estimate is not needed (and its walk would be as large).
  if (fields > fieldLimit) return { fields, overlap: Number.POSITIVE_INFINITY, rootFields, botFields };

  let overlap = 0;
  visit(document, {
    SelectionSet(set) {
      const byName = new Map<string, { k: number; sub: number }>();
      const collect = (s: SelectionSetNode, seen: Set<string>) => {
        for (const sel of s.selections) {
          if (sel.kind === Kind.FIELD) {
            const key = sel.alias?.value ?? sel.name.value;
            const entry = byName.get(key) ?? { k: 0, sub: 0 };
            entry.k++;
            entry.sub += sel.selectionSet ? sizeOf(sel.selectionSet) : 0;
            byName.set(key, entry);
          } else if (sel.kind === Kind.INLINE_FRAGMENT) collect(sel.selectionSet, seen);
          else if (!seen.has(sel.name.value) && fragments.has(sel.name.value)) {
            seen.add(sel.name.value);
            collect(fragments.get(sel.name.value)!.selectionSet, seen);
          }
        }
      };
      collect(set, new Set());
      for (const { k, sub } of byName.values()) if (k > 1) overlap += (k * (k - 1)) / 2 + (k - 1) * sub;
    },
  });
  return { fields, overlap, rootFields, botFields };
}

/** A root field that seats bots: its name, and the argument that does it given (a variable counts,
 * even one that turns out null: the cost is judged before the variables are read). */
function seatsBots(field: FieldNode): boolean {
  const name = field.name.value;
  if (!(name in SEATS_BOTS)) return false;
  const arg = SEATS_BOTS[name];
  return arg === null || (field.arguments ?? []).some((a) => a.name.value === arg && a.value.kind !== Kind.NULL);
}

/** Root fields of one operation (those `counts` when given): aliases count, `__typename` and the like do not. */
function countRootFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>(), counts?: (f: FieldNode) => boolean): number {
  let n = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) n += s.name.value.startsWith('__') || (counts && !counts(s)) ? 0 : 1;
    else if (s.kind === Kind.INLINE_FRAGMENT) n += countRootFields(s.selectionSet, fragments, seen, counts);
    else if (!seen.has(s.name.value) && fragments.has(s.name.value)) {
      seen.add(s.name.value);
      n += countRootFields(fragments.get(s.name.value)!.selectionSet, fragments, seen, counts);
    }
  }
  return n;
}
