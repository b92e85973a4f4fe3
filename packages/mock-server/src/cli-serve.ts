/**
 * What `docpub-mock` does once its flags are read (cli.ts): the server over HTTP, with CORS and the request log
 * unless turned off, its ready file and banner, and a clean stop on SIGINT, SIGTERM or the parent's exit. Loaded
 * by cli.ts only then, so that `--help`, `--version` and a refused flag answer without loading the server.
 */
import type { Dispatch } from './adapters/plain.js';
import { bannerLines } from './serve/banner.js';
import { withCors } from './serve/cors.js';
import { withRequestLog } from './serve/request-log.js';
import { createServer } from './server.js';
import { firstPublishedSite } from './serve/published-site.js';
import { CONTROL_PREFIX } from './core/paths.js';
import { publishReadyFile, removeStaleReadyFile } from './serve/ready-file.js';
import { watchParent } from './serve/parent-watch.js';
import { DEMO } from './demo/demo.js';
import { controlServerOptions, exposureWarning, type ControlFlags } from './cli-control.js';

/** What the command line asked for (cli.ts reads it). */
export interface CliOptions {
  port: number;
  host: string;
  adminToken?: string;
  seed?: string;
  world?: string;
  cors: boolean;
  quiet: boolean;
  control: ControlFlags;
  publicUrl?: string;
  readyFile?: string;
  exitWithParent: boolean;
}

/** What the port serves: the server's dispatch, with CORS and the request log unless turned off. */
function layers(options: CliOptions): (dispatch: Dispatch) => Dispatch {
  return (dispatch) => {
    const served = options.cors ? withCors(dispatch) : dispatch;
    return options.quiet ? served : withRequestLog(served, (line) => process.stdout.write(`${line}\n`));
  };
}

/** Starts the server as `options` say and prints its banner; it runs until a signal or the parent's exit. */
export async function serve(options: CliOptions): Promise<void> {
  // Before anything can fail or listen: whoever polls the path must not read an earlier run's URL.
  if (options.readyFile !== undefined) removeStaleReadyFile(options.readyFile);
  const server = createServer({
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.adminToken === undefined ? {} : { adminToken: options.adminToken }),
    ...(options.world === undefined ? {} : { world: options.world }),
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
    ...controlServerOptions(options.control),
  });
  const exposure = exposureWarning(options.host, options.control);
  if (exposure) process.stderr.write(`docpub-mock: warning: ${exposure}\n`);
  const listening = await server.listen({ port: options.port, host: options.host, wrap: layers(options) });
  const stop = () => {
    listening.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`docpub-mock: error while stopping: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  // Installed before the URL is printed: whoever reads the URL may signal at once.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (options.exitWithParent) {
    watchParent(() => {
      process.stderr.write('docpub-mock: the process that started it has exited; stopping\n');
      stop();
    });
  }
  // Written before the banner: whoever sees the URL printed can read the ready file at once.
  if (options.readyFile !== undefined) {
    await publishReadyFile(options.readyFile, {
      url: listening.url,
      controlUrl: new URL(CONTROL_PREFIX, listening.url).href,
      ...(options.control.token === undefined ? {} : { controlToken: options.control.token }),
    });
  }
  const banner = bannerLines({
    url: listening.url,
    // A world file names its own users: the demo admin's token exists only in the demo world.
    adminToken: options.world === undefined ? (options.adminToken ?? DEMO.tokens.admin) : options.adminToken,
    worldFile: options.world,
    control: options.control.off ? 'off' : options.control.token === undefined ? 'open' : 'token',
    // A token made at start is shown once, as the one way to learn it; a given one is the user's own.
    generatedControlToken: options.control.tokenSource === 'generated' ? options.control.token : undefined,
    controlAllowOrigin: options.control.allowOrigin,
    cors: options.cors,
    quiet: options.quiet,
    publishedSite: firstPublishedSite(server),
  });
  process.stdout.write(`${banner.join('\n')}\n`);
}
