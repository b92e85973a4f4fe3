/**
 * A captured space's Git sync, as a world file keeps it (docs/worlds.md, "Capturing a deployment"): what the
 * API shows of it (`gitSync`: the repository URL, when it changed, its name and host), and what the primary
 * revision's Git details tell of the last sync — its branch (`git.ref`), its commit (`git.oid`), and the prefix of
 * commit links (`git.url` less the commit id, the request's `repoCommitURL`). The API shows no `repoTreeURL`, so a
 * capture cannot keep one. Credentials in any of these URLs are removed when the file is scrubbed.
 */
import type { Revision, Space } from '@docpub/sdk';
import type { WorldFile } from '../worlds/world-file-schema.js';
import { pick } from './map-content.js';

type GitSyncEntry = NonNullable<NonNullable<WorldFile['spaces']>[number]['gitSync']>;

/** The world-file `gitSync` of `space` whose primary revision is `content`; undefined when it was never synced. */
export function gitSyncEntry(space: Space, content: Revision): GitSyncEntry | undefined {
  const shown = space.gitSync;
  if (shown?.url === undefined) return undefined;
  const commit = content.git;
  const commitLink = commit?.url !== undefined && commit.url.endsWith(commit.oid) ? commit.url.slice(0, -commit.oid.length) : undefined;
  return {
    url: shown.url,
    updatedAt: shown.updatedAt ?? space.updatedAt,
    ...pick(shown, ['repoName', 'installationProvider']),
    ...(commit?.ref === undefined ? {} : { ref: commit.ref }),
    ...(commit === undefined ? {} : { lastCommit: commit.oid }),
    ...(commitLink === undefined || commitLink === '' ? {} : { repoCommitURL: commitLink }),
  };
}
