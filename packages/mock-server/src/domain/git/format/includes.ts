/**
 * Reusable content: one markdown file per block below `.gitbook/includes/` under the root, titled by its
 * frontmatter `title` (else the file's name without `.md`), used in pages as `{% include "../.gitbook/includes/x.md" %}`
 * (the include block itself stays in the page as written).
 */
import { frontmatterBlock, splitFrontmatter } from './frontmatter.js';
import { baseName, isWithin, textOf } from './paths.js';
import type { RepositoryFile } from '../repository-model.js';

/** A reusable content as read: the file, its title and its markdown with its links still as written. */
export interface IncludeFile {
  file: RepositoryFile;
  title: string;
  markdown: string;
}

/** The include files of a snapshot (markdown below the includes folder), in path order. */
export function readIncludes(files: Iterable<RepositoryFile>, includesFolder: string, warnings: string[]): IncludeFile[] {
  const includes: IncludeFile[] = [];
  for (const file of files) {
    if (!isWithin(includesFolder, file.path) || !file.path.endsWith('.md')) continue;
    const text = textOf(file.bytes);
    const split = splitFrontmatter(text);
    if (split.problem) warnings.push(`${file.path}: ${split.problem}; it is ignored`);
    const title = split.data['title'];
    const named = typeof title === 'string' && title.trim() !== '' ? title.trim() : baseName(file.path).slice(0, -'.md'.length);
    // The blank line after the frontmatter is the block's, not the markdown's.
    const markdown = split.body === text ? text : split.body.replace(/^\r?\n/, '');
    includes.push({ file, title: named, markdown });
  }
  return includes.sort((a, b) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
}

/** An include file's text: frontmatter `title`, a blank line, the markdown. */
export function includeFileText(title: string, markdown: string): string {
  return `${frontmatterBlock({ title })}${markdown}`;
}
