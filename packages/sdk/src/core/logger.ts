/** The SDK's log: a level filter and a token scrubber in front of the caller's logger. */
import type { Logger, LogLevel } from './options.js';
import { scrub, scrubText } from './redact.js';

type Level = Exclude<LogLevel, 'off'>;

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, off: 100 };

/** Where the SDK writes; every line has already lost the token. */
export type Log = Record<Level, (message: string, details?: Record<string, unknown>) => void> & {
  /** Whether lines at `level` are written: lets a caller skip building a line nobody will read. */
  enabled(level: Level): boolean;
};

/** Wraps `logger` so that only lines at `level` or above reach it, with every secret scrubbed. */
export function createLog(logger: Logger, level: LogLevel, secrets: readonly string[]): Log {
  const write = (at: Level) => (message: string, details?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return;
    const sink = logger[at];
    if (typeof sink !== 'function') return;
    try {
      const line = `[docpub] ${scrubText(message, secrets)}`;
      if (details === undefined) sink.call(logger, line);
      else sink.call(logger, line, scrub(details, secrets));
    } catch {
      // A broken logger must not break the call being logged.
    }
  };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    enabled: (at) => RANK[at] >= RANK[level] && typeof logger[at] === 'function',
  };
}
