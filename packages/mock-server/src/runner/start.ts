/**
 * `startMock()`: the reference server on a free loopback port, for any JavaScript test runner's global set-up,
 * with what its workers need to reach it (`connection`) and a way to make worlds in it.
 */
import type { DocPubServer } from '../compose/assemble.js';
import type { ListenOptions } from '../adapters/node.js';
import { CONTROL_PREFIX } from '../core/paths.js';
import { createServer, type ServerOptions } from '../server.js';
import { connectMock, type MockConnection, type MockHandle } from './remote-world.js';

/** Options of {@link startMock}: the server's and where it listens (loopback, a free port, by default). */
export type StartMockOptions = ServerOptions & Pick<ListenOptions, 'port' | 'host'>;

/** A server started by {@link startMock}. */
export interface StartedMock extends MockHandle {
  /** The server itself, for in-process control of its own world. */
  readonly server: DocPubServer;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Starts a reference server on a port and answers how to reach it. */
export async function startMock(options: StartMockOptions = {}): Promise<StartedMock> {
  const { port = 0, host, ...serverOptions } = options;
  const server = createServer(serverOptions);
  const listening = await server.listen({ port, ...(host === undefined ? {} : { host }) });
  const connection: MockConnection = {
    url: listening.url,
    controlUrl: new URL(CONTROL_PREFIX, listening.url).href,
    ...(options.controlToken === undefined ? {} : { controlToken: options.controlToken }),
  };
  return { ...connectMock(connection), server, close: () => listening.close() };
}

/** The text of a ready file: the connection as JSON, one member a line. */
export function readyFileText(connection: MockConnection): string {
  return `${JSON.stringify(connection, null, 2)}\n`;
}

/**
 * Writes `connection` as JSON to `path` in one step, so that a process waiting for the file never reads it
 * half written: first into a new file beside it, under a random name, created exclusively with mode 0600 (so a
 * file or a link planted under a name someone could guess is never written through, nor kept with its own
 * mode), then renamed over `path` (a link at `path` itself is replaced, not followed).
 */
export async function writeReadyFile(path: string, connection: MockConnection): Promise<void> {
  // Loaded here, not at the top: the main entry also runs in browsers (behind msw), which have no node:fs.
  const [{ open, rename, rm }, { randomBytes }, { basename, dirname, join }] = await Promise.all([
    import('node:fs/promises'),
    import('node:crypto'),
    import('node:path'),
  ]);
  const partial = join(dirname(path), `.${basename(path)}.${randomBytes(16).toString('hex')}.partial`);
  const file = await open(partial, 'wx', 0o600);
  try {
    try {
      await file.writeFile(readyFileText(connection));
    } finally {
      await file.close();
    }
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
