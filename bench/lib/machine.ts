/** The machine a run measured, printed with every result: ratios travel, absolute figures do not. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';

/** Details of the machine and toolchain of one run. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryGB: number;
  node: string;
  platform: string;
  /** Load averages (1, 5, 15 min) when the run started and ended: a busy machine widens the spread. */
  loadAtStart: number[];
  loadAtEnd?: number[];
  /** Versions of the libraries whose speed is part of the figures. */
  libraries: Record<string, string>;
}

const require = createRequire(import.meta.url);
const LIBRARIES = ['ky', 'zod', 'msw', 'autocannon', '@stoplight/prism-cli', 'esbuild', '@gitbook/api'];

/** A package's version, read from its package.json directly: some packages (ky) do not export that file. */
function versionOf(name: string): string {
  for (const directory of require.resolve.paths(name) ?? []) {
    const manifest = join(directory, name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  return 'not installed';
}

const roundedLoad = () => os.loadavg().map((load) => Math.round(load * 100) / 100);

/** The machine as it is now. */
export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAtStart: roundedLoad(),
    libraries: Object.fromEntries(LIBRARIES.map((name) => [name, versionOf(name)])),
  };
}

/** Records the load average at the end of the run. */
export function finishMachine(machine: Machine): Machine {
  return { ...machine, loadAtEnd: roundedLoad() };
}
