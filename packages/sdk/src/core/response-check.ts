/** The in-place check of a response schema as the client uses it: zod's `jitless` setting decides the backend. */
import * as z from 'zod';
import { checkFor as checkWith, type BodyCheck } from './schema-check.js';

/**
 * The in-place check of `schema` (see schema-check.ts), or `undefined` when it needs zod's parse. Made of
 * closures rather than generated code when zod is told not to generate code (`z.config({ jitless: true })`,
 * for a strict Content-Security-Policy).
 */
export function checkFor(schema: z.ZodType): BodyCheck | undefined {
  return checkWith(schema, undefined, z.config().jitless === true);
}
