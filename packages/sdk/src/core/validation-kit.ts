/**
 * Everything validating an answer needs, in one module the client loads on its first validation (a dynamic
 * `import()`): zod, every schema of the contract's operation table, and the compiled parsers. The client's
 * own modules never import it statically, so importing `@docpub/sdk` loads no zod and builds no schema.
 */
export { operations } from '../contract/operations/index.js';
export { parserFor } from './compiled-schema.js';
export { checkFor } from './response-check.js';
