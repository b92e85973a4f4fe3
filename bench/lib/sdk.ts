/**
 * The SDK as its users load it: the published build, imported through `node_modules`. The benchmark runs under
 * tsx, which re-transforms any JavaScript outside `node_modules` (the workspace's `@docpub/sdk` resolves to
 * `packages/sdk/dist`), wrapping the SDK's functions with `__name` calls that its build does not have, while ky
 * and `@gitbook/api` are loaded untouched. Imported by this path, the SDK is measured as shipped.
 */
export { DocPub } from '../../node_modules/@docpub/sdk/dist/index.js';
