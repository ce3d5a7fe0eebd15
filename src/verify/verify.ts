import { applyCommand, clockEntryOf, isEngineEvent, newMatch, recordEventOf, type AnyGame, type ClockEntry, type Command, type Match, type MatchEvent, type Typed } from '../engine';
import { findGame } from '../games/registry';
import { checkClock, type RecomputedDeadlines } from './clock-check';
import { firstDifference, show } from './compare';
import { commitmentOf, dealSeedOf, protocolFor, PROTOCOLS, streamRandom, type Draw, type Protocol } from './derivation';
import type { PublicRecord, RecordEntry, SeenLog } from './record';

/**
 * Checks a finished game's public record against the published protocol (README "Fair deals"): the
 * commitment, the deal seed from the entropy, every deal (recomputed with the verifier's own
 * derivation and shuffle) and every event, by replaying the log through the engine under the game's
 * ruleset; then the result, and the logs readers were shown. Pure: the browser runs it as is.
 */
export interface Check {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** The cards of one event that holds every seat's hand (a deal, or a new round's hands). */
export interface Hands {
  readonly seq: number;
  readonly event: string;
  readonly hands: readonly (readonly string[])[];
}

export interface Report {
  readonly ok: boolean;
  readonly id: string;
  readonly type: string;
  readonly rulesetVersion: number;
  readonly protocol: string;
  readonly checks: Check[];
  /** Every hand the replay dealt or formed, as recomputed. */
  readonly hands: Hands[];
  readonly draws: Draw[];
  /** Every seat's deadline after each entry, as recomputed from the log (the `clock` check). */
  readonly deadlines: RecomputedDeadlines[];
}

class Failed extends Error {}

export function verifyRecord(record: PublicRecord, seen: readonly SeenLog[] = []): Report {
  const checks: Check[] = [];
  const hands: Hands[] = [];
  const draws: Draw[] = [];
  const deadlines: RecomputedDeadlines[] = [];
  const pass = (name: string, detail: string) => checks.push({ name, ok: true, detail });
  const fail = (name: string, detail: string): never => {
    checks.push({ name, ok: false, detail });
    throw new Failed(detail);
  };
  const report = (): Report => ({
    ok: checks.every((c) => c.ok),
    id: record.id,
    type: record.type,
    rulesetVersion: record.rulesetVersion,
    protocol: record.fairness.protocol,
    checks,
    hands,
    draws,
    deadlines,
  });
  try {
    const game = findGame(record.type, record.rulesetVersion) ?? fail('rules', `this verifier knows no ${record.type} ruleset ${record.rulesetVersion}`);
    const { fairness } = record;
    const seed = fairness.seed ?? fail('commitment', 'the record reveals no seed: the game is not finished');
    if (commitmentOf(seed) !== fairness.commitment) fail('commitment', `sha256(seed) is ${commitmentOf(seed)}, not the commitment ${fairness.commitment}`);
    pass('commitment', `sha256(seed) = ${fairness.commitment}`);

    const entropy = entropyOf(record, fail);
    const protocol = protocolFor(entropy);
    if (!(PROTOCOLS as readonly string[]).includes(fairness.protocol)) fail('deal seed', `unknown protocol ${fairness.protocol}`);
    if (fairness.protocol !== protocol) fail('deal seed', `the record says ${fairness.protocol}, but its entropy makes it ${protocol}`);
    const dealSeed = dealSeedOf(protocol as Protocol, seed, record.id, entropy);
    if (fairness.dealSeed !== null && fairness.dealSeed !== dealSeed) fail('deal seed', `derived ${dealSeed}, the record shows ${fairness.dealSeed}`);
    const sent = entropy.filter((e) => e !== null).length;
    pass('deal seed', protocol === 'server-seed/1' ? 'the server seed itself (no seat sent entropy)' : `HMAC-SHA256 of ${sent} of ${entropy.length} seats' entropy: ${dealSeed}`);

    const recomputed = replayLog(game, record, streamRandom(dealSeed, draws), fail);
    for (const [seq, events] of recomputed.events) {
      for (const e of events) if (Array.isArray((e as { hands?: unknown }).hands)) hands.push({ seq, event: e.type, hands: (e as unknown as Hands).hands });
    }
    const shuffles = draws.filter((d) => d.kind === 'shuffle').length;
    pass('deals', `${shuffles} shuffle${shuffles === 1 ? '' : 's'} and ${draws.length - shuffles} other draw${draws.length - shuffles === 1 ? '' : 's'} recomputed; every dealt card matches the record`);
    pass('replay', `${record.log.length} log entries replayed under ${record.type} ruleset ${record.rulesetVersion}: every event matches`);

    const result = recomputed.match.status.result ?? fail('result', 'the replayed game is not finished');
    const resultDiff = firstDifference(result, record.result);
    if (resultDiff) fail('result', `the replay ends with ${show(result)}, the record says ${show(record.result)}`);
    pass('result', `winners ${result.winners.join(', ') || 'none (a draw)'}; scores ${result.scores.join(' ')}`);

    checkClock(record, recomputed.clock, pass, fail, deadlines);
    for (const log of seen) checkSeenLog(game, recomputed.events, log, pass, fail);
  } catch (err) {
    if (!(err instanceof Failed)) checks.push({ name: 'record', ok: false, detail: `the record cannot be read: ${(err as Error).message}` });
  }
  return report();
}

