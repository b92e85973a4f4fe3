/**
 * `@docpub/sdk/visitor`: for the backend of a `visitor-auth` site. It signs visitor tokens with the site's
 * private key ({@link signVisitorToken}) and builds the URL that sends a signed-in visitor back to the site
 * ({@link visitorReturnURL}).
 *
 * Server-side only: Node 20.19+, Deno, Bun and edge workers (it uses Web Crypto through `jose`, nothing of
 * Node's own). The private key signs tokens for any claims; keep it on your server and never send it to a
 * browser. Importing `@docpub/sdk` does not load this entry, nor `jose`.
 *
 * @module @docpub/sdk/visitor
 */
export { signVisitorToken, type SignVisitorTokenOptions } from './sign-visitor-token.js';
export { visitorReturnURL, type VisitorReturnURLOptions } from './visitor-return-url.js';
export { InvalidArgumentError } from '../errors/invalid-argument-error.js';
