/**
 * `npm run generate:types`: writes the SDK's named types (packages/sdk/src/types/), the type test holding
 * them to the schemas, and the API overview (packages/sdk/api.md), all generated from the contract, the
 * SDK's resource classes and docs/api-reference.md. `-- --check` writes nothing and exits 1 when a file
 * differs from what would be written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMAND, generateFiles } from './types/generate.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const { files, types } = generateFiles(root);
const stale = [...files].filter(([path, text]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== text);
if (check) {
  if (stale.length > 0) {
    console.error(`Stale generated files: ${stale.map(([path]) => path).join(', ')}. Run \`${COMMAND}\`.`);
    process.exit(1);
  }
  console.log(`${files.size} generated files are up to date (${types} types).`);
} else {
  for (const [path, text] of stale) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  console.log(`Wrote ${stale.length} of ${files.size} generated files (${types} types).`);
}
