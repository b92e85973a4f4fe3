/**
 * The CLI's control flags: `--control-token` (or `DOCPUB_CONTROL_TOKEN`), `--no-control-token`, `--no-control`,
 * `--control-allow-origin`, `--allowed-host`, `--openapi-fetch`; the token generated when the server binds
 * beyond loopback without one, and the warning printed when it is left open there.
 */
import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli-args.js';
import { controlFlags, controlServerOptions, exposureWarning } from '../../src/cli-control.js';
import { BUILT_CLI, ensureBuiltCli } from '../support/built-cli.js';

beforeAll(ensureBuiltCli, 180_000);

describe('the control flags', () => {
  it('read into server options', () => {
    expect(
      controlServerOptions(
        controlFlags(
          { 'control-token': 't', 'openapi-fetch': 'loopback', 'control-allow-origin': 'http://localhost:5173', 'allowed-host': ['docpub-mock', '.internal'] },
        ),
      ),
    ).toEqual({
      controlToken: 't',
      controlAllowOrigin: 'http://localhost:5173',
      allowedHosts: ['docpub-mock', '.internal'],
      openapiFetchPolicy: 'loopback',
      gitFetchPolicy: 'any',
    });
    expect(controlServerOptions(controlFlags({ 'no-control': true }))).toEqual({ httpControl: false, gitFetchPolicy: 'any' });
    expect(controlServerOptions(controlFlags({}))).toEqual({ gitFetchPolicy: 'any' });
  });

  it('fetch Git repositories anywhere on loopback and only public hosts beyond, unless told', () => {
    expect(controlFlags({}, { host: '0.0.0.0' }).gitFetchPolicy).toBe('public');
    expect(controlFlags({ 'git-fetch': 'loopback' }, { host: '0.0.0.0' }).gitFetchPolicy).toBe('loopback');
    expect(controlServerOptions(controlFlags({ 'git-file-root': '/srv/repos' }))).toEqual({ gitFetchPolicy: 'any', gitFileRoot: '/srv/repos' });
  });

  it.each([
    [{ 'control-token': '' }, /--control-token: must not be empty/],
    [{ 'control-token': 't', 'no-control': true }, /cannot be combined/],
    [{ 'control-token': 't', 'no-control-token': true }, /--control-token and --no-control-token cannot be combined/],
    [{ 'openapi-fetch': 'everywhere' }, /--openapi-fetch: must be one of any, public, loopback, none/],
    [{ 'git-fetch': 'everywhere' }, /--git-fetch: must be one of any, public, loopback, none/],
    [{ 'git-file-root': '' }, /--git-file-root: must not be empty/],
    [{ 'control-allow-origin': 'http://localhost:5173' }, /--control-allow-origin: requires a control token \(--control-token or DOCPUB_CONTROL_TOKEN\)/],
    [{ 'control-allow-origin': 'http://localhost:5173', 'no-control-token': true }, /cannot be combined with --no-control-token/],
    [{ 'control-allow-origin': 'localhost:5173', 'control-token': 't' }, /--control-allow-origin: must be a web origin/],
    [{ 'allowed-host': ['docpub-mock:4010'] }, /--allowed-host: "docpub-mock:4010" must be a host name \(no port\)/],
  ])('refuse %j', (values, message) => {
    expect(() => controlFlags(values)).toThrow(message);
  });

  it('generate a token for a non-loopback bind without one; none on loopback', () => {
    const wide = controlFlags({}, { host: '0.0.0.0' });
    expect(wide).toMatchObject({ tokenSource: 'generated', token: expect.stringMatching(/^dpc_[\w-]{24}$/) });
    expect(controlFlags({}, { host: '0.0.0.0' }).token).not.toBe(wide.token);
    expect(controlFlags({}, { host: '192.168.1.4' }).tokenSource).toBe('generated');
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]']) expect(controlFlags({}, { host }).token).toBeUndefined();
    expect(controlFlags({ 'no-control-token': true }, { host: '0.0.0.0' }).token).toBeUndefined();
    expect(controlFlags({ 'no-control': true }, { host: '0.0.0.0' }).token).toBeUndefined();
  });

  it('read DOCPUB_CONTROL_TOKEN, the flag winning; the explicit open or off flags win over it', () => {
    const env = { DOCPUB_CONTROL_TOKEN: 'from-env' };
    expect(controlFlags({}, { env })).toMatchObject({ token: 'from-env', tokenSource: 'given' });
    expect(controlFlags({}, { env, host: '0.0.0.0' })).toMatchObject({ token: 'from-env', tokenSource: 'given' });
    expect(controlFlags({ 'control-token': 'flag' }, { env }).token).toBe('flag');
    expect(controlFlags({ 'no-control-token': true }, { env }).token).toBeUndefined();
    expect(controlFlags({}, { env: { DOCPUB_CONTROL_TOKEN: '' } }).token).toBeUndefined();
  });

  it('warn only for a non-loopback bind left open with --no-control-token', () => {
    const open = controlFlags({ 'no-control-token': true }, { host: '0.0.0.0' });
    expect(exposureWarning('0.0.0.0', open)).toMatch(/without a control token \(--no-control-token\)/);
    expect(exposureWarning('192.168.1.4', open)).toMatch(/--control-token/);
    expect(exposureWarning('127.0.0.1', open)).toBeUndefined();
    expect(exposureWarning('localhost', open)).toBeUndefined();
    expect(exposureWarning('::1', open)).toBeUndefined();
    expect(exposureWarning('0.0.0.0', controlFlags({}, { host: '0.0.0.0' }))).toBeUndefined();
    expect(exposureWarning('0.0.0.0', controlFlags({ 'no-control': true }))).toBeUndefined();
  });
});

