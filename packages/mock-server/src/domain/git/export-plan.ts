/**
 * What an export writes, from the format's plan (format/write.ts) over the branch's tip: each written file as a
 * blob of the in-memory repository, the paths removed, and where every page, file and reusable content now lives.
 */
import git from 'isomorphic-git';
import { writeSpaceToRepository } from './format/index.js';
import type { ExportJob, ExportOutcome } from './git-job-types.js';
import type { MemoryRepository } from './transport/memory-repository.js';
import { writeBlob } from './transport/write-commit.js';

/** The blobs to write (path → id, already in the object store), the paths to remove, and the records' new `git`. */
export interface WrittenPlan {
  written: Map<string, string>;
  deletes: string[];
  blobs: ExportOutcome['blobs'];
}

/** Plans the export of `job.space` over the tip's files (path → blob id). */
export async function planExport(repository: MemoryRepository, job: ExportJob, tipFiles: Map<string, string>): Promise<WrittenPlan> {
  const projectDirectory = (job.projectDirectory ?? '').split('/').filter(Boolean).join('/');
  const configPath = projectDirectory === '' ? '.gitbook.yaml' : `${projectDirectory}/.gitbook.yaml`;
  const configOid = tipFiles.get(configPath);
  const config =
    configOid === undefined ? undefined : (await git.readBlob({ fs: repository.fs, gitdir: repository.gitdir, cache: repository.cache, oid: configOid })).blob;
  const plan = writeSpaceToRepository(job.space, { files: tipFiles, ...(config === undefined ? {} : { config }) }, projectDirectory);
  const written = new Map<string, string>();
  for (const [path, bytes] of plan.writes) written.set(path, await writeBlob(repository, bytes));
  const blobs: WrittenPlan['blobs'] = new Map();
  for (const [id, path] of plan.paths) {
    const oid = written.get(path) ?? tipFiles.get(path);
    if (oid !== undefined) blobs.set(id, { path, oid });
  }
  return { written, deletes: plan.deletes, blobs };
}
