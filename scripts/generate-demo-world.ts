/**
 * `npm run generate:demo-world`: writes the demo world's module (packages/mock-server/src/demo/demo-world.ts) from
 * its world file. `-- --check` writes nothing and exits 1 when the module differs from what would be written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_WORLD_MODULE, demoWorldModuleText } from './demo-world.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const path = join(root, DEMO_WORLD_MODULE);
const text = demoWorldModuleText(root);
const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`Stale: ${DEMO_WORLD_MODULE}. Run \`npm run generate:demo-world\`.`);
    process.exit(1);
  }
  console.log(`${DEMO_WORLD_MODULE} is up to date.`);
} else if (current !== text) {
  writeFileSync(path, text);
  console.log(`Wrote ${DEMO_WORLD_MODULE}.`);
} else {
  console.log(`${DEMO_WORLD_MODULE} is up to date.`);
}
