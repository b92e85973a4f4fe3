/**
 * The world file's JSON Schema, derived from the zod schema that checks world files (world-file-schema.ts),
 * so editors complete and check the same shapes the server accepts. `npm run generate:world-schema` writes it
 * to `world-file.schema.json`, shipped as `@docpub/mock-server/world-file.schema.json`; a test fails when the
 * checked-in file drifts from this.
 *
 * Draft 7, the draft editors' YAML and JSON language servers check most widely. What the schema cannot say
 * (references between sections, unique ids, the limits on nesting) the server still checks on loading.
 */
import { z } from 'zod';
import { WORLD_FILE_FORMAT, worldFile } from './world-file-schema.js';

/** Where the schema is published inside the package. */
export const WORLD_FILE_SCHEMA_PATH = 'world-file.schema.json';

/** The JSON Schema of a world file, as the text checked in (two-space indents, a final newline). */
export function worldFileJsonSchemaText(): string {
  const schema = z.toJSONSchema(worldFile, { io: 'input', target: 'draft-7', unrepresentable: 'any', reused: 'ref' });
  const described = {
    $schema: schema.$schema,
    $id: `https://unpkg.com/@docpub/mock-server/${WORLD_FILE_SCHEMA_PATH}`,
    title: `DocPub world file (${WORLD_FILE_FORMAT})`,
    description: 'A whole state of the DocPub reference server (docpub-mock --world, POST /__control/worlds). Generated from the server\'s own schema; do not edit.',
    ...schema,
  };
  return `${JSON.stringify(described, null, 2)}\n`;
}
