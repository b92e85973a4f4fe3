/**
 * Starting a worker thread where the platform has them: Node.js's `node:worker_threads`, reached through
 * `process.getBuiltinModule` rather than imported, so the package still bundles for a browser (which runs every
 * task on its own thread).
 */
import type { ResourceLimits as WorkerResourceLimits, Worker } from 'node:worker_threads';

export type { WorkerResourceLimits };

/** The worker-thread module of this platform, or undefined where there is none (a browser, a service worker). */
export function workerThreads(): typeof import('node:worker_threads') | undefined {
  return globalThis.process?.getBuiltinModule?.('node:worker_threads');
}

/**
 * The URL a module's `read` gives (`() => import.meta.url`, evaluated in that module; shimmed in the CommonJS
 * build), or undefined where reading it throws.
 */
export function moduleUrl(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * The URL of module `name` beside the module at `here` (its `import.meta.url`), with the same extension: `.ts`
 * beside the sources, `.js` beside the ESM build, `.cjs` beside the CJS build. Undefined when `here` is not a
 * file (a bundle served over HTTP) or has no extension to go by.
 */
export function siblingModule(here: string | undefined, name: string): URL | undefined {
  if (here === undefined || !here.startsWith('file:')) return undefined;
  const extension = /\.[cm]?[jt]s$/.exec(new URL(here).pathname)?.[0];
  // A computed name, so that bundlers do not take `new URL('./x.js', import.meta.url)` for an asset to copy.
  return extension === undefined ? undefined : new URL(`./${name}${extension}`, here);
}

/**
 * Starts a worker running `entry`, within `resourceLimits` (a heap cap) when given. A TypeScript entry (the sources, under tsx or vitest) gets tsx registered in
 * the worker first: loaders of the calling thread do not carry over to a worker.
 * @throws when the platform refuses to start one.
 */
export function startWorker(threads: typeof import('node:worker_threads'), entry: URL, resourceLimits?: WorkerResourceLimits): Worker {
  const limits = resourceLimits === undefined ? {} : { resourceLimits };
  if (!entry.pathname.endsWith('.ts')) return new threads.Worker(entry, limits);
  const module = globalThis.process.getBuiltinModule('node:module');
  const url = globalThis.process.getBuiltinModule('node:url');
  // tsx's ESM API as a module (require.resolve finds its CommonJS twin).
  const tsx = url.pathToFileURL(module.createRequire(entry).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new threads.Worker(code, { eval: true, ...limits });
}
