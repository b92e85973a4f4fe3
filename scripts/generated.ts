/**
 * Every file `npm run generate` writes, as text by path: the SDK's named types, their type test and the API
 * overview (types/generate.ts), and the operation descriptors and response checkers (checks/generate.ts).
 * Output depends only on the repository's sources, in a fixed order.
 */
import { generateCheckFiles } from './checks/generate.js';
import { COMMAND, generateFiles } from './types/generate.js';

export { COMMAND };

export function generateAll(root: string): { files: Map<string, string>; types: number } {
  const { files, types } = generateFiles(root);
  return { files: new Map([...files, ...generateCheckFiles(COMMAND)]), types };
}
