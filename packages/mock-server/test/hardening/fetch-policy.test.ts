/** The fetch policy of OpenAPI URL sources: which hosts a member who may edit specs can make the server fetch. */
import { describe, expect, it } from 'vitest';
import type { SpecFetchPolicy } from '../../src/index.js';
import { DEMO, demoServer, send } from './support.js';

const SPEC = JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} });

async function outcome(policy: SpecFetchPolicy | undefined, url: string) {
  const fetched: string[] = [];
  const server = demoServer({
    ...(policy === undefined ? {} : { openapiFetchPolicy: policy }),
    openapiFetch: async (target) => (fetched.push(target), new Response(SPEC)),
  });
  const created = send(server, 'POST', `/orgs/${DEMO.organization}/openapi`, {
    token: DEMO.tokens.edit,
    body: { slug: 'fetched', source: { url } },
  });
  expect(created.status).toBe(201);
  await server.control.settle();
  const spec = send(server, 'GET', `/orgs/${DEMO.organization}/openapi/fetched`, { token: DEMO.tokens.edit }).body as {
    lastProcessErrorCode?: string;
  };
  return { fetched, error: spec.lastProcessErrorCode };
}

describe('the fetch policy of spec URLs', () => {
  it.each([
    [undefined, 'https://specs.example.com/a.json', true],
    ['any', 'http://10.0.0.1/a.json', true],
    ['loopback', 'http://127.0.0.1:8080/a.json', true],
    ['loopback', 'http://localhost/a.json', true],
    ['loopback', 'http://[::1]/a.json', true],
    ['loopback', 'http://169.254.169.254/latest/meta-data', false],
    ['loopback', 'https://specs.example.com/a.json', false],
    ['none', 'http://127.0.0.1/a.json', false],
    // Other spellings of IPv4 addresses are read as URL parsers read them.
    ['loopback', 'http://2130706433/a.json', true],
    ['loopback', 'http://0x7f.1/a.json', true],
    ['loopback', 'http://0177.0.0.1/a.json', true],
    ['loopback', 'http://0.0.0.0/a.json', false],
    ['loopback', 'http://0/a.json', false],
    ['loopback', 'http://[::]/a.json', false],
    ['loopback', 'http://[::ffff:127.0.0.1]/a.json', false],
    ['loopback', 'http://167772161/a.json', false],
    ['public', 'https://specs.example.com/a.json', true],
    ['public', 'http://93.184.215.14/a.json', true],
    ['public', 'http://[2606:4700::1111]/a.json', true],
    ['public', 'http://127.0.0.1/a.json', false],
    ['public', 'http://localhost/a.json', false],
    ['public', 'http://10.0.0.1/a.json', false],
    ['public', 'http://0xa000001/a.json', false],
    ['public', 'http://172.16.5.4/a.json', false],
    ['public', 'http://192.168.1.1/a.json', false],
    ['public', 'http://100.64.0.1/a.json', false],
    ['public', 'http://169.254.169.254/latest/meta-data', false],
    ['public', 'http://0.0.0.0/a.json', false],
    ['public', 'http://[::1]/a.json', false],
    ['public', 'http://[fd00::1]/a.json', false],
    ['public', 'http://[fe80::1]/a.json', false],
    ['public', 'http://[::ffff:10.0.0.1]/a.json', false],
    ['public', 'http://[64:ff9b::a00:1]/a.json', false],
    ['public', 'ftp://specs.example.com/a.json', false],
  ] as const)('policy %s, %s: fetched %s', async (policy, url, allowed) => {
    const { fetched, error } = await outcome(policy, url);
    expect(fetched).toEqual(allowed ? [url] : []);
    expect(error).toBe(allowed ? undefined : 'FETCH_ERROR');
  });

  it('refuses an unknown policy when the server is created', () => {
    expect(() => demoServer({ openapiFetchPolicy: 'some' as SpecFetchPolicy })).toThrow(/openapiFetchPolicy/);
  });
});
