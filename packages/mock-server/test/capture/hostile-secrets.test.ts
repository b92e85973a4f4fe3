/**
 * A capture of a deployment that hides secrets where the first scrubbing did not look, tried as an attacker
 * (or a careless integration) would: secret members under names other than the usual ones (`passphrase`,
 * `accessKey`, `signing_key`, `Access-Key`, `ACCESSKEY`…), the capturing token echoed back in any field (in
 * text, in a URL percent-encoded, as a member's name), and e-mail addresses in spellings beyond ASCII (other
 * scripts, quoted local parts, a percent-encoded `@`). None of them reaches the file; its header names where.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { captureWorld } from '../../src/capture/capture.js';
import { hostileDeployment, type HostileDeployment } from './hostile-deployment.js';

const HIDDEN = {
  passphrase: 'pp-value-1',
  accessKey: 'ak-value-2',
  signingKey: 'sk-value-3',
  encryptionKey: 'ek-value-4',
  access_key: 'ak-value-5',
  'Access-Key': 'ak-value-6',
  ACCESSKEY: 'ak-value-7',
  'db.Password': 'pw-value-8',
  awsCredentials: 'cr-value-9',
  refresh_TOKEN: 'tk-value-10',
};

const EMAILS = ['jose@münchen-corp.de', '"john doe"@corp.test', 'josé.garcía@corp.test', 'Ünïcode.name@corp.test'];

const WORLD = `
format: docpub-world/1
organizations: [{ id: org, title: Org }]
users: [{ id: owner, displayName: Owner, email: owner@corp.test, tokens: [hostile-capture-token] }]
memberships: [{ organizationId: org, userId: owner, role: admin }]
spaces:
  - id: docs
    organizationId: org
    title: Docs
    pages:
      - id: p1
        title: Contacts
        markdown: ${JSON.stringify(`Write to ${EMAILS.join(', ')}, or open https://crm.corp.test/find?email=jos%C3%A9%40corp.test and https://crm.corp.test/find?email=jose%40m%C3%BCnchen-corp.de&x=1. Session: ECHO-TOKEN; link: https://api.corp.test/x?auth=ECHO-ENCODED`)}
integrations:
  - name: vault
    ownerId: org
    title: Vault
    description: Keeps things.
    configurations: { space: ${JSON.stringify({ ...HIDDEN, endpoint: 'https://vault.corp.test/v1', publicKeyId: 'kid-1', 'ECHO-TOKEN': 'as a name' })} }
installations:
  - { spaceId: docs, integrationName: vault }
`;

describe('capturing a deployment that hides secrets and addresses in unusual spellings', () => {
  let deployment: HostileDeployment;
  let base: string;
  let token: string;

  beforeAll(async () => {
    // The deployment echoes the caller's token where its data says ECHO-TOKEN (as is) or ECHO-ENCODED (in a URL).
    deployment = await hostileDeployment(WORLD, 'owner', async ({ bearer }, real) => {
      const { status, text } = await real();
      return { status, text: text.replaceAll('ECHO-TOKEN', bearer).replaceAll('ECHO-ENCODED', encodeURIComponent(`${bearer}/`)) };
    });
    ({ base, token } = deployment);
  });
  afterAll(async () => {
    await deployment.close();
  });

  it('writes no secret-named member, nor the capturing token in any spelling, and says where they were', async () => {
    const text = await captureWorld({ baseUrl: base, token });
    for (const value of Object.values(HIDDEN)) expect(text, value).not.toContain(value);
    expect(text).not.toContain(token);
    expect(text).not.toContain(encodeURIComponent(token));
    const header = text.split('\n').filter((line) => line.startsWith('#')).join('\n');
    for (const name of Object.keys(HIDDEN)) expect(header).toContain(`integrations[0].configurations.space.${name}`);
    expect(header).toContain('revisions[0].content.pages[0].markdown (the capturing token)');
    expect(header).toContain('integrations[0].configurations.space (a member name) (the capturing token)');
    // What is no secret stays: a URL, a key's id (a name that does not end in "key").
    expect(text).toContain('https://vault.corp.test/v1');
    expect(text).toContain('kid-1');
  });

  it('pseudonymises e-mail addresses in any script, quoted, or with a percent-encoded @, local part whole', async () => {
    const text = await captureWorld({ baseUrl: base, token });
    for (const fragment of ['münchen', 'john doe', 'jose', 'josé', 'garcí', 'Ünïcode', '%C3%A9', 'corp.test/find?email=j']) {
      expect(text, fragment).not.toContain(fragment);
    }
    const markdown = (parse(text) as { revisions: { content: { pages: { markdown: string }[] } }[] }).revisions[0]!.content.pages[0]!.markdown;
    // Each address whole: user-<n>@example.invalid and nothing of its local part before it.
    expect(markdown).toMatch(/^Write to user-\d+@example\.invalid, user-\d+@example\.invalid, user-\d+@example\.invalid, user-\d+@example\.invalid, or open/);
    // An address in a URL keeps its encoding, and one person keeps one pseudonym however the address is spelled.
    const jose = /Write to (user-\d+)@/.exec(markdown)![1]!;
    expect(markdown).toContain(`https://crm.corp.test/find?email=${jose}%40example.invalid&x=1.`);
    expect(markdown).toMatch(/https:\/\/crm\.corp\.test\/find\?email=user-\d+%40example\.invalid and/);
  });
});
