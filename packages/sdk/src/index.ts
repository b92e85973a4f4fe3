/**
 * `@docpub/sdk`: a typed client of the DocPub documentation-publishing API.
 *
 * @module @docpub/sdk
 */
export * from './contract/index.js';
export * from './core/index.js';
export * from './errors/index.js';
export { DocPub, createClient } from './client.js';
export * from './resources/index.js';
export { VERSION } from './version.js';
