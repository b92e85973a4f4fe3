/**
 * Validators for the published service's schemas (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { PUBLISHED_SCHEMA_ID, publishedDocument, type JsonSchema } from './published-spec.js';

/** Makes a fragment's local `$ref`s (`#/components/...`) point into the registered published document. */
function absolutize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absolutize);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    copy[key] = key === '$ref' && typeof child === 'string' && child.startsWith('#') ? PUBLISHED_SCHEMA_ID + child : absolutize(child);
  }
  return copy;
}

function createAjv(): Ajv2020 {
  // OpenAPI adds keywords JSON Schema does not know (discriminator, example, x-…): not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  // Formats of the published document that name a kind of text, not a syntax ajv could check.
  ajv.addFormat('emoji', true);
  ajv.addFormat('icon', true);
  ajv.addSchema({ $id: PUBLISHED_SCHEMA_ID, components: publishedDocument.components });
  return ajv;
}

const ajv = createAjv();
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** A validator for a fragment of the published document (a response or request schema). */
export function publishedValidator(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (validate === undefined) {
    validate = ajv.compile(absolutize(schema) as JsonSchema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** ajv's errors as short lines (`/items/0/urls must have required property 'app'`). */
export function describeAjvErrors(errors: readonly ErrorObject[] | null | undefined, max = 6): string {
  if (!errors?.length) return '';
  const lines = errors.slice(0, max).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`);
  if (errors.length > max) lines.push(`… and ${errors.length - max} more`);
  return lines.join('; ');
}
