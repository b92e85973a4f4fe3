/**
 * The CLI's control flags: `--control-token`, `--no-control`, `--openapi-fetch`, and the warning printed when
 * the server binds beyond loopback with an unprotected control API.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { controlFlags, controlServerOptions, exposureWarning } from '../../src/cli-control.js';

const usage = (message: string) => new Error(message);

describe('the control flags', () => {
  it('read into server options', () => {
    expect(controlServerOptions(controlFlags({ 'control-token': 't', 'openapi-fetch': 'loopback' }, usage))).toEqual({
      controlToken: 't',
      openapiFetchPolicy: 'loopback',
    });
    expect(controlServerOptions(controlFlags({ 'no-control': true }, usage))).toEqual({ httpControl: false });
    expect(controlServerOptions(controlFlags({}, usage))).toEqual({});
  });

  it.each([
    [{ 'control-token': '' }, /--control-token: must not be empty/],
    [{ 'control-token': 't', 'no-control': true }, /cannot be combined/],
    [{ 'openapi-fetch': 'everywhere' }, /--openapi-fetch: must be one of any, public, loopback, none/],
  ])('refuse %j', (values, message) => {
    expect(() => controlFlags(values, usage)).toThrow(message);
  });

  it('warn only for a non-loopback bind without a token or --no-control', () => {
    const open = controlFlags({}, usage);
    expect(exposureWarning('0.0.0.0', open)).toMatch(/without a control token/);
    expect(exposureWarning('192.168.1.4', open)).toMatch(/--control-token/);
    expect(exposureWarning('127.0.0.1', open)).toBeUndefined();
    expect(exposureWarning('localhost', open)).toBeUndefined();
    expect(exposureWarning('::1', open)).toBeUndefined();
    expect(exposureWarning('0.0.0.0', controlFlags({ 'control-token': 't' }, usage))).toBeUndefined();
    expect(exposureWarning('0.0.0.0', controlFlags({ 'no-control': true }, usage))).toBeUndefined();
  });
});

describe('docpub-mock --host 0.0.0.0', () => {
  it('prints the warning on stderr before serving', async () => {
    const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--host', '0.0.0.0', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const stderr = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('\n')) resolve(text);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)));
      });
      expect(stderr).toMatch(/^docpub-mock: warning: listening on 0\.0\.0\.0 without a control token/);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
