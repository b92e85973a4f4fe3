/** Opening a target from options. */
import { openEmbeddedTarget } from './embedded.js';
import { openHttpTarget } from './http.js';
import type { Target, TargetOptions } from './target.js';

export { ConformanceStartError } from './start-error.js';
export { probeTarget } from './probe.js';
export { openEmbeddedTarget } from './embedded.js';
export { openHttpTarget } from './http.js';
export type * from './target.js';

/** Opens the target `options` describe; the embedded reference server when none is given. */
export async function openTarget(options: TargetOptions = { kind: 'embedded' }): Promise<Target> {
  return options.kind === 'http' ? openHttpTarget(options) : openEmbeddedTarget(options);
}
