import { GraphQLError, Kind, type SelectionSetNode, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * At most this many root fields (aliases included) in one operation. Each root field reads or writes
 * a game, so without a cap one 16 KiB request could stand for hundreds of REST requests. Types have
 * no cycles, so depth needs no cap of its own.
 */
export const MAX_ROOT_FIELDS = 20;

function rootFields(set: SelectionSetNode, fragments: Map<string, SelectionSetNode>, seen = new Set<string>()): number {
  let n = 0;
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) n += s.name.value.startsWith('__') ? 0 : 1;
    else if (s.kind === Kind.INLINE_FRAGMENT) n += rootFields(s.selectionSet, fragments, seen);
    else if (!seen.has(s.name.value) && fragments.has(s.name.value)) {
      seen.add(s.name.value);
      n += rootFields(fragments.get(s.name.value)!, fragments, seen);
    }
  }
  return n;
}

const maxRootFields: ValidationRule = (context) => {
  const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  return {
    OperationDefinition(node) {
      const count = rootFields(node.selectionSet, fragments);
      if (count > MAX_ROOT_FIELDS) {
        context.reportError(new GraphQLError(`an operation may have at most ${MAX_ROOT_FIELDS} root fields; this one has ${count}`, { nodes: [node] }));
      }
    },
  };
};

export function useLimits(): Plugin {
  return { onValidate: ({ addValidationRule }) => addValidationRule(maxRootFields) };
}
