/**
 * `npm run docs`: typedoc builds the API site of the three packages with warnings treated as errors, so a
 * public export without TSDoc, a broken `{@link}` or an unexported type in a public signature fails here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/paths.js';

const typedocBin = join(repoRoot, 'node_modules/.bin/typedoc');

describe('typedoc', () => {
  it('documents every public export of the three packages without a warning', () => {
    const out = mkdtempSync(join(tmpdir(), 'docpub-typedoc-'));
    // typedoc.json holds the settings `npm run docs` uses; only the output folder differs.
    const run = spawnSync(typedocBin, ['--out', out], { cwd: repoRoot, encoding: 'utf8', timeout: 240_000 });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).not.toMatch(/\[warning\]|\[error\]/);

    const index = readFileSync(join(out, 'index.html'), 'utf8');
    for (const module of ['@docpub/sdk', 'contract', '@docpub/mock-server', '@docpub/conformance']) {
      expect(index).toContain(module);
    }
    expect(existsSync(join(out, 'classes'))).toBe(true);
  }, 300_000);
});
