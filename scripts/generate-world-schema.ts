/**
 * `npm run generate:world-schema`: writes the world file's JSON Schema (packages/mock-server/world-file.schema.json)
 * from the reference server's schema of world files. `-- --check` writes nothing and exits 1 when the file
 * differs from what would be written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WORLD_FILE_SCHEMA_PATH, worldFileJsonSchemaText } from '../packages/mock-server/src/worlds/world-file-json-schema.js';

const path = fileURLToPath(new URL(`../packages/mock-server/${WORLD_FILE_SCHEMA_PATH}`, import.meta.url));
const text = worldFileJsonSchemaText();
const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`Stale: packages/mock-server/${WORLD_FILE_SCHEMA_PATH}. Run \`npm run generate:world-schema\`.`);
    process.exit(1);
  }
  console.log(`packages/mock-server/${WORLD_FILE_SCHEMA_PATH} is up to date.`);
} else if (current !== text) {
  writeFileSync(path, text);
  console.log(`Wrote packages/mock-server/${WORLD_FILE_SCHEMA_PATH}.`);
} else {
  console.log(`packages/mock-server/${WORLD_FILE_SCHEMA_PATH} is up to date.`);
}
