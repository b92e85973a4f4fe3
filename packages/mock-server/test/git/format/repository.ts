/** Snapshots of repositories for the format's tests: files by path, blob ids as Git computes them. */
import { createHash } from 'node:crypto';
import { resolveFileReferences } from '../../../src/domain/git/format/index.js';
import type { ExportablePage, ExportableSpace, ImportedPage, ImportedSpace, RepositoryFile, RepositorySnapshot } from '../../../src/domain/git/repository-model.js';

const encoder = new TextEncoder();

/** The Git blob id of some bytes. */
export function blobId(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** A snapshot of files given as text (or bytes), by path. */
export function snapshotOf(files: Record<string, string | Uint8Array>, projectDirectory = ''): RepositorySnapshot {
  const map = new Map<string, RepositoryFile>();
  for (const [path, content] of Object.entries(files)) {
    const bytes = typeof content === 'string' ? encoder.encode(content) : content;
    map.set(path, { path, oid: blobId(bytes), bytes });
  }
  return { commit: 'c'.repeat(40), message: 'docs', projectDirectory, files: map, skipped: [] };
}

/** A snapshot of the tip after an export plan was applied to `before`. */
export function applyPlan(before: RepositorySnapshot, plan: { writes: Map<string, Uint8Array>; deletes: string[] }): RepositorySnapshot {
  const files = new Map(before.files);
  for (const path of plan.deletes) files.delete(path);
  for (const [path, bytes] of plan.writes) files.set(path, { path, oid: blobId(bytes), bytes });
  return { ...before, files };
}

/** The tip's files as export sees them: path → blob id. */
export function tipOf(snapshot: RepositorySnapshot): Map<string, string> {
  return new Map([...snapshot.files].map(([path, file]) => [path, file.oid]));
}

/** A file's text in a snapshot. */
export function textAt(snapshot: RepositorySnapshot, path: string): string | undefined {
  const file = snapshot.files.get(path);
  return file && new TextDecoder().decode(file.bytes);
}

/** An imported space as export sees it once the Git layer applied it: ids kept by path, `gitPath` recorded. */
export function asSynced(read: ImportedSpace, paths?: Map<string, string>): ExportableSpace {
  const known = new Map([...(paths ?? [])].map(([id, path]) => [path, id]));
  const idOfPath = { get: (path: string): string => known.get(path) ?? `id:${path}` };
  const owned = [...read.files, ...read.reusableContents].map((item) => item.path);
  const resolve = (text: string) => resolveFileReferences(text, (path) => idOfPath.get(path));
  let counter = 0;
  const toPage = (page: ImportedPage): ExportablePage => ({
    id: (page.git && idOfPath.get(page.git.path)) ?? `read${(counter += 1)}`,
    kind: page.kind,
    title: page.title,
    slug: page.slug,
    ...(page.git ? { gitPath: page.git.path } : {}),
    ...(page.markdown !== undefined ? { markdown: resolve(page.markdown) } : {}),
    ...(page.href !== undefined ? { href: resolve(page.href) } : {}),
    ...(page.description !== undefined ? { description: page.description } : {}),
    ...(page.icon !== undefined ? { icon: page.icon } : {}),
    ...(page.emoji !== undefined ? { emoji: page.emoji } : {}),
    ...(page.hidden ? { hidden: true } : {}),
    ...(page.cover ? { cover: { fileId: idOfPath.get(page.cover.path), yPos: page.cover.yPos } } : {}),
    ...(page.layout ? { layout: page.layout } : {}),
    children: page.children.map(toPage),
  });
  return {
    pages: read.pages.map(toPage),
    files: read.files.map((file) => ({ id: idOfPath.get(file.path), name: file.name, contentType: file.contentType, gitPath: file.path, bytes: file.bytes })),
    reusableContents: read.reusableContents.map((r) => ({ id: idOfPath.get(r.path), title: r.title, markdown: resolve(r.markdown), gitPath: r.path })),
    syncedPaths: paths ? [...paths.values()] : owned,
  };
}

