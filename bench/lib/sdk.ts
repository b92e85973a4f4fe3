/**
 * The SDK as its users load it: the published build, imported through `node_modules`. The benchmark runs under
 * tsx, which re-transforms any JavaScript outside `node_modules` (the workspace's `@docpub/sdk` resolves to
 * `packages/sdk/dist`), wrapping the SDK's functions with `__name` calls that its build does not have, while ky
 * and `@gitbook/api` are loaded untouched. Imported by this path, the SDK is measured as shipped.
 *
 * The build is imported by a computed URL, typed by the sources (the same API): so the typecheck never reads
 * `dist/` and runs beside the build (scripts/build-and-typecheck.mjs).
 */
import type * as Sdk from '@docpub/sdk';

const BUILD = new URL('../../node_modules/@docpub/sdk/dist/index.js', import.meta.url).href;

export const { DocPub } = (await import(BUILD)) as typeof Sdk;
export type DocPub = Sdk.DocPub;
