/**
 * `toHaveReceived`: passes and fails as asked, with `.not`, `times` and deep-partial bodies; its failure names
 * the nearest call and its differences; it refuses to answer a count the journal cannot vouch for.
 */
import { DocPub } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { createServer, DEMO, docpubMatchers } from '../../src/index.js';

expect.extend(docpubMatchers);

declare module 'vitest' {
  interface Matchers<T = any> {
    toHaveReceived(operationId: string, expected?: object): T;
  }
}

function world(journal?: { capacity?: number }) {
  const server = createServer(journal === undefined ? {} : { journal });
  const handle = server.control.createWorld();
  const client = new DocPub({ token: handle.tokens[DEMO.tokens.admin]!, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0 });
  return { handle, client };
}

const failure = (run: () => void): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the assertion to fail');
};

describe('toHaveReceived', () => {
  it('passes on a deep-partial body, a count, and .not', async () => {
    const { handle, client } = world();
    await client.spaces.create(DEMO.organization, { title: 'Handbook', emoji: '1f4d8' } as never);
    expect(handle).toHaveReceived('createSpace');
    expect(handle).toHaveReceived('createSpace', { times: 1, body: { title: 'Handbook' } });
    expect(handle).toHaveReceived('createSpace', { params: { organizationId: DEMO.organization } });
    expect(handle).not.toHaveReceived('deleteSpace');
    expect(handle).not.toHaveReceived('createSpace', { body: { title: 'Runbook' } });
  });

  it('fails naming the count, the nearest call and each difference', async () => {
    const { handle, client } = world();
    await client.spaces.create(DEMO.organization, { title: 'Handbok' });
    const message = failure(() => expect(handle).toHaveReceived('createSpace', { times: 1, body: { title: 'Handbook' } }));
    expect(message).toContain(
      'expected createSpace to have been received 1 time with {"body":{"title":"Handbook"}}, but it was received 0 times (1 call(s) of createSpace in the journal)',
    );
    expect(message).toContain(`Nearest call: POST /v1/orgs/${DEMO.organization}/spaces`);
    expect(message).toContain('body.title: expected "Handbook", received "Handbok"');
    const twice = failure(() => expect(handle).toHaveReceived('createSpace', { times: 2 }));
    expect(twice).toContain('to have been received 2 times, but it was received 1 time');
    const negated = failure(() => expect(handle).not.toHaveReceived('createSpace'));
    expect(negated).toContain('expected createSpace not to have been received at least once, but it was received 1 time');
  });

  it('names the call with the obvious typo, not a later unrelated call with as many differences', async () => {
    const { handle, client } = world();
    await client.spaces.create(DEMO.organization, { title: 'Handbok', emoji: '📘' });
    await client.spaces.create(DEMO.organization, { title: 'Roadmap 2031' });
    const message = failure(() => expect(handle).toHaveReceived('createSpace', { body: { title: 'Handbook', emoji: '📗' } }));
    expect(message).toContain('body.title: expected "Handbook", received "Handbok"');
    expect(message).toContain('body.emoji: expected "📗", received "📘"');
    expect(message).not.toContain('Roadmap 2031');
  });

  it('refuses to answer a count when the journal dropped entries, whichever way it is asked', async () => {
    const { handle, client } = world({ capacity: 1 });
    await client.spaces.create(DEMO.organization, { title: 'One' });
    await client.spaces.create(DEMO.organization, { title: 'Two' });
    const counted = failure(() => expect(handle).toHaveReceived('createSpace', { times: 2 }));
    expect(counted).toMatch(/^cannot tell whether createSpace was received 2 times: the journal dropped 1 older entries/);
    const negated = failure(() => expect(handle).not.toHaveReceived('createSpace', { body: { title: 'One' } }));
    expect(negated).toMatch(/^cannot tell whether createSpace was received at least once with/);
    // A match that is found stays found: what was dropped cannot undo it.
    expect(handle).toHaveReceived('createSpace', { body: { title: 'Two' } });
  });

  it('refuses a value that is not a world, a server or a control', () => {
    expect(failure(() => expect({}).toHaveReceived('createSpace'))).toMatch(/expected a world, a server or a control/);
  });
});
