/**
 * Reading and checking a world file: YAML or JSON text in, a {@link ValidWorldFile} out, or one
 * {@link WorldFileError} that lists every problem as `<path in the file>: <rule>`.
 *
 * Two passes: the schema (shapes, scalars, unknown keys), then the references between sections (a space's
 * organization exists, ids are unique, a token belongs to one user), which the schema cannot see.
 */
import { LineCounter, parseDocument, type YAMLError } from 'yaml';
import { firstDuplicateKey, MAX_ALIAS_COUNT } from '../core/yaml-strict.js';
import type { z } from 'zod';
import { jsonLimitViolation } from '../core/json-limits.js';
import { MAX_SPEC_DEPTH } from '../domain/openapi/document.js';
import { worldFile, type ValidWorldFile } from './world-file-schema.js';

/** How many problems a {@link WorldFileError} lists before it stops counting. */
const MAX_REPORTED = 20;

/** A world file that cannot be loaded. `problems` are `<path>: <rule>` lines, the first of them in `message`. */
export class WorldFileError extends Error {
  override name = 'WorldFileError';

  constructor(
    readonly problems: string[],
    source?: string,
  ) {
    const where = source === undefined ? 'world file' : `world file ${source}`;
    const shown = problems.slice(0, MAX_REPORTED);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(`${where}: ${problems.length} problem(s)\n  ${shown.join('\n  ')}${more}`);
  }
}

/** `["spaces", 2, "title"]` → `spaces[2].title`. */
export function describePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(top level)' : out;
}

function schemaProblems(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return `${describePath(issue.path)}: unknown key(s) ${issue.keys.map((key) => `'${key}'`).join(', ')}`;
    }
    return `${describePath(issue.path)}: ${issue.message}`;
  });
}

/** One reference a section's entries make to another section's ids. */
interface Reference {
  section: keyof ValidWorldFile;
  field: string;
  target: keyof ValidWorldFile;
  /** Where the target's id is (`id` unless said). */
  key?: string;
  optional?: boolean;
}

const REFERENCES: readonly Reference[] = [
  { section: 'memberships', field: 'organizationId', target: 'organizations' },
  { section: 'memberships', field: 'userId', target: 'users' },
  { section: 'teams', field: 'organizationId', target: 'organizations' },
  { section: 'teamMembers', field: 'teamId', target: 'teams' },
  { section: 'teamMembers', field: 'userId', target: 'users' },
  { section: 'collections', field: 'organizationId', target: 'organizations' },
  { section: 'collections', field: 'parentId', target: 'collections', optional: true },
  { section: 'spaces', field: 'organizationId', target: 'organizations' },
  { section: 'spaces', field: 'parentId', target: 'collections', optional: true },
  { section: 'spaces', field: 'revisionId', target: 'revisions', optional: true },
  { section: 'trash', field: 'spaceId', target: 'spaces' },
  { section: 'revisions', field: 'spaceId', target: 'spaces' },
  { section: 'changeRequests', field: 'spaceId', target: 'spaces' },
  { section: 'changeRequests', field: 'createdById', target: 'users' },
  { section: 'changeRequests', field: 'revisionId', target: 'revisions', optional: true },
  { section: 'changeRequests', field: 'revisionInitialId', target: 'revisions', optional: true },
  { section: 'changeRequests', field: 'baseRevisionId', target: 'revisions', optional: true },
  { section: 'changeRequests', field: 'revisionMergedId', target: 'revisions', optional: true },
  { section: 'reviews', field: 'changeRequestId', target: 'changeRequests' },
  { section: 'reviews', field: 'spaceId', target: 'spaces' },
  { section: 'reviews', field: 'reviewerId', target: 'users' },
  { section: 'reviews', field: 'requestedById', target: 'users', optional: true },
  { section: 'comments', field: 'spaceId', target: 'spaces' },
  { section: 'comments', field: 'authorId', target: 'users' },
  { section: 'sites', field: 'organizationId', target: 'organizations' },
  { section: 'siteSections', field: 'siteId', target: 'sites' },
  { section: 'siteSections', field: 'groupId', target: 'siteSectionGroups', optional: true },
  { section: 'siteSectionGroups', field: 'siteId', target: 'sites' },
  { section: 'siteSpaces', field: 'siteId', target: 'sites' },
  { section: 'siteSpaces', field: 'spaceId', target: 'spaces' },
  { section: 'siteSpaces', field: 'sectionId', target: 'siteSections', optional: true },
  { section: 'siteRedirects', field: 'siteId', target: 'sites' },
  { section: 'shareLinks', field: 'siteId', target: 'sites' },
  { section: 'openapiSpecs', field: 'organizationId', target: 'organizations' },
  { section: 'openapiSpecs', field: 'lastVersionId', target: 'openapiVersions', optional: true },
  { section: 'openapiVersions', field: 'specId', target: 'openapiSpecs' },
  { section: 'translations', field: 'organizationId', target: 'organizations' },
  { section: 'integrations', field: 'ownerId', target: 'organizations' },
  { section: 'installations', field: 'spaceId', target: 'spaces' },
  { section: 'installations', field: 'integrationName', target: 'integrations', key: 'name' },
  { section: 'pageRatings', field: 'spaceId', target: 'spaces' },
];

