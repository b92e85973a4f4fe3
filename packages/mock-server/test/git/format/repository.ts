/** Snapshots of repositories for the format's tests: files by path, blob ids as Git computes them. */
import { createHash } from 'node:crypto';
import type { RepositoryFile, RepositorySnapshot } from '../../../src/domain/git/repository-model.js';

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
