/**
 * Bodies of the control API. Validated like the API's own bodies, so a broken test setup fails with a 400
 * naming the field instead of a confusing state later.
 */
import { z } from 'zod';
import { int, operations, role, str, text } from '@docpub/sdk/contract';

/** `POST /__control/users` and `control.createUser()`. */
export const newUserInput = z.object({
  displayName: text(1, 100),
  email: z.email({ error: 'must be an e-mail address' }).optional(),
  /** The URL of the user's picture (`photoURL`). */
  photoURL: z.url({ error: 'must be an absolute URL' }).max(2048, { error: 'must be at most 2048 characters' }).optional(),
  /** Role in the organization; `null` makes the user a guest (no role); absent uses the factory's default. */
  orgRole: role.nullable().optional(),
  /** Organization to join; the demo organization when absent. */
  organizationId: str().optional(),
});
export type NewUserInput = z.output<typeof newUserInput>;

/** The longest single clock jump accepted: 10 years, far beyond any expiry the server knows. */
export const MAX_CLOCK_ADVANCE_MS = 10 * 365 * 24 * 3600 * 1000;

/** `POST /__control/clock/advance` and `control.advanceClock()`. */
export const advanceClockInput = z.object({
  ms: int()
    .min(0, { error: 'must be a non-negative integer' })
    .max(MAX_CLOCK_ADVANCE_MS, { error: `must be at most ${MAX_CLOCK_ADVANCE_MS}` }),
});

/** `POST /__control/restore`. */
export const restoreInput = z.object({ id: str().min(1, { error: 'is required' }) });

/** `POST /__control/seed`: `kind` picks the seeder, which validates the rest. */
export const seedInput = z.looseObject({ kind: str().min(1, { error: 'is required' }) });
export type SeedInput = z.output<typeof seedInput>;

/** `POST /__control/journal/calls`: which operation's calls to find, and what they must have (deep-partially). */
export const callSearchInput = z.strictObject({
  operationId: str().refine((id) => Object.hasOwn(operations, id), { error: 'must be an operation id of the contract' }),
  params: z.record(z.string(), z.string()).optional(),
  query: z.record(z.string(), z.unknown()).optional(),
  body: z.unknown().optional(),
  status: int().optional(),
});