type Fail = (name: string, detail: string) => never;

/**
 * Each seat's entropy when the cards were dealt (or, in a game called off before, now), as the joins
 * hold it — a seat that left or was reset before the deal takes its entropy with it — and as
 * `fairness.entropy` lists it: they must agree. Joins after the deal (a seat offered again) deal nothing.
 */
function entropyOf(record: PublicRecord, fail: Fail): (string | null)[] {
  const listed = record.fairness.entropy;
  const atDeal: (string | null)[] = listed.map(() => null);
  for (const e of record.log) {
    if (e.seat === null || e.seat < 0 || e.seat >= atDeal.length) {
      if (e.kind === 'join') fail('deal seed', `a join names seat ${e.seat}, but entropy is listed for ${listed.length} seats`);
      continue;
    }
    if (e.kind === 'join') {
      const sent = e.join?.entropy ?? null;
      if (sent !== null && !/^(?:[0-9a-f]{2}){16,64}$/.test(sent)) fail('deal seed', `seat ${e.seat}'s entropy ${sent} is not 16 to 64 bytes of hex`);
      atDeal[e.seat] = sent;
    }
    if (e.kind === 'leave' || e.kind === 'reset') atDeal[e.seat] = null;
    if (e.events.some((x) => (x as { type?: unknown }).type === 'game-started')) break;
  }
  atDeal.forEach((sent, seat) => {
    if ((listed[seat] ?? null) !== sent) fail('deal seed', `seat ${seat} joined with entropy ${show(sent)}, the record lists ${show(listed[seat])}`);
  });
  return [...listed];
}

function commandOf(entry: RecordEntry, fail: Fail): Command {
  // An abort by the game's admin is the one entry of no seat.
  if (entry.kind === 'abort') return { kind: 'abort', seat: entry.seat };
  if (entry.kind === 'rematch') return { kind: 'rematch', gameId: entry.lifecycle?.gameId ?? fail('replay', `rematch entry ${entry.seq} names no game`) };
  if (entry.seat === null) fail('replay', `entry ${entry.seq} names no seat`);
  const seat = entry.seat!;
  switch (entry.kind) {
    case 'join':
      return { kind: 'join', seat, name: entry.join?.name ?? '', entropy: entry.join?.entropy ?? null };
    case 'leave':
      return { kind: 'leave', seat };
    case 'resign':
      return { kind: 'resign', seat };
    case 'reset':
      return { kind: 'reset', seat, name: entry.lifecycle?.name ?? null };
    case 'takeover':
      return { kind: 'takeover', seat, bot: entry.lifecycle?.bot ?? fail('replay', `takeover entry ${entry.seq} names no bot`) };
    case 'declare-leave': {
      const leave = entry.lifecycle?.leave;
      if (!leave?.from || !leave.until) fail('replay', `leave entry ${entry.seq} names no span`);
      return { kind: 'declare-leave', seat, id: leave!.id, from: leave!.from!, until: leave!.until! };
    }
    case 'cancel-leave':
      return { kind: 'cancel-leave', seat, id: entry.lifecycle?.leave?.id ?? fail('replay', `cancel entry ${entry.seq} names no leave`) };
    case 'remind': {
      const reminder = entry.lifecycle?.reminder ?? fail('replay', `reminder entry ${entry.seq} names no threshold`);
      return { kind: 'remind', seat, threshold: reminder.threshold, deadline: reminder.deadline };
    }
    default:
      return { kind: 'action', seat, action: entry.action ?? fail('replay', `entry ${entry.seq} holds no action`) };
  }
}