/**
 * Runs the built CLI until `done` holds for what it printed (stdout + stderr), calls `meanwhile` with
 * that text while it still serves, then stops it.
 */
async function runCli(
  args: string[],
  done: (text: string) => boolean,
  meanwhile: (text: string) => Promise<void> = async () => undefined,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  const { DOCPUB_CONTROL_TOKEN: _token, PORT: _port, HOST: _host, ...inherited } = process.env;
  const child = spawn(process.execPath, [BUILT_CLI, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, ...env },
  });
  try {
    return await new Promise<string>((resolve, reject) => {
      let text = '';
      const read = (chunk: string) => {
        text += chunk;
        if (done(text)) resolve(text);
      };
      child.stdout.setEncoding('utf8').on('data', read);
      child.stderr.setEncoding('utf8').on('data', read);
      // 'close', not 'exit': what the process wrote may still be in the pipe when it has exited.
      child.once('close', (code) => (done(text) ? resolve(text) : reject(new Error(`exited with ${code}: ${text}`))));
    }).then(async (text) => (await meanwhile(text), text));
  } finally {
    child.kill('SIGKILL');
  }
}

const bannerDone = (text: string) => /\n {2}log .*\n/.test(text);

describe('docpub-mock --host 0.0.0.0', () => {
  it('generates a control token, prints it in the banner, and /__control requires it', async () => {
    const banner = await runCli(['--host', '0.0.0.0', '--quiet'], bannerDone, async (text) => {
      const token = /X-Control-Token: (dpc_[\w-]+)\)/.exec(text)?.[1];
      expect(token, text).toBeDefined();
      const origin = new URL(/listening on (\S+)\n/.exec(text)![1]!).origin;
      expect((await fetch(`${origin}/__control/state`)).status).toBe(401);
      expect((await fetch(`${origin}/__control/clock`, { headers: { 'x-control-token': token! } })).status).toBe(200);
    });
    expect(banner).not.toContain('warning');
  }, 60_000);

  it('takes the control token from DOCPUB_CONTROL_TOKEN, and does not print it', async () => {
    const banner = await runCli(['--quiet'], bannerDone, async (text) => {
      const origin = new URL(/listening on (\S+)\n/.exec(text)![1]!).origin;
      expect((await fetch(`${origin}/__control/clock`)).status).toBe(401);
      expect((await fetch(`${origin}/__control/clock`, { headers: { 'x-control-token': 'ci-control' } })).status).toBe(200);
    }, { DOCPUB_CONTROL_TOKEN: 'ci-control' });
    expect(banner).toContain('requires the control token');
    expect(banner).not.toContain('ci-control');
  }, 60_000);

  it('with --no-control-token: prints the warning on stderr before serving', async () => {
    const text = await runCli(['--host', '0.0.0.0', '--no-control-token'], (output) => output.includes('warning') && bannerDone(output));
    expect(text).toMatch(/docpub-mock: warning: listening on 0\.0\.0\.0 without a control token/);
  }, 60_000);

  it('refuses --control-allow-origin without a control token (exit 2)', async () => {
    const text = await runCli(['--control-allow-origin', 'http://localhost:5173'], (output) => output.includes('See docpub-mock --help'));
    expect(text).toMatch(/--control-allow-origin: requires a control token/);
  }, 60_000);
});
