/**
 * Every file `npm run generate` writes, as text by path: the SDK's named types, their type test and the API
 * overview (types/generate.ts), the operation descriptors and response checkers (checks/generate.ts), the
 * world file's JSON Schema of the reference server (also written alone by `npm run generate:world-schema`) and
 * the reference server's demo world module, made from its world file (demo-world.ts).
 * Output depends only on the repository's sources, in a fixed order.
 */
import { generateCheckFiles } from './checks/generate.js';
import { COMMAND, generateFiles } from './types/generate.js';
import { WORLD_FILE_SCHEMA_PATH, worldFileJsonSchemaText } from '../packages/mock-server/src/worlds/world-file-json-schema.js';
import { DEMO_WORLD_MODULE, demoWorldModuleText } from './demo-world.js';

export { COMMAND };

export function generateAll(root: string): { files: Map<string, string>; types: number } {
  const { files, types } = generateFiles(root);
  return {
    files: new Map([
      ...files,
      ...generateCheckFiles(COMMAND),
      [`packages/mock-server/${WORLD_FILE_SCHEMA_PATH}`, worldFileJsonSchemaText()],
      [DEMO_WORLD_MODULE, demoWorldModuleText(root)],
    ]),
    types,
  };
}
