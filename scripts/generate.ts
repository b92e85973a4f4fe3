/**
 * `npm run generate` (also `npm run generate:types`): writes every file generated from the contract — the SDK's
 * named types (packages/sdk/src/types/), the type test holding them to the schemas, the API overview
 * (packages/sdk/api.md), the operation descriptors and the response checkers (packages/sdk/src/generated/), the
 * world file's JSON Schema and the demo world's module of the reference server (scripts/generated.ts).
 * `-- --check` writes nothing and exits 1 when a file differs from what would be written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMAND, generateAll } from './generated.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const { files, types } = generateAll(root);
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
