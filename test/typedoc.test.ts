/**
 * `npm run docs`: typedoc builds the API site of the three packages with warnings treated as errors, so a
 * public export without TSDoc, a broken `{@link}` or an unexported type in a public signature fails here.
 * The site opens on the SDK's README, groups the SDK by area of the API, and shows each resource's fields
 * with their descriptions.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/paths.js';

const typedocBin = join(repoRoot, 'node_modules/.bin/typedoc');

/** A page's text without tags, scripts and repeated spaces. */
const text = (html: string) =>
  html
    .replace(/<script[^]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

// The site is some 30 MB: removed after the run, so that runs do not pile them up in the temporary folder.
const out = mkdtempSync(join(tmpdir(), 'docpub-typedoc-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('typedoc', () => {
  it('documents every public export of the three packages without a warning', () => {
    // typedoc.json holds the settings `npm run docs` uses; only the output folder differs. Type errors are
    // `npm test`'s typecheck's to find (it runs before vitest), so typedoc does not check them a second time.
    const run = spawnSync(typedocBin, ['--out', out, '--skipErrorChecking'], { cwd: repoRoot, encoding: 'utf8', timeout: 540_000 });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).not.toMatch(/\[warning\]|\[error\]/);

    const index = readFileSync(join(out, 'index.html'), 'utf8');
    const modules = readFileSync(join(out, 'modules.html'), 'utf8');
    for (const module of ['@docpub/sdk', 'contract', '@docpub/sdk/visitor', '@docpub/mock-server', '@docpub/conformance']) {
      expect(modules).toContain(module);
    }
    expect(existsSync(join(out, 'classes'))).toBe(true);
    // The SDK's README is the landing page.
    expect(index).toContain('Typed client for the DocPub');

    // A resource's page lists its fields, each with its description, not `z.infer<typeof space>`.
    const space = text(readFileSync(join(out, 'interfaces/_docpub_sdk.Space.html'), 'utf8'));
    expect(space).toContain('Interface Space');
    expect(space).not.toContain('z.infer');
    expect(space).toMatch(/title\s*:\s*string\s*The space's title, shown in the app and on published sites\./);
    expect(space).toMatch(/visibility\s*:[^]*?"public"[^]*?Who may read the content:\s*public\s*,/);
    expect(space).toMatch(/revision\s*:\s*string\s*Id of the primary revision\./);

    // The SDK's module is grouped by area of the API.
    const sdk = text(readFileSync(join(out, 'modules/_docpub_sdk.html'), 'utf8'));
    for (const area of ['Spaces', 'Content', 'Change requests', 'Site structure', 'Client, errors and helpers']) {
      expect(sdk).toContain(area);
    }
  }, 600_000);
});
