/**
 * `npm run bench:capture`: what `docpub-mock capture` costs, for the demo world and for a world about 100 times
 * larger (by default 150 spaces of 25 pages, 2 change requests and 3 comments each: its file is about 100 times
 * the demo's; `npm run bench:capture -- 1500 25` for about ten times that). A reference server (dist/cli.js)
 * serves each world in its own process; the capture runs in another under `/usr/bin/time -v`, so its peak
 * resident memory is its own. Prints wall time, peak RSS and the file's size, and the ratios between the two
 * runs. Nothing is asserted: the figures are printed for the reader (the target is a peak under 300 MB).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../packages/mock-server/dist/cli.js', import.meta.url));
const SPACES = Number(process.argv[2] ?? 150);
const PAGES = Number(process.argv[3] ?? 25);

/**
 * A world of `spaces` spaces of `pages` pages, each with a paragraph of markdown, in one organization; each space
 * with two change requests, one reviewed, and three comments with a reply each, as the demo's API space has.
 */
function bigWorld(spaces: number, pages: number): string {
  const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8);
  const lines = [
    'format: docpub-world/1',
    'organizations: [{ id: big, title: Big }]',
    'users:',
    '  - { id: owner, displayName: Owner, email: owner@big.test, tokens: [big-owner-token] }',
    '  - { id: writer, displayName: Writer, email: writer@big.test }',
    'memberships: [{ organizationId: big, userId: owner, role: admin }, { organizationId: big, userId: writer, role: edit }]',
    'spaces:',
  ];
  for (let s = 0; s < spaces; s += 1) {
    lines.push(`  - id: s${s}`, '    organizationId: big', `    title: Space ${s}`, '    pages:');
    for (let p = 0; p < pages; p += 1) lines.push(`      - { id: s${s}p${p}, title: Page ${p}, markdown: "# Page ${p}\\n\\n${paragraph}" }`);
  }
  lines.push('changeRequests:');
  for (let s = 0; s < spaces; s += 1) {
    lines.push(`  - { id: s${s}cr1, spaceId: s${s}, subject: First change, createdById: writer }`);
    lines.push(`  - { id: s${s}cr2, spaceId: s${s}, subject: Second change, status: draft, createdById: writer }`);
  }
  lines.push('comments:');
  for (let s = 0; s < spaces; s += 1) {
    for (let c = 0; c < 3; c += 1) {
      lines.push(`  - { id: s${s}c${c}, spaceId: s${s}, authorId: writer, markdown: "${paragraph}", target: { pageId: s${s}p${c} }, replies: [{ id: s${s}c${c}r, authorId: owner, markdown: Agreed. }] }`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function serve(args: string[], dir: string): Promise<{ url: string; stop: () => void }> {
  const ready = join(dir, `ready-${Date.now()}.json`);
  const child = spawn(process.execPath, [CLI, '--port', '0', '--quiet', '--ready-file', ready, ...args], { stdio: 'ignore' });
  for (let waited = 0; !existsSync(ready); waited += 100) {
    if (waited > 120_000) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { url } = JSON.parse(readFileSync(ready, 'utf8')) as { url: string };
  return { url, stop: () => child.kill('SIGTERM') };
}

function peakOf(stderr: string): number {
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function run(label: string, args: string[], token: string, dir: string) {
  const server = await serve(args, dir);
  try {
    const out = join(dir, `${label}.yaml`);
    const start = performance.now();
    const result = spawnSync('/usr/bin/time', ['-v', process.execPath, CLI, 'capture', '--base-url', server.url, '--out', out], {
      env: { ...process.env, DOCPUB_TOKEN: token },
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const stderr = result.stderr.toString();
    if (result.status !== 0) throw new Error(`capture failed: ${stderr.slice(0, 2000)}`);
    const seconds = (performance.now() - start) / 1000;
    const row = { label, seconds, peakMB: peakOf(stderr), fileMB: statSync(out).size / 1e6 };
    console.log(`${label}: ${row.seconds.toFixed(2)} s, peak RSS ${row.peakMB.toFixed(1)} MB, file ${row.fileMB.toFixed(2)} MB`);
    return row;
  } finally {
    server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-capture-'));
try {
  const demo = await run('demo', [], 'demo-admin-token', dir);
  const worldPath = join(dir, 'big-world.yaml');
  writeFileSync(worldPath, bigWorld(SPACES, PAGES));
  const big = await run(`big (${SPACES} spaces x ${PAGES} pages)`, ['--world', worldPath], 'big-owner-token', dir);
  console.log(`ratios big/demo: time ${(big.seconds / demo.seconds).toFixed(1)}x, peak RSS ${(big.peakMB / demo.peakMB).toFixed(1)}x, file ${(big.fileMB / demo.fileMB).toFixed(1)}x`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
