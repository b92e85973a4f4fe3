/**
 * The control guard as the pure function the request pipeline calls: a plain request and the rules in, a
 * refusal (403 naming what to change, 401 for the token) or nothing out.
 */
import { describe, expect, it } from 'vitest';
import { controlRefusal, type ControlGuardRules } from '../../src/control/guard.js';
import type { PlainRequest } from '../../src/core/types.js';

const request = (headers: Record<string, string>, method = 'GET'): PlainRequest => ({
  method,
  path: '/__control/state',
  query: {},
  headers,
});
const rules = (extra: Partial<ControlGuardRules> = {}): ControlGuardRules => ({ ownHosts: ['127.0.0.1'], ...extra });
const status = (headers: Record<string, string>, extra?: Partial<ControlGuardRules>, method?: string) =>
  controlRefusal(rules(extra), request(headers, method))?.status;

describe('controlRefusal', () => {
  it('lets a program through: no Origin, Sec-Fetch-Site none or absent, a host the server answers as', () => {
    expect(status({ host: '127.0.0.1:4010' })).toBeUndefined();
    expect(status({ host: 'localhost', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).toBeUndefined();
    expect(status({ 'sec-fetch-mode': 'cors' })).toBeUndefined();
  });

  it('refuses, in this order, a foreign host (403), a page (403), a missing token (401)', () => {
    const guarded = { token: 'ctl' };
    const host = controlRefusal(rules(guarded), request({ host: 'rebound.attacker.example', origin: 'http://x' }));
    expect(host?.status).toBe(403);
    expect(JSON.stringify(host?.body)).toContain('--allowed-host rebound.attacker.example');
    const page = controlRefusal(rules(guarded), request({ host: 'localhost', origin: 'http://x', 'x-control-token': 'ctl' }));
    expect(page?.status).toBe(403);
    expect(JSON.stringify(page?.body)).toContain('--control-allow-origin');
    const token = controlRefusal(rules(guarded), request({ host: 'localhost' }));
    expect(token).toMatchObject({ status: 401, headers: { 'www-authenticate': 'Bearer realm="docpub-control"' } });
  });

  it('treats every Sec-Fetch-Site but none as a page, preflight or not', () => {
    for (const site of ['cross-site', 'same-site', 'same-origin']) {
      expect(status({ 'sec-fetch-site': site })).toBe(403);
      expect(status({ 'sec-fetch-site': site, 'access-control-request-method': 'POST' }, {}, 'OPTIONS')).toBe(403);
    }
  });

  it('admits the opted-in origin alone, its preflight without the token and its requests with it', () => {
    const opted = { token: 'ctl', allowOrigin: 'http://localhost:5173' };
    const preflight = { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' };
    expect(status(preflight, opted, 'OPTIONS')).toBeUndefined();
    expect(status({ origin: 'http://localhost:5173' }, opted)).toBe(401);
    expect(status({ origin: 'http://localhost:5173', 'x-control-token': 'ctl' }, opted)).toBeUndefined();
    expect(status({ origin: 'http://localhost:5174', 'x-control-token': 'ctl' }, opted)).toBe(403);
  });
});