/** Replays the log, comparing every entry's events with the record's; the first difference fails. */
function replayLog(game: AnyGame, record: PublicRecord, random: ReturnType<typeof streamRandom>, fail: Fail) {
  const parsed = game.schemas.options.safeParse(record.options);
  if (!parsed.success) fail('replay', `the options ${show(record.options)} are not ${record.type} options`);
  let match: Match = newMatch(game, parsed.data);
  const events = new Map<number, MatchEvent[]>();
  const clock: ClockEntry[] = [];
  for (const entry of record.log) {
    if (entry.seq !== match.version + 1) fail('replay', `entry ${entry.seq} follows version ${match.version}`);
    const outcome = applyCommand(game, match, commandOf(entry, fail), random);
    if (!outcome.ok) {
      const why = outcome.rejection.violation ? ` (${outcome.rejection.violation.rule})` : '';
      fail('replay', `entry ${entry.seq} (${entry.kind} by seat ${entry.seat}) breaks the rules: ${outcome.rejection.message}${why}`);
    }
    const ok = outcome as Extract<typeof outcome, { ok: true }>;
    // The record shows each event as `recordEventOf` does (the public units): the replay's too.
    const diff = firstDifference(ok.events.map((e) => recordEventOf(game, e)), entry.events);
    if (diff) {
      const what = (ok.events[Number(/^\[(\d+)\]/.exec(diff.path)?.[1] ?? 0)] as Typed | undefined)?.type ?? 'event';
      const name = /hands/.test(diff.path) ? 'deals' : 'replay';
      fail(name, `entry ${entry.seq} (${what}): at events${diff.path} the deal and rules give ${show(diff.expected)}, the record shows ${show(diff.found)}`);
    }
    events.set(entry.seq, ok.events);
    match = ok.match;
    // What the clock needs of the entry: its time, its seat, whether it is a move, its leave, who is awaited after it.
    clock.push(clockEntryOf(entry.at ?? '', entry.seat, commandOf(entry, fail), match.status.toAct));
  }
  if (match.version !== record.version) fail('replay', `the log ends at version ${match.version}, the record says ${record.version}`);
  return { match, events, clock };
}

/** A reader's log must be exactly the recomputed events, redacted for that reader. */
function checkSeenLog(game: AnyGame, recomputed: Map<number, MatchEvent[]>, log: SeenLog, pass: (name: string, detail: string) => void, fail: Fail): void {
  const who = log.seat === null ? 'the public log' : `seat ${log.seat}'s log`;
  for (const entry of log.entries) {
    const events = recomputed.get(entry.seq) ?? fail(who, `entry ${entry.seq} is not in the record`);
    const expected = events.flatMap((e) => {
      if (isEngineEvent(e)) return [e];
      const shown = game.redactEvent(e, log.seat);
      return shown === null ? [] : [shown];
    });
    const diff = firstDifference(expected, entry.events);
    if (diff) fail(who, `entry ${entry.seq}: at events${diff.path} the recomputed game shows ${show(diff.expected)}, the log showed ${show(diff.found)}`);
  }
  if (log.entries.length !== recomputed.size) fail(who, `${log.entries.length} entries, the record has ${recomputed.size}`);
  pass(who, `${log.entries.length} entries, each exactly the recomputed events as ${log.seat === null ? 'a spectator' : `seat ${log.seat}`} sees them`);
}
