/**
 * The property: any sequence of steps leaves every invariant holding after every step. fast-check generates
 * the sequences and, on a failure, shrinks the sequence to a minimal one, which its error message prints
 * (with the seed and path to replay it).
 */
import { DEMO, HttpError } from '@docpub/mock-server';
import fc from 'fast-check';
import { Harness, type WireRequest } from '../support/harness.js';
import { checkAnswer, checkWorld, InvariantViolation } from './invariants.js';
import { checkPostcondition } from './postconditions.js';
import { changeRequestIds, hasChangeRequests, spacesWhere } from './pools.js';
import { PLANTED_SECRET, requestsOf, stepArbitrary, type Step } from './steps.js';
import { walkWhileChanging } from './walks.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FuzzOptions {
  /** Sequences to run. */
  runs: number;
  /** Longest sequence. Default 20. */
  maxSteps?: number;
  /** Replays a failure; random when absent. */
  seed?: number;
  /** Replay path from a failure report. */
  path?: string;
}

/** The figures of a fuzz run. */
export interface FuzzReport {
  seed: number | undefined;
  sequences: number;
  steps: number;
  requests: number;
  /** How often each status was answered to the steps' own requests. */
  statuses: Record<string, number>;
  /** Ids of the snapshots the current sequence kept (control steps restore and free them). */
  snapshots: string[];
}

/** Runs `step` against the harness's server and checks every invariant afterwards. */
function perform(harness: Harness, step: Step, limit: number, report: FuzzReport): void {
  report.steps += 1;
  if (step.kind === 'advanceClock') harness.server.clock.advance(step.days * DAY_MS);
  else if (step.kind === 'walkWhileChanging') walkWhileChanging(harness, step);
  else if (step.kind === 'control') performControl(harness, step, report);
  for (const request of requestsOf(step, harness.server.store)) {
    // A hostile body must be refused without a trace: the state after equals the state before.
    const before = step.kind === 'hostileBody' ? harness.snapshot() : undefined;
    const response = harness.send(request);
    if (before && (response.status < 400 || !harness.stateEquals(before))) {
      throw new InvariantViolation(`hostile body ${(step as { shape?: string }).shape} to ${request.method} ${request.path}: ${response.status}, state changed`);
    }
    report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
    checkAnswer(request, response, harness);
    checkCallerCode(step, request, response.status);
    checkPostcondition(harness, request, response);
  }
  if (step.kind === 'linearInput' && step.input === 'brackets') sendBracketPage(harness, step.size);
  if (step.kind === 'plantedSecret') {
    const kept = JSON.stringify(harness.server.control.journal().slice(-2));
    if (kept.includes(PLANTED_SECRET)) throw new InvariantViolation(`a planted secret (${step.name}) reached the journal: ${kept.slice(0, 400)}`);
  }
  checkWorld(harness, limit);
}

/** A page of nothing but `[` in the newest change request, then its links read: answered, never a 5xx. */
function sendBracketPage(harness: Harness, size: number): void {
  const store = harness.server.store;
  const spaceId = spacesWhere(store, hasChangeRequests(store)).find((id) => store.data.spaces.get(id)?.deletedAt === undefined);
  const cr = spaceId === undefined ? undefined : changeRequestIds(store, spaceId).at(-1);
  if (spaceId === undefined || cr === undefined) return;
  const path = `/spaces/${spaceId}/change-requests/${cr}`;
  const apply = { method: 'POST', path: `${path}/content`, token: DEMO.tokens.admin, body: { changes: [{ operation: 'insert_page', title: 'B', document: { markdown: '['.repeat(size) } }] } };
  checkAnswer(apply, harness.send(apply), harness);
  const links = { method: 'GET', path: `${path}/links`, token: DEMO.tokens.admin };
  checkAnswer(links, harness.send(links), harness);
}

/**
 * One control call. It either works or refuses with an {@link HttpError} (a 4xx); anything else, or a clock
 * that no longer gives a valid date, breaks the invariant.
 */
function performControl(harness: Harness, step: Extract<Step, { kind: 'control' }>, report: FuzzReport): void {
  const { control } = harness.server;
  try {
    if (step.action === 'snapshot') report.snapshots.push(control.saveSnapshot());
    else if (step.action === 'restore') control.restoreSnapshot(report.snapshots[step.which % Math.max(report.snapshots.length, 1)] ?? 'snap_none');
    else if (step.action === 'deleteSnapshot') control.deleteSnapshot(report.snapshots.splice(step.which % Math.max(report.snapshots.length, 1), 1)[0] ?? 'snap_none');
    else control.advanceClock(step.ms);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
  }
  if (Number.isNaN(new Date(harness.server.clock.now()).getTime())) throw new InvariantViolation('the clock left the range of dates');
}

/**
 * The right code for who asked: without a token, 401; a user of another organization, whose every step here
 * aims at the demo organization, learns nothing — 404 (or a 400 about the input's shape), never 403 or data.
 * Hostile `junk` requests may miss every route (404/405) before authentication, so they are left out.
 */
function checkCallerCode(step: Step, request: WireRequest, status: number): void {
  if (step.kind === 'junk' || !('who' in step)) return;
  const where = `${request.method} ${request.path}`;
  if (step.who === 'anonymous' && status !== 401) throw new InvariantViolation(`${where} without a token answered ${status}, not 401`);
  // A body over the size limit is refused (413) before anyone's rights are looked at.
  const shapeRefusal = status === 400 || (step.kind === 'hostileBody' && status === 413);
  if (step.who === 'outsider' && status !== 404 && !shapeRefusal) {
    throw new InvariantViolation(`${where} by a user of another organization answered ${status}, not 404`);
  }
}

/** The failing sequence, cut after the step that broke an invariant, one step a line. */
function describeFailure(steps: Step[], pageSize: number, error: unknown): string {
  const lines = steps.map((step, index) => `  ${index + 1}. ${JSON.stringify(step)}`);
  const reason = error instanceof Error ? error.message : String(error);
  return `${reason}\nafter step ${steps.length} of this sequence (pages of ${pageSize}):\n${lines.join('\n')}`;
}

/**
 * Runs the property `options.runs` times over one server reset before each sequence. Throws fast-check's
 * report (counterexample shrunk, seed, path) when an invariant breaks.
 */
export function runFuzz(options: FuzzOptions): FuzzReport {
  const harness = new Harness();
  const report: FuzzReport = { seed: options.seed, sequences: 0, steps: 0, requests: 0, statuses: {}, snapshots: [] };
  const sequence = fc.record({
    steps: fc.array(stepArbitrary, { minLength: 1, maxLength: options.maxSteps ?? 30, size: 'max' }),
    pageSize: fc.integer({ min: 1, max: 3 }),
  });
  const property = fc.property(sequence, ({ steps, pageSize }) => {
    report.sequences += 1;
    // Reset puts the state back, not the time: the clock is put back too, so that a sequence replays alike
    // whatever ran before it.
    harness.server.control.reset();
    harness.server.clock.reset();
    report.snapshots.length = 0;
    steps.forEach((step, index) => {
      try {
        perform(harness, step, pageSize, report);
      } catch (error) {
        throw new InvariantViolation(describeFailure(steps.slice(0, index + 1), pageSize, error), { cause: error });
      }
    });
  });
  const sentBefore = harness.sent;
  fc.assert(property, {
    numRuns: options.runs,
    includeErrorInReport: true,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.path === undefined ? {} : { path: options.path }),
  });
  report.requests = harness.sent - sentBefore;
  return report;
}
