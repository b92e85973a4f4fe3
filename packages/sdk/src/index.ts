/**
 * `@docpub/sdk`: a typed client of the DocPub documentation-publishing API.
 *
 * The root exports the client, its options, the errors and the types of every resource. The contract's
 * zod schemas, operation table and rule helpers live at `@docpub/sdk/contract`.
 *
 * @module @docpub/sdk
 */
export type * from './types/index.js';
export type { OpenEnum } from './contract/rules.js';
export * from './core/index.js';
export * from './errors/index.js';
export { DocPub, createClient } from './client.js';
export * from './resources/index.js';
export { withUnknownFields, type WithUnknownFields } from './unknown-fields.js';
export { VERSION } from './version.js';
