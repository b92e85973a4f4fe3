/**
 * The control API (docs/reference-server.md, "Control API") in the contract's table form: each operation's
 * method, path below `/__control`, body and answer. The server routes control requests with it (control/http.ts,
 * worlds/http.ts) and {@link createControlClient} calls it, so the server's tests and the conformance suite
 * speak to the same table instead of spelling paths by hand.
 *
 * Bodies are checked where the work is done (the `Control` methods, the world registry), with the messages
 * tests rely on; the schemas here type the client's input and document the wire.
 */
import { defineOperations, user, type OperationParams, type OperationResult } from '@docpub/sdk/contract';
import { z } from 'zod';
import { faultRuleInput, type FaultRule } from '../core/faults.js';
import type { JournalEntry } from '../core/journal.js';
import type { InstallationWire } from '../domain/integrations/installations.js';
import type { WorldFile } from '../worlds/world-file-schema.js';
import type { WorldInfo } from '../worlds/registry.js';
import type { CallSearch } from '../verify/calls.js';
import { advanceClockInput, callSearchInput, newUserInput, restoreInput, seedInput } from './schemas.js';

/** A list answer of the control API: every item, no pages. */
const listOf = <T>() => z.object({ items: z.array(z.custom<T>()), count: z.number() });

const clockAnswer = z.object({ now: z.string() });

/** Every operation of the control API, keyed by id; paths are below `/__control` (or `/__control/worlds/{id}`). */
export const controlOperations = defineOperations({
  reset: { method: 'POST', path: '/reset', summary: 'Back to the starting world and clock', status: 204 },
  saveSnapshot: {
    method: 'POST',
    path: '/snapshot',
    summary: 'Keep a snapshot of the data and clock; answers its id',
    response: z.object({ id: z.string() }),
    status: 201,
  },
  deleteSnapshot: { method: 'DELETE', path: '/snapshots/{snapshotId}', summary: 'Free a kept snapshot', status: 204 },
  restoreSnapshot: {
    method: 'POST',
    path: '/restore',
    summary: 'Put a kept snapshot back',
    body: restoreInput,
    status: 204,
  },
  getClock: { method: 'GET', path: '/clock', summary: "The server clock's time", response: clockAnswer, status: 200 },
  advanceClock: {
    method: 'POST',
    path: '/clock/advance',
    summary: 'Move the server clock forward',
    body: advanceClockInput,
    response: clockAnswer,
    status: 200,
  },
  createUser: {
    method: 'POST',
    path: '/users',
    summary: 'Make a user with a fresh token',
    body: newUserInput,
    response: z.object({ user, token: z.string() }),
    status: 201,
  },
  listFaults: { method: 'GET', path: '/faults', summary: 'The fault rules', response: listOf<FaultRule>(), status: 200 },
  addFault: {
    method: 'POST',
    path: '/faults',
    summary: 'Make matching requests fail',
    body: faultRuleInput,
    response: z.custom<FaultRule>(),
    status: 201,
  },
  clearFaults: { method: 'DELETE', path: '/faults', summary: 'Lift every fault', status: 204 },
  listJournal: {
    method: 'GET',
    path: '/journal',
    summary: 'The requests served, oldest first',
    response: listOf<JournalEntry>(),
    status: 200,
  },
  clearJournal: { method: 'DELETE', path: '/journal', summary: 'Empty the journal', status: 204 },
  searchCalls: {
    method: 'POST',
    path: '/journal/calls',
    summary: "An operation's calls the journal holds that match a filter (deep-partially), and why the count may be short",
    body: callSearchInput,
    response: z.custom<CallSearch>(),
    status: 200,
  },
  seed: {
    method: 'POST',
    path: '/seed',
    summary: 'Add content or integrations (`kind` names which)',
    body: seedInput,
    response: z.record(z.string(), z.unknown()),
    status: 200,
  },
  settle: { method: 'POST', path: '/settle', summary: 'Wait until background work is done', status: 204 },
  installIntegration: {
    method: 'POST',
    path: '/integrations/install',
    summary: 'Install an integration on a space',
    body: z.object({ spaceId: z.string(), integration: z.string() }),
    response: z.custom<InstallationWire>(),
    status: 200,
  },
  exportState: {
    method: 'GET',
    path: '/state',
    summary: "The world's state as a world file",
    response: z.custom<WorldFile>(),
    status: 200,
  },
  listWorlds: {
    method: 'GET',
    path: '/worlds',
    summary: 'The worlds of the server and what they use',
    response: z.object({ items: z.array(z.custom<WorldInfo>()), count: z.number(), usage: z.unknown() }),
    status: 200,
  },
  createWorld: {
    method: 'POST',
    path: '/worlds',
    summary: 'Make a world: from the demo world, empty, or a world file',
    body: z.object({
      from: z.enum(['demo', 'empty']).optional(),
      world: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    }),
    response: z.custom<WorldInfo>(),
    status: 201,
  },
  getWorld: {
    method: 'GET',
    path: '/worlds/{worldId}',
    summary: 'A world and its tokens',
    response: z.custom<WorldInfo>(),
    status: 200,
  },
  deleteWorld: { method: 'DELETE', path: '/worlds/{worldId}', summary: 'Drop a world', status: 204 },
});

/** The table's type. */
export type ControlOperations = typeof controlOperations;
/** The id of a control operation, e.g. `advanceClock`. */
export type ControlOperationId = keyof ControlOperations;
/** The body a control operation takes (as the caller writes it). */
export type ControlInput<K extends ControlOperationId> = OperationParams<ControlOperations[K]>;
/** What a control operation answers. */
export type ControlResult<K extends ControlOperationId> = OperationResult<ControlOperations[K]>;
