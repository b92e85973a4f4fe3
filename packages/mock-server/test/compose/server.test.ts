import { describe, expect, it } from 'vitest';
import { ControlledClock } from '../../src/core/clock.js';
import { createServer } from '../../src/server.js';
import { DEMO } from '../../src/demo/demo.js';

const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('createServer over the demo world', () => {
  it('serves the demo tokens through server.fetch', async () => {
    const server = createServer({ validateResponses: true });
    const response = await server.fetch('http://docpub.test/v1/user', as(DEMO.tokens.admin));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ object: 'user', id: DEMO.users.admin });
  });

  it('adds the admin token it is given, and keeps it across reset', async () => {
    const server = createServer({ adminToken: 'my-admin-token', validateResponses: true });
    server.control.createUser({ displayName: 'Temp' });
    server.control.reset();
    const response = await server.fetch('http://docpub.test/v1/user', as('my-admin-token'));
    expect(await response.json()).toMatchObject({ id: DEMO.users.admin });
  });

  it('is deterministic for a seed: the same requests give the same ids', () => {
    const make = (seed: string) => createServer({ seed }).control.createUser({ displayName: 'Same' });
    expect(make('s1')).toEqual(make('s1'));
    expect(make('s1').token).not.toBe(make('s2').token);
  });

  it('uses the clock it is given', () => {
    const clock = new ControlledClock(() => Date.UTC(2030, 0, 1));
    const server = createServer({ clock });
    expect(server.clock).toBe(clock);
    expect(server.control.now()).toBe('2030-01-01T00:00:00.000Z');
  });
});
