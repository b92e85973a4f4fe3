/**
 * A page's markdown file: frontmatter (`description`, `icon`, `emoji`, `hidden`, `cover`, `coverY`, `layout`), a
 * first line `# <title>`, and the page's markdown as written. Frontmatter that is not valid YAML, or a field of the
 * wrong type, is ignored with a warning.
 *
 * Round trip: export writes `# <title>`, a blank line and the markdown; import drops a first `# heading` whose text
 * equals the title (both trimmed, compared case-sensitively) with the one blank line after it, so the markdown
 * comes back byte for byte. A heading that differs from the title stays in the markdown.
 */
import { COVER_SIZES } from '@docpub/sdk/contract';
import { isPlainObject } from '../../../core/plain-object.js';
import type { GitPageLayout } from '../repository-model.js';
import { frontmatterBlock, splitFrontmatter } from './frontmatter.js';
import { oneLine } from './summary.js';

/** The layout options DocPub keeps, by their frontmatter name (`layout.<name>.visible`). */
const VISIBILITY_OPTIONS = ['title', 'description', 'tableOfContents', 'outline', 'pagination'] as const;

/** The settings a page file's frontmatter carries. */
export interface PageFileSettings {
  description?: string;
  icon?: string;
  emoji?: string;
  hidden?: boolean;
  /** The cover as written: a path relative to the page's file, and its vertical position. */
  cover?: { target: string; yPos: number };
  layout?: GitPageLayout;
}

/** What a page's file says besides its title. */
export interface PageFileFacts extends PageFileSettings {
  /** The text after the frontmatter. */
  body: string;
  /** The frontmatter's `title` (read only where no `SUMMARY.md` names the page). */
  title?: string;
  /** The first line's `# heading`, when the body starts with one. */
  heading?: string;
}

/** The body without the blank lines that open it and its first line when that is a `# heading`. */
function headingOf(body: string): { heading: string; rest: string } | undefined {
  let start = 0;
  while (start < body.length) {
    const end = body.indexOf('\n', start);
    const line = body.slice(start, end < 0 ? body.length : end);
    if (line.trim() !== '') break;
    if (end < 0) return undefined;
    start = end + 1;
  }
  const end = body.indexOf('\n', start);
  const line = body.slice(start, end < 0 ? body.length : end).replace(/\r$/, '');
  if (!line.startsWith('# ')) return undefined;
  let rest = end < 0 ? '' : body.slice(end + 1);
  if (rest.startsWith('\n')) rest = rest.slice(1);
  else if (rest.startsWith('\r\n')) rest = rest.slice(2);
  return { heading: line.slice(2).trim(), rest };
}

/**
 * The markdown of a page titled `title`: its body without a first `# heading` equal to the title; otherwise the
 * body without the blank lines that separate it from the frontmatter.
 */
export function withoutTitleHeading(body: string, title: string): string {
  const found = headingOf(body);
  if (found && found.heading === title.trim()) return found.rest;
  let start = 0;
  while (body[start] === '\n' || (body[start] === '\r' && body[start + 1] === '\n')) start += body[start] === '\n' ? 1 : 2;
  return body.slice(start);
}

function layoutOf(value: unknown, problems: string[]): GitPageLayout | undefined {
  if (!isPlainObject(value)) {
    problems.push('layout is not a mapping');
    return undefined;
  }
  const layout: GitPageLayout = {};
  const visible = (option: unknown): boolean | undefined =>
    isPlainObject(option) && typeof option['visible'] === 'boolean' ? option['visible'] : undefined;
  for (const name of VISIBILITY_OPTIONS) {
    const shown = visible(value[name]);
    if (shown !== undefined) layout[name] = shown;
  }
  const cover = value['cover'];
  const shown = visible(cover);
  if (shown !== undefined) layout.cover = shown;
  const size = isPlainObject(cover) ? cover['size'] : undefined;
  if ((COVER_SIZES as readonly unknown[]).includes(size)) layout.coverSize = size as GitPageLayout['coverSize'];
  return Object.keys(layout).length > 0 ? layout : undefined;
}

const TEXT_FIELDS = ['description', 'icon', 'emoji', 'title'] as const;

/** The facts of a page file; `problems` names what was ignored (the caller adds the file's path). */
export function readPageFile(text: string, problems: string[]): PageFileFacts {
  const split = splitFrontmatter(text);
  if (split.problem) problems.push(split.problem);
  const data = split.data;
  const facts: PageFileFacts = { body: split.body };
  for (const field of TEXT_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') facts[field] = value;
    else if (value !== undefined && value !== null) problems.push(`frontmatter ${field} is not text`);
  }
  if (typeof data['hidden'] === 'boolean') facts.hidden = data['hidden'];
  else if (data['hidden'] !== undefined) problems.push('frontmatter hidden is not true or false');
  if (typeof data['cover'] === 'string' && data['cover'] !== '') {
    const yPos = data['coverY'];
    facts.cover = { target: data['cover'], yPos: typeof yPos === 'number' && Number.isFinite(yPos) ? yPos : 0 };
  }
  if (data['layout'] !== undefined) {
    const layout = layoutOf(data['layout'], problems);
    if (layout) facts.layout = layout;
  }
  const heading = headingOf(split.body);
  if (heading) facts.heading = heading.heading;
  return facts;
}

/** A page to write: its title, markdown (links already relative) and the settings that are set. */
export interface PageFileContent extends PageFileSettings {
  title: string;
  markdown: string;
}

function layoutData(layout: GitPageLayout): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (layout.cover !== undefined || layout.coverSize !== undefined) {
    data['cover'] = {
      ...(layout.cover !== undefined ? { visible: layout.cover } : {}),
      ...(layout.coverSize !== undefined ? { size: layout.coverSize } : {}),
    };
  }
  for (const name of VISIBILITY_OPTIONS) if (layout[name] !== undefined) data[name] = { visible: layout[name] };
  return data;
}

/** A page's file text: frontmatter for the fields that are set, `# <title>`, a blank line, the markdown. */
export function pageFileText(page: PageFileContent): string {
  const data: Record<string, unknown> = {};
  if (page.description !== undefined && page.description !== '') data['description'] = page.description;
  if (page.icon !== undefined && page.icon !== '') data['icon'] = page.icon;
  if (page.emoji !== undefined && page.emoji !== '') data['emoji'] = page.emoji;
  if (page.hidden) data['hidden'] = true;
  if (page.cover) {
    data['cover'] = page.cover.target;
    data['coverY'] = page.cover.yPos;
  }
  const layout = page.layout ? layoutData(page.layout) : {};
  if (Object.keys(layout).length > 0) data['layout'] = layout;
  return `${frontmatterBlock(data)}# ${oneLine(page.title)}\n\n${page.markdown}`;
}
