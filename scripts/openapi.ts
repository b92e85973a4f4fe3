/**
 * `npm run openapi [-- <file>]`: writes the OpenAPI 3.1 document of the API, generated from the contract,
 * to `docs/openapi.json` (or the file given).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './openapi/document.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = resolve(process.argv[2] ?? resolve(root, 'docs/openapi.json'));
const document = buildOpenApiDocument();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(
  `Wrote ${target}: ${Object.keys(document.paths).length} paths, ` +
    `${Object.keys(document.components.schemas).length} schemas.`,
);
