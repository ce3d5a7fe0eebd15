import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { GraphQLError, parse, print, validate, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { documentCost } from './cost';

/**
 * Bounds on what one GraphQL document may cost (README "GraphQL limits"; issue 19). Checked in this
 * order, each before the work it bounds:
 * 1. parse: at most MAX_TOKENS tokens (the parser stops there: lexing is linear);
 * 2. before validation, one linear pass (cost.ts): at most MAX_FIELDS fields with fragments
 *    expanded, an overlap estimate of at most MAX_OVERLAP (the pairwise work of the
 *    overlapping-fields rule, quadratic in fields sharing a response name), at most MAX_ROOT_FIELDS
 *    root fields per operation, a field that seats bots weighing BOT_FIELD_COST of them;
 * 3. validation; a document that passed is remembered by the SHA-256 of its printed form (comments
 *    and spacing do not make a document new), so a client's repeated operations validate once.
 *    Refusals are not remembered (their error locations belong to their own text).
 * The full-selection documents of the test suites (every field of every game's types, up to ~1,000
 * tokens, 490 fields, overlap ~1,050) pass with room to spare; adding a game grows them.
 */
export const MAX_TOKENS = 3_000;
export const MAX_FIELDS = 2_000;
export const MAX_OVERLAP = 5_000;
/**
 * At most this many root fields (aliases included) in one operation. Each root field reads or writes
 * a game, so without a cap one 16 KiB request could stand for hundreds of REST requests. Types have
 * no cycles, so depth needs no cap of its own (introspection's do: MAX_FIELDS bounds those).
 */
export const MAX_ROOT_FIELDS = 20;
/**
 * A root field that seats bots (`createGame` with `bots`, `join` with `bot`, `takeoverSeat`) counts
 * this many of the MAX_ROOT_FIELDS (issue 26, item 1): seating bots plays their moves in the answer
 * (up to a share each), so one operation of 20 all-bot games cost 11–12 s of CPU. At most two such
 * fields in one operation: as many bot games per request as REST's one, give or take one.
 */
export const BOT_FIELD_COST = 10;

/** Validation stops at this many errors (graphql-js's default is 100): a client needs the first few. */
export const MAX_VALIDATION_ERRORS = 20;

/** The reason a document is refused before validation, or null. */
export function costRefusal(document: DocumentNode): string | null {
  const cost = documentCost(document, MAX_FIELDS);
  if (cost.fields > MAX_FIELDS) return `a document may select at most ${MAX_FIELDS} fields (fragments expanded); this one selects ${cost.fields}`;
  if (cost.overlap > MAX_OVERLAP) {
    return `this document repeats response names too often (overlap cost ${cost.overlap}, at most ${MAX_OVERLAP}): fields answering under one name are compared pairwise; use fewer aliases of one name`;
  }
  if (cost.rootFields > MAX_ROOT_FIELDS) return `an operation may have at most ${MAX_ROOT_FIELDS} root fields; this one has ${cost.rootFields}`;
  const weighed = cost.rootFields + (BOT_FIELD_COST - 1) * cost.botFields;
  if (weighed > MAX_ROOT_FIELDS) {
    return `an operation's root fields may cost at most ${MAX_ROOT_FIELDS} (each 1; one that seats bots — createGame with bots, join with bot, takeoverSeat — ${BOT_FIELD_COST}); this one costs ${weighed} (${cost.botFields} fields seat bots)`;
  }
  return null;
}

/** Hashes of documents that passed validation, least recently used first. */
const CACHE_SIZE = 1_000;
const validated = new Set<string>();
/** How often validation ran and how often the cache answered (for tests and figures). */
export const validationStats = { runs: 0, hits: 0 };

function remember(key: string): void {
  validated.add(key);
  if (validated.size > CACHE_SIZE) validated.delete(validated.values().next().value!);
}

export function useLimits(): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parse(source, { ...options, maxTokens: MAX_TOKENS }));
    },
    onValidate({ params, setResult, setValidationFn }) {
      const refusal = costRefusal(params.documentAST);
      if (refusal) return void setResult([new GraphQLError(refusal)]);
      const key = bytesToHex(sha256(utf8ToBytes(print(params.documentAST))));
      if (validated.has(key)) {
        validationStats.hits++;
        validated.delete(key); // most recently used goes last
        validated.add(key);
        return void setResult([]);
      }
      validationStats.runs++;
      setValidationFn((schema, documentAST, rules, typeInfo) => validate(schema, documentAST, rules, { maxErrors: MAX_VALIDATION_ERRORS }, typeInfo));
      return ({ result }) => void (result.length === 0 && remember(key));
    },
  };
}