/** Sections whose entries carry an id that must be unique within the section. */
const IDENTIFIED: readonly { section: keyof ValidWorldFile; key: string }[] = [
  'users', 'organizations', 'teams', 'collections', 'spaces', 'revisions', 'changeRequests', 'reviews', 'comments',
  'sites', 'siteSections', 'siteSectionGroups', 'siteSpaces', 'siteRedirects', 'shareLinks', 'openapiSpecs',
  'openapiVersions', 'translations',
].map((section) => ({ section: section as keyof ValidWorldFile, key: 'id' }))
  .concat([{ section: 'integrations', key: 'name' }]);

type Entries = readonly Record<string, unknown>[];
const entriesOf = (file: ValidWorldFile, section: keyof ValidWorldFile): Entries =>
  (Array.isArray(file[section]) ? file[section] : []) as Entries;

function idsOf(file: ValidWorldFile, section: keyof ValidWorldFile, key: string): Map<string, number> {
  const ids = new Map<string, number>();
  entriesOf(file, section).forEach((entry, index) => {
    if (!ids.has(entry[key] as string)) ids.set(entry[key] as string, index);
  });
  return ids;
}

function duplicateProblems(file: ValidWorldFile): string[] {
  const problems: string[] = [];
  for (const { section, key } of IDENTIFIED) {
    const first = idsOf(file, section, key);
    entriesOf(file, section).forEach((entry, index) => {
      const firstIndex = first.get(entry[key] as string)!;
      if (firstIndex !== index) {
        problems.push(`${section}[${index}].${key}: duplicate of ${section}[${firstIndex}].${key} '${String(entry[key])}'`);
      }
    });
  }
  return problems;
}

function referenceProblems(file: ValidWorldFile): string[] {
  const problems: string[] = [];
  for (const reference of REFERENCES) {
    const known = idsOf(file, reference.target, reference.key ?? 'id');
    entriesOf(file, reference.section).forEach((entry, index) => {
      const value = entry[reference.field];
      if (value === undefined && reference.optional) return;
      if (typeof value === 'string' && known.has(value)) return;
      problems.push(`${reference.section}[${index}].${reference.field}: no entry of ${reference.target} has ${reference.key ?? 'id'} '${String(value)}'`);
    });
  }
  return problems;
}

/** A token names one user; a space names its primary revision or a page tree, not both. */
function ruleProblems(file: ValidWorldFile): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  (file.users ?? []).forEach((user, index) => {
    (user.tokens ?? []).forEach((token, tokenIndex) => {
      const owner = owners.get(token);
      if (owner !== undefined) problems.push(`users[${index}].tokens[${tokenIndex}]: already a token of ${owner}`);
      else owners.set(token, `users[${index}]`);
    });
  });
  (file.spaces ?? []).forEach((space, index) => {
    if (space.revisionId !== undefined && (space.pages !== undefined || space.files !== undefined)) {
      problems.push(`spaces[${index}].pages: cannot be given with revisionId (the pages are the revision's)`);
    }
  });
  return [...problems, ...ownershipProblems(file)];
}

/** What points into another record must point into the right one: its own space, site or revision. */
function ownershipProblems(file: ValidWorldFile): string[] {
  const problems: string[] = [];
  const revisionSpace = new Map((file.revisions ?? []).map((revision) => [revision.id, revision.spaceId]));
  (file.spaces ?? []).forEach((space, index) => {
    const owner = space.revisionId === undefined ? undefined : revisionSpace.get(space.revisionId);
    if (owner !== undefined && owner !== space.id) {
      problems.push(`spaces[${index}].revisionId: revision '${space.revisionId}' belongs to space '${owner}'`);
    }
  });
  (file.revisions ?? []).forEach((revision, index) => {
    const pages = new Set(revision.content?.pages.map((page) => page.id));
    revision.content?.pages.forEach((page, pageIndex) => {
      if (page.parentId !== null && !pages.has(page.parentId)) {
        problems.push(`revisions[${index}].content.pages[${pageIndex}].parentId: no page '${page.parentId}' in this revision`);
      }
    });
  });
  const sectionSite = new Map((file.siteSections ?? []).map((section) => [section.id, section.siteId]));
  (file.siteSpaces ?? []).forEach((siteSpace, index) => {
    const site = siteSpace.sectionId === undefined ? undefined : sectionSite.get(siteSpace.sectionId);
    if (site !== undefined && site !== siteSpace.siteId) {
      problems.push(`siteSpaces[${index}].sectionId: section '${siteSpace.sectionId}' belongs to site '${site}'`);
    }
  });
  return problems;
}

