/**
 * Reading an OpenAPI document: JSON or YAML, parsed with real parsers, then checked to be OpenAPI 3.x or
 * Swagger 2.0 (docs/behaviour.md, "OpenAPI specs"). Pure functions: processing decides what a failure means
 * (`PARSE_ERROR`).
 */
import type { SpecDocumentFormat } from '../../store/org-data-records.js';
import { jsonLimitViolation, MAX_JSON_DEPTH } from '../../core/json-limits.js';
import { parseYamlStrict } from '../../core/yaml-strict.js';
import { isPlainObject } from '../../core/plain-object.js';

/**
 * Deepest nesting kept in a stored document. Specs nest deeper than request bodies (schemas in schemas),
 * but a stored value is cloned and serialised recursively on every read, so it is bounded all the same.
 */
export const MAX_SPEC_DEPTH = 2 * MAX_JSON_DEPTH;

/** A document that passed the checks. */
export interface SpecDocument {
  /** The parsed document: plain JSON data (YAML's core schema yields no dates or other non-JSON values). */
  document: Record<string, unknown>;
  format: SpecDocumentFormat;
  /** `openapi` (3.x) or `swagger` (2.0). */
  dialect: 'openapi' | 'swagger';
  /** The version the document declares, e.g. `3.1.0` or `2.0`. */
  declaredVersion: string;
}

/** The outcome of reading a text: the document, or why it is not a usable spec. */
export type SpecDocumentResult = { ok: true; spec: SpecDocument } | { ok: false; reason: string };

const OPENAPI_3 = /^3\.\d+(\.\d+)?(-[0-9A-Za-z.-]+)?$/;

/** Reads a spec text: JSON when it looks like JSON (so a JSON typo is not half-read as YAML), YAML otherwise. */
export function readSpecText(text: string): SpecDocumentResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'the document is empty' };
  const format: SpecDocumentFormat = trimmed.startsWith('{') || trimmed.startsWith('[') ? 'json' : 'yaml';
  let parsed: unknown;
  try {
    // Duplicate keys, alias bombs and over-deep or over-wide collections are errors of the YAML parse.
    parsed = format === 'json' ? JSON.parse(trimmed) : parseYamlStrict(text, { maxDepth: MAX_SPEC_DEPTH });
  } catch (error) {
    return { ok: false, reason: `not valid ${format.toUpperCase()}: ${(error as Error).message}` };
  }
  return checkSpecDocument(parsed, format);
}

/**
 * What {@link readSpecText} gives, with the document as JSON text: what a worker hands back (compose/server-tasks.ts).
 * A string crosses threads as one copy, and `JSON.parse` of it takes about a third of the time that cloning the
 * document's objects across would hold the server's thread. The data is the same: the parse yields JSON data.
 */
export type SpecTextRead =
  | ({ ok: true; json: string } & Omit<SpecDocument, 'document'>)
  | { ok: false; reason: string };

/** {@link readSpecText}, the document as JSON text. */
export function readSpecTextAsJson(text: string): SpecTextRead {
  const read = readSpecText(text);
  if (!read.ok) return read;
  const { document, ...declared } = read.spec;
  return { ok: true, json: JSON.stringify(document), ...declared };
}

/** The document of a {@link SpecTextRead}, parsed back. */
export function specOfJson(read: SpecTextRead): SpecDocumentResult {
  if (!read.ok) return read;
  const { json, ...declared } = read;
  return { ok: true, spec: { document: JSON.parse(json) as Record<string, unknown>, ...declared } };
}

/** Checks parsed data against the minimum of OpenAPI 3.x or Swagger 2.0: version field, `info`, `paths`. */
export function checkSpecDocument(parsed: unknown, format: SpecDocumentFormat): SpecDocumentResult {
  if (!isPlainObject(parsed)) return { ok: false, reason: 'the document is not an object' };
  const violation = jsonLimitViolation(parsed, { maxDepth: MAX_SPEC_DEPTH, protoKeys: true });
  if (violation) return { ok: false, reason: `${violation.path || 'the document'}: ${violation.rule}` };
  const declared = declaredDialect(parsed);
  if (!declared) return { ok: false, reason: 'the document declares neither openapi 3.x nor swagger 2.0' };
  const problem = checkInfo(parsed.info) ?? checkPaths(parsed, declared);
  if (problem) return { ok: false, reason: problem };
  return { ok: true, spec: { document: parsed, format, ...declared } };
}

type Declared = Pick<SpecDocument, 'dialect' | 'declaredVersion'>;

function declaredDialect(document: Record<string, unknown>): Declared | undefined {
  if (typeof document.openapi === 'string' && OPENAPI_3.test(document.openapi)) {
    return { dialect: 'openapi', declaredVersion: document.openapi };
  }
  // YAML reads an unquoted `swagger: 2.0` as the number 2; the many files written that way are accepted.
  if (document.swagger === '2.0' || document.swagger === 2) return { dialect: 'swagger', declaredVersion: '2.0' };
  return undefined;
}

function checkInfo(info: unknown): string | undefined {
  if (!isPlainObject(info)) return 'info: must be an object';
  if (typeof info.title !== 'string') return 'info.title: must be a string';
  if (typeof info.version !== 'string') return 'info.version: must be a string';
  return undefined;
}

/** `paths` is required, except from 3.1 on, where `components` or `webhooks` may stand in for it. */
function checkPaths(document: Record<string, unknown>, declared: Declared): string | undefined {
  if (document.paths !== undefined && !isPlainObject(document.paths)) return 'paths: must be an object';
  if (isPlainObject(document.paths)) return undefined;
  const from31 = declared.dialect === 'openapi' && !declared.declaredVersion.startsWith('3.0');
  if (from31 && (isPlainObject(document.components) || isPlainObject(document.webhooks))) return undefined;
  return from31 ? 'the document needs paths, components or webhooks' : 'paths: is required';
}
