/**
 * The reference server as its users load it: the package's build, imported through `node_modules` for the
 * reason given in `sdk.ts` (tsx re-transforms the workspace's `dist` under another path, wrapping every
 * function with `__name` calls the build does not have). Servers the rows measure are built from here; the
 * bench's seeding helpers reach into the sources' domain functions, which act on the store's plain data and
 * so work on either build's store (the build's own indexes are made from that data on first use).
 *
 * Imported by a computed URL and typed by the sources, as `sdk.ts` explains.
 */
import type * as MockServer from '@docpub/mock-server';

const BUILD = new URL('../../node_modules/@docpub/mock-server/dist/index.js', import.meta.url).href;

export const { createServer, DEMO, MAX_BODY_BYTES } = (await import(BUILD)) as typeof MockServer;
export type { DocPubServer } from '@docpub/mock-server';
