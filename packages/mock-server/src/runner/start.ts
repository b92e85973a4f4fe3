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

/**
 * Writes `connection` as JSON to `path` in one step (a file beside it, then a rename), so that a process
 * waiting for the file never reads it half written.
 */
export async function writeReadyFile(path: string, connection: MockConnection): Promise<void> {
  // Loaded here, not at the top: the main entry also runs in browsers (behind msw), which have no node:fs.
  const { writeFile, rename } = await import('node:fs/promises');
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, `${JSON.stringify(connection, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, path);
}
