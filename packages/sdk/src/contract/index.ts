/**
 * The DocPub contract: zod schemas of every resource and the table of every operation.
 *
 * Defined once here and imported by the SDK, the reference server and the conformance suite.
 * Types are inferred from the schemas, never written twice.
 *
 * @module contract
 */
export * from './rules.js';
export * from './envelope.js';
export * from './operation.js';
export * from './operations/index.js';
export * from './resources/index.js';
export * from './areas.js';
export * from './operation-tags.js';
export * from './operation-matcher.js';
export * from './issues.js';
export * from './fetch.js';