/** Deepest nesting of a world file: a stored OpenAPI document at its own limit, and the four levels it sits under. */
export const MAX_WORLD_FILE_DEPTH = MAX_SPEC_DEPTH + 4;

/**
 * A file nested deeper than {@link MAX_WORLD_FILE_DEPTH} (everything after this walks values recursively), or
 * holding a `__proto__` key, which schemas would drop in silence where every other unknown key is an error.
 */
function shapeProblem(input: unknown): string | undefined {
  const violation = jsonLimitViolation(input, { maxDepth: MAX_WORLD_FILE_DEPTH, maxWidth: Number.POSITIVE_INFINITY });
  if (violation === undefined) return undefined;
  const path = describePath(violation.path === '' ? [] : violation.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
  return violation.rule === 'is not an accepted key' ? `${path}: unknown key '__proto__'` : `${path}: ${violation.rule}`;
}

/**
 * Validates world-file data (already parsed from YAML or JSON).
 * @throws WorldFileError listing every problem by its path in the file.
 */
export function checkWorldFile(input: unknown, source?: string): ValidWorldFile {
  const shape = shapeProblem(input);
  if (shape !== undefined) throw new WorldFileError([shape], source);
  const outcome = worldFile.safeParse(input);
  if (!outcome.success) throw new WorldFileError(schemaProblems(outcome.error.issues), source);
  const file = outcome.data;
  const problems = [...duplicateProblems(file), ...referenceProblems(file), ...ruleProblems(file)];
  if (problems.length > 0) throw new WorldFileError(problems, source);
  return file;
}

/**
 * Parses world-file text: YAML, of which JSON is a subset.
 * @throws WorldFileError for text that is neither, naming the line.
 */
export function parseWorldFileText(text: string, source?: string): unknown {
  // Silent: the YAML library would otherwise print its warnings, with the file's lines, on stderr. Duplicate keys
  // are found by one set per map (the library's own check is quadratic in a wide map).
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { uniqueKeys: false, logLevel: 'silent', lineCounter });
  const problems = [...document.errors, ...document.warnings].map(yamlProblem);
  if (problems.length > 0) throw new WorldFileError(problems, source);
  const duplicate = firstDuplicateKey(document);
  if (duplicate !== undefined) {
    const at = duplicate.range === undefined || duplicate.range === null ? undefined : lineCounter.linePos(duplicate.range[0]);
    const where = at === undefined ? '' : ` at line ${at.line}, column ${at.col}`;
    throw new WorldFileError([`(text): not YAML or JSON${where}: duplicate key`], source);
  }
  try {
    // Aliases are refused beyond a small count, so a "billion laughs" file cannot blow up memory.
    return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    throw new WorldFileError([`(text): not YAML or JSON: aliases expand beyond ${MAX_ALIAS_COUNT} (or refer to nothing)`], source);
  }
}

/**
 * A YAML problem by its line and column and the kind of problem, never its text: the library's messages
 * quote the file's lines, and world files hold tokens.
 */
function yamlProblem(error: YAMLError): string {
  const at = error.linePos?.[0];
  const where = at === undefined ? '' : ` at line ${at.line}, column ${at.col}`;
  return `(text): not YAML or JSON${where}: ${error.code.toLowerCase().replace(/_/g, ' ')}`;
}

/** Reads and validates world-file text. @throws WorldFileError */
export function readWorldFile(text: string, source?: string): ValidWorldFile {
  return checkWorldFile(parseWorldFileText(text, source), source);
}

/** A world file read and checked, as plain data: the valid file, or every problem by its path. */
export type CheckedWorldFile = { ok: true; file: ValidWorldFile } | { ok: false; problems: string[] };

/** Reads (text) and checks a world file; pure, so it may run off the server's thread (compose/server-tasks.ts). */
export function checkWorldFileInput(input: unknown): CheckedWorldFile {
  try {
    return { ok: true, file: checkWorldFile(typeof input === 'string' ? parseWorldFileText(input) : input) };
  } catch (error) {
    if (error instanceof WorldFileError) return { ok: false, problems: error.problems };
    throw error;
  }
}
