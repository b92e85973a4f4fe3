/** The built `docpub-mock` in a child process on a free port, for tests that need a real server process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { packageDir } from './paths.js';

const started: ChildProcess[] = [];

/**
 * Starts `docpub-mock --port 0 --quiet ...args`; resolves with the URL its banner says it listens on. The
 * environment's `DOCPUB_CONTROL_TOKEN` is left out, so a developer's own variable never changes what a test sees.
 */
export function startMockProcess(args: readonly string[]): Promise<string> {
  const { DOCPUB_CONTROL_TOKEN: _token, ...env } = process.env;
  const child = spawn(process.execPath, [join(packageDir('mock-server'), 'bin/docpub-mock.js'), '--port', '0', '--quiet', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      const match = /listening on (\S+)\n/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`docpub-mock exited with ${code}`)));
  });
}

/** Stops every server this module started. */
export function stopMockProcesses(): void {
  for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
}
