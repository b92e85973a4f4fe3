/**
 * Every example script runs here, exactly as a reader would run it (`tsx examples/<name>.ts`, which is also
 * how `npm start` runs the tour), so none can rot. The two testing examples are vitest files and run as
 * part of the suite on their own.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Runs an example; the environment must not point it at a deployment. */
async function runExample(name: string): Promise<string> {
  const env = { ...process.env };
  delete env.DOCPUB_BASE_URL;
  delete env.DOCPUB_TOKEN;
  const { stdout } = await run(tsx, [`examples/${name}.ts`], { cwd: root, env, timeout: 120_000 });
  return stdout;
}

/** The lines of `output` that match each of `patterns`, in order (a clearer failure than one big match). */
function expectLines(output: string, patterns: RegExp[]) {
  const lines = output.split('\n');
  let from = 0;
  for (const pattern of patterns) {
    const at = lines.findIndex((line, index) => index >= from && pattern.test(line));
    expect(at, `no line matching ${pattern} after line ${from} in:\n${output}`).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
}

describe.concurrent('examples', () => {
  it('tour (npm start) walks through every step', async () => {
    const output = await runExample('tour');
    expectLines(output, [
      /^1\. Spaces of the organization "acme"/,
      /• .*Handbook/,
      /^2\. /,
      /• #\d+ "Add a quickstart" is draft/,
      /^3\. /,
      /\/quickstart\/install +"Install" +← new/,
      /^4\. /,
      /: approved$/,
      /merge → result "merge", .*now merged/,
      /^5\. /,
      /page_created: \/quickstart$/,
      /^6\. /,
      /is open$/,
      /1 reply; now resolved by /,
      /^7\. /,
      /published: true, visibility share-link/,
      /share link "Beta readers": https?:\/\//,
      /a reader with the key sees "Acme developer docs"/,
      /^8\. /,
      /120 release-notes spaces seen, fetched lazily in [5-9] pages/,
      /^9\. /,
      /without retries: RateLimitError \(status 429\), retry after 1s/,
      /with retries \(the default\): answers 429 → 200/,
      /^10\. A reader visits the published site/,
      /GET http:\/\/docpub\.test\/sites\/acme\.docpub\.site\/acme-developer-docs\?share=\S+ → 200 text\/html; charset=utf-8, page "/,
      /as markdown \(\.md\) → 200: # Quickstart$/,
      /without the key → 404/,
      /^Tour complete: the reference server answered \d+ requests\./,
    ]);
  }, 120_000);

  it('quickstart signs in and lists spaces', async () => {
    expectLines(await runExample('quickstart'), [/^Signed in as /, /^Acme: \d+ spaces$/, /^ {2}- Handbook \(space-handbook\)$/]);
  }, 120_000);

  it('pagination shows every way to read a list', async () => {
    expectLines(await runExample('pagination'), [
      /^first page: 10 of 34 spaces, more: true$/,
      /^for await: 34 spaces$/,
      /^pages\(\): 4 pages of 10, 10, 10, 4$/,
      /^resumed from a saved token: 24 more spaces$/,
      /^toArray\(\{ max: 15 \}\): 15 spaces$/,
    ]);
  }, 120_000);

  it('errors and retries shows each typed error and each retry rule', async () => {
    expectLines(await runExample('errors-and-retries'), [
      /^NotFoundError 404$/,
      /^BadRequestError: .*title: must be/,
      /^PermissionDeniedError 403/,
      /^after a 429, retried: got "Handbook"$/,
      /^still limited after 1 retry: RateLimitError/,
      /^POST not retried: InternalServerError 503$/,
      /^POST with retry: true: created "Design notes"$/,
      /^network error: APIConnectionError$/,
      /^slow answer: APITimeoutError/,
    ]);
  }, 120_000);

  it('git-sync imports a repository, publishes it, exports an edit and reads the commit back', async () => {
    expectLines(await runExample('git-sync'), [
      /^1\. A repository at http:\/\/127\.0\.0\.1:\d+\/handbook\.git \(basic auth\), commit [0-9a-f]{7}$/,
      /^2\. Imported commit [0-9a-f]{7} \(createdByService: false\):$/,
      /^ {3}- Welcome \(document, README\.md\)$/,
      /^ {3}- Guides \(group/,
      /^ {5}- Install \(document, guides\/install\.md\)$/,
      /^3\. Published: GET \S+\/guides\/install\.md → 200: "Run `npm install docs-tool`\."$/,
      /^4\. Edited "Install" in change request #1, merged$/,
      /^5\. Exported: the primary revision is commit ([0-9a-f]{7}) \(createdByService: true\)$/,
      /^6\. The repository's main: [0-9a-f]{7} "DOCS-1: Say which version to install" by .+, committed by DocPub, parent [0-9a-f]{7}$/,
      /guides\/install\.md now reads: .*# Install\\n\\nRun `npm install docs-tool@2`\./,
      /LICENSE unchanged$/,
      /^7\. Git info .*: the token appears nowhere$/,
    ]);
  }, 180_000);

  it('conformance runs the suite programmatically', async () => {
    const output = await runExample('conformance');
    expectLines(output, [/^✓ \[spaces\] /, /^\d+ passed, 0 failed, \d+ skipped$/, /^operations reached: \d+ of \d+$/]);
  }, 180_000);
});
