/**
 * A docs-as-code repository of a given size for the Git sync row, in the service's format: `SUMMARY.md` with
 * groups of sections, each section a `README.md` with sub-pages, every page linking an asset and its next
 * sibling, and the assets under `.gitbook/assets/`. Written in one `git fast-import` stream into a bare
 * repository, which is far quicker than committing a work tree of a thousand files.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** How big the repository is. */
export interface DocsRepositorySize {
  /** Page groups (`## Group n` in `SUMMARY.md`). */
  groups: number;
  /** Sections per group: pages at `<group>/<section>/README.md`. */
  sections: number;
  /** Pages per section besides its README. */
  subPages: number;
  /** Assets in `.gitbook/assets/`. */
  assets: number;
  /** Bytes of each asset (incompressible, as images are). */
  assetBytes: number;
  /** Characters of prose in each page. */
  pageChars: number;
}

/** What was written. */
export interface DocsRepository {
  commit: string;
  pages: number;
  assets: number;
  /** Bytes of every file of the commit. */
  bytes: number;
}

const PROSE = 'Install the command line tool, sign in with your token, then publish the space from its settings. ';

/** Bytes that look random and are the same from run to run (a xorshift stream). */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let index = 0; index < length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

function pageText(title: string, asset: string, next: string | undefined, chars: number): string {
  const prose = PROSE.repeat(Math.ceil(chars / PROSE.length)).slice(0, chars);
  const link = next === undefined ? '' : `\n\nNext: [the next page](${next}).\n`;
  return `---\ndescription: About ${title.toLowerCase()}\n---\n\n# ${title}\n\n${prose}\n\n![Figure](${asset})${link}`;
}

/** The files of the repository, by path, with the SUMMARY.md that lists its pages. */
function filesOf(size: DocsRepositorySize): { files: Map<string, Buffer>; pages: number } {
  const files = new Map<string, Buffer>();
  const summary = ['# Table of contents\n', '* [Welcome](README.md)'];
  const assetOf = (index: number) => `.gitbook/assets/figure-${index % size.assets}.png`;
  files.set('README.md', Buffer.from(pageText('Welcome', assetOf(0), undefined, size.pageChars)));
  let pages = 1;
  for (let group = 0; group < size.groups; group++) {
    summary.push(`\n## Group ${group}\n`);
    for (let section = 0; section < size.sections; section++) {
      const dir = `g${group}/s${section}`;
      const title = `Section ${group}.${section}`;
      summary.push(`* [${title}](${dir}/README.md)`);
      files.set(`${dir}/README.md`, Buffer.from(pageText(title, `../../${assetOf(pages)}`, 'p0.md', size.pageChars)));
      pages++;
      for (let sub = 0; sub < size.subPages; sub++) {
        const subTitle = `Topic ${group}.${section}.${sub}`;
        summary.push(`  * [${subTitle}](${dir}/p${sub}.md)`);
        const next = sub + 1 < size.subPages ? `p${sub + 1}.md` : undefined;
        files.set(`${dir}/p${sub}.md`, Buffer.from(pageText(subTitle, `../../${assetOf(pages)}`, next, size.pageChars)));
        pages++;
      }
    }
  }
  files.set('SUMMARY.md', Buffer.from(`${summary.join('\n')}\n`));
  for (let asset = 0; asset < size.assets; asset++) files.set(assetOf(asset), noise(size.assetBytes, asset + 1));
  files.set('scripts/build.sh', Buffer.from('npm run build\n'));
  return { files, pages };
}

/** The `git fast-import` stream of one commit on `main` holding `files`. */
function fastImportStream(files: Map<string, Buffer>): Buffer {
  const chunks: Buffer[] = [];
  const paths = [...files.keys()];
  paths.forEach((path, index) => {
    const content = files.get(path)!;
    chunks.push(Buffer.from(`blob\nmark :${index + 1}\ndata ${content.length}\n`), content, Buffer.from('\n'));
  });
  const message = 'Write the docs';
  chunks.push(Buffer.from(`commit refs/heads/main\ncommitter Docs Team <docs@example.test> 1767225600 +0000\ndata ${message.length}\n${message}\n`));
  paths.forEach((path, index) => chunks.push(Buffer.from(`M 100644 :${index + 1} ${path}\n`)));
  chunks.push(Buffer.from('done\n'));
  return Buffer.concat(chunks);
}

/** Creates the bare repository `<root>/<name>.git` holding one commit of a docs repository of `size`. */
export function writeDocsRepository(root: string, name: string, size: DocsRepositorySize): DocsRepository {
  const bare = join(root, `${name}.git`);
  const run = (args: string[], input?: Buffer) =>
    execFileSync('git', args, { cwd: root, input, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } })
      .toString('utf8')
      .trim();
  run(['init', '--quiet', '--bare', '--initial-branch=main', bare]);
  run(['--git-dir', bare, 'config', 'http.receivepack', 'true']);
  const { files, pages } = filesOf(size);
  run(['--git-dir', bare, 'fast-import', '--quiet', '--done'], fastImportStream(files));
  const bytes = [...files.values()].reduce((sum, content) => sum + content.length, 0);
  return { commit: run(['--git-dir', bare, 'rev-parse', 'refs/heads/main']), pages, assets: size.assets, bytes };
}

/** Moves `main` of the bare repository back to `commit` (what an export pushed on top is dropped from the branch). */
export function resetBranch(root: string, name: string, commit: string): void {
  execFileSync('git', ['--git-dir', join(root, `${name}.git`), 'update-ref', 'refs/heads/main', commit]);
}
