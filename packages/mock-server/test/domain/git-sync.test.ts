// The URL helpers of Git sync; the sync itself is tested against real repositories in test/git/.
import { describe, expect, it } from 'vitest';
import { credentialFreeUrl, providerOf, repoNameOf } from '../../src/domain/spaces/git-sync.js';

const SECRET_URL = 'https://alice:s3cret-token@github.com/acme/handbook.git?access_token=qwerty#readme';

describe('URL helpers', () => {
  it('strip credentials, query and fragment', () => {
    expect(credentialFreeUrl(SECRET_URL)).toBe('https://github.com/acme/handbook.git');
    expect(credentialFreeUrl('https://token@gitlab.example.org/group/sub/repo')).toBe('https://gitlab.example.org/group/sub/repo');
  });

  it('name the repository from the path and the provider from the host', () => {
    expect(repoNameOf(SECRET_URL)).toBe('acme/handbook');
    expect(repoNameOf('https://gitlab.com/group/sub/repo/')).toBe('group/sub/repo');
    expect(repoNameOf('https://git.example.org/')).toBeUndefined();
    expect(providerOf(SECRET_URL)).toBe('github');
    expect(providerOf('https://gitlab.example.org/a/b')).toBe('gitlab');
    expect(providerOf('https://git.example.org/a/b')).toBeUndefined();
    expect(providerOf('https://git.example.org/a/b', { provider: 'gitlab' })).toBe('gitlab');
  });
});
