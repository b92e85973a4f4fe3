/**
 * Prism (`@stoplight/prism-cli`) mocking the OpenAPI document generated from the contract (scripts/openapi):
 * the yardstick a generic, spec-driven mock sets for row 3.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../../scripts/openapi/document.js';

/** A running Prism mock. */
export interface PrismMock {
  /** Origin it listens on; the document's paths sit right under it (no `/v1`). */
  url: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);
const LISTENING = /Prism is listening on (http:\/\/\S+)/;

function waitForListening(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Prism did not start within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (!match) return;
      clearTimeout(timer);
      // Keep draining: Prism logs every request, and a full pipe would stall it.
      child.stdout?.off('data', onData).resume();
      child.stderr?.resume();
      resolve(match[1]!.replace(/\/$/, ''));
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with code ${code} before listening:\n${output.slice(-2000)}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Writes the generated OpenAPI document to a temporary file and starts Prism's mock server on it (a free port). */
export async function startPrism(timeoutMs = 90_000): Promise<PrismMock> {
  const directory = mkdtempSync(join(tmpdir(), 'docpub-bench-prism-'));
  const documentFile = join(directory, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(buildOpenApiDocument()));
  const cli = require.resolve('@stoplight/prism-cli/dist/index.js');
  const child = spawn(process.execPath, [cli, 'mock', '--host', '127.0.0.1', '--port', '0', documentFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const cleanUp = async () => {
    await stopChild(child);
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    return { url: await waitForListening(child, timeoutMs), stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
