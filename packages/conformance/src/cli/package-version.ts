/**
 * The version of `@docpub/conformance`, read from its own package.json. The file is found by walking up from
 * this module: the sources (`src/cli/`) and the flat build (`dist/`) sit at different depths, so no fixed
 * relative path fits both, and a bundler may move this code again. The walk stops at the package's own
 * manifest (checked by name), never a workspace's or a consumer's.
 */
import { readFileSync } from 'node:fs';

const PACKAGE_NAME = '@docpub/conformance';

/** The version in the nearest package.json above `moduleUrl` named `@docpub/conformance`. */
export function packageVersion(moduleUrl: string = import.meta.url): string {
  for (let dir = new URL('./', moduleUrl); ; ) {
    const manifest = readManifest(new URL('package.json', dir));
    if (manifest?.name === PACKAGE_NAME && typeof manifest.version === 'string') return manifest.version;
    const parent = new URL('../', dir);
    // The root of the file system (`/`, or a drive's `C:/`) is its own parent.
    if (parent.href === dir.href) throw new Error(`the package.json of ${PACKAGE_NAME} is not above ${moduleUrl}`);
    dir = parent;
  }
}

function readManifest(url: URL): { name?: unknown; version?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as { name?: unknown; version?: unknown };
  } catch {
    // No manifest here (or not one that parses): keep walking up.
    return undefined;
  }
}
