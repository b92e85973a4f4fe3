/**
 * `.gitbook.yaml`, the space's content configuration, looked up in the project directory: `root` (default `./`,
 * every other path relative to it), `structure.readme` (default `README.md`), `structure.summary` (default
 * `SUMMARY.md`) and `redirects` (old site path → file). A file the YAML parser refuses, or whose values have the
 * wrong types, is ignored with a warning, as the service ignores it; a path that leaves the project directory is
 * a {@link FormatError} (docs/git-sync.md, "The format").
 */
import { load } from 'js-yaml';
import { isPlainObject } from '../../../core/plain-object.js';
import { FormatError } from './errors.js';
import { isWithin, joinPath, resolvePath, textOf } from './paths.js';

/** Where the space's content lies in the repository: every path here is from the repository's root. */
export interface ContentLayout {
  projectDirectory: string;
  /** The content root ('' for the repository's root). */
  root: string;
  /** The first page's file. */
  readme: string;
  /** The table of contents' file. */
  summary: string;
  /** `.gitbook/assets` below the root. */
  assets: string;
  /** `.gitbook/includes` below the root. */
  includes: string;
  /** Old site paths (no leading slash) and the repository path of the file each leads to. */
  redirects: Array<{ source: string; destination: string }>;
}

/** The configuration file's name, in the project directory. */
export const CONFIG_FILE = '.gitbook.yaml';

/** A path of the configuration (relative to `base`) as a repository path inside `boundary`, or a FormatError. */
function inside(base: string, relative: string, boundary: string, field: string): string {
  const resolved = relative.startsWith('/') ? undefined : resolvePath(base, relative);
  if (resolved === undefined || !isWithin(boundary, resolved)) {
    const where = boundary === '' ? 'the repository' : `the project directory "${boundary}"`;
    throw new FormatError(
      field === 'root' ? 'root-outside-project' : 'path-outside-root',
      `${CONFIG_FILE}: ${field} "${relative}" leaves ${where}; paths must be relative and stay inside it`,
    );
  }
  return resolved;
}

/** The configuration's values that have the right types; what does not is named in `warnings`. */
function parseConfig(bytes: Uint8Array | undefined, warnings: string[]): Record<string, unknown> {
  if (bytes === undefined) return {};
  let parsed: unknown;
  try {
    parsed = load(textOf(bytes));
  } catch (error) {
    warnings.push(`${CONFIG_FILE} is not valid YAML and is ignored: ${(error as Error).message.split('\n')[0]}`);
    return {};
  }
  if (parsed === undefined || parsed === null) return {};
  if (!isPlainObject(parsed)) {
    warnings.push(`${CONFIG_FILE} is not a mapping and is ignored`);
    return {};
  }
  return parsed;
}

function stringAt(value: unknown, name: string, warnings: string[]): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  warnings.push(`${CONFIG_FILE}: ${name} is not a path and is ignored`);
  return undefined;
}

function redirectsOf(value: unknown, root: string, warnings: string[]): ContentLayout['redirects'] {
  if (value === undefined || value === null) return [];
  if (!isPlainObject(value)) {
    warnings.push(`${CONFIG_FILE}: redirects is not a mapping and is ignored`);
    return [];
  }
  const redirects: ContentLayout['redirects'] = [];
  for (const [source, destination] of Object.entries(value)) {
    const target = typeof destination === 'string' ? resolvePath(root, destination) : undefined;
    if (target === undefined || destination === '' || (destination as string).startsWith('/') || !isWithin(root, target)) {
      warnings.push(`${CONFIG_FILE}: the redirect of "${source}" does not name a file inside the root and is ignored`);
      continue;
    }
    redirects.push({ source: source.replace(/^\/+/, ''), destination: target });
  }
  return redirects;
}

/**
 * The content layout of a project directory ('' for the whole repository) from its `.gitbook.yaml` bytes (absent
 * when the file is). Throws a {@link FormatError} when `root`, `structure.readme` or `structure.summary` leaves the
 * project directory (or the root).
 */
export function readContentLayout(configBytes: Uint8Array | undefined, projectDirectory: string, warnings: string[]): ContentLayout {
  const config = parseConfig(configBytes, warnings);
  const rootValue = stringAt(config['root'], 'root', warnings) ?? './';
  const root = inside(projectDirectory, rootValue, projectDirectory, 'root');
  let structure = config['structure'];
  if (structure !== undefined && structure !== null && !isPlainObject(structure)) {
    warnings.push(`${CONFIG_FILE}: structure is not a mapping and is ignored`);
    structure = undefined;
  }
  const fields = (structure ?? {}) as Record<string, unknown>;
  const readme = stringAt(fields['readme'], 'structure.readme', warnings) ?? 'README.md';
  const summary = stringAt(fields['summary'], 'structure.summary', warnings) ?? 'SUMMARY.md';
  return {
    projectDirectory,
    root,
    readme: inside(root, readme, root, 'structure.readme'),
    summary: inside(root, summary, root, 'structure.summary'),
    assets: joinPath(root, '.gitbook/assets'),
    includes: joinPath(root, '.gitbook/includes'),
    redirects: redirectsOf(config['redirects'], root, warnings),
  };
}

/** The repository path of a project directory's configuration file. */
export function configPathOf(projectDirectory: string): string {
  return joinPath(projectDirectory, CONFIG_FILE);
}
